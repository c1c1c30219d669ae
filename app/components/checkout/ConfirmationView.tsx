import { Link, useLoaderData } from "@remix-run/react";
import type { ConfirmationLoader } from "~/.server/checkout/confirmation";
import { AddressView } from "./AddressView";
import { fromOrder, OrderSummary } from "./OrderSummary";

export function ConfirmationView() {
  const data = useLoaderData<ConfirmationLoader>();
  const { order } = data;
  const title = data.zeroValue
    ? "Your free order is confirmed"
    : data.subscription
      ? "Your subscription is confirmed"
      : "Thank you: your order is confirmed";
  return (
    <section className="checkout checkout--confirmation" aria-labelledby="confirmation-title">
      <div className="notice notice--success" role="status">
        <h1 id="confirmation-title">{title}</h1>
        <p>
          Your order number is <strong>{data.number}</strong>. We've sent a confirmation to{" "}
          <strong>{data.email}</strong>.
        </p>
      </div>
      {data.zeroValue ? <p>There is nothing to pay for this order today.</p> : null}
      {data.subscription ? (
        <p>Your subscription starts with this order. You can pause, change or cancel it at any time in your account.</p>
      ) : null}
      {data.detailsUnavailable || !order ? (
        <p className="notice notice--info">
          We can't show the details of your order right now; they are in your confirmation e-mail.
        </p>
      ) : (
        <div className="checkout-columns">
          <div className="checkout-review">
            {order.shippingAddress ? (
              <>
                <h2 className="h3">Delivery address</h2>
                <AddressView address={order.shippingAddress} />
              </>
            ) : null}
            {order.shippingMethod ? (
              <>
                <h2 className="h3">Delivery</h2>
                <p>{order.shippingMethod}</p>
              </>
            ) : null}
            {order.billingAddress ? (
              <>
                <h2 className="h3">Billing address</h2>
                <AddressView address={order.billingAddress} />
              </>
            ) : null}
            {order.paymentMethod ? (
              <>
                <h2 className="h3">Payment</h2>
                <p>{order.paymentMethod.title}</p>
              </>
            ) : null}
          </div>
          <OrderSummary view={fromOrder(order)} title="Your order" />
        </div>
      )}
      <p>
        <Link to="/shop" className="btn btn--secondary">
          Continue shopping
        </Link>
      </p>
    </section>
  );
}
