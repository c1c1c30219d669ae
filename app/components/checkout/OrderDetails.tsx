import type { ConfirmedOrder } from "~/lib/models/checkout";
import { AddressView } from "./AddressView";
import { fromOrder, OrderSummary } from "./OrderSummary";

/** A placed order: where it goes, how, who pays and how, beside what is in it and its total. */
export function OrderDetails({ order }: { order: ConfirmedOrder }) {
  return (
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
  );
}
