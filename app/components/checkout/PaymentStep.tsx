import { Link, useLoaderData } from "@remix-run/react";
import type { PaymentLoader } from "~/.server/checkout/payment";
import { CouponForm } from "~/components/cart/CouponForm";
import { CardChoice } from "./CardChoice";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { PostForm } from "~/components/forms/PostForm";
import { RadioGroup } from "~/components/forms/RadioGroup";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { usePostForm } from "~/components/forms/usePostForm";
import { AddressView } from "./AddressView";
import { AttributeFields } from "./AttributeFields";
import { BackLink, CheckoutProgress } from "./CheckoutProgress";
import { fromCart, OrderSummary } from "./OrderSummary";

export function PaymentStep() {
  const data = useLoaderData<PaymentLoader>();
  const [form, fields] = usePostForm<
    { paymentMethod?: string; idempotencyKey?: string; savedCard?: string; saveCard?: boolean } & Record<
      string,
      string | boolean | undefined
    >
  >("place-order", data.defaults, { id: "payment" });
  return (
    <section className="checkout checkout--payment" aria-labelledby="step-title">
      <CheckoutProgress frame={data} />
      <h1 id="step-title">Check and pay</h1>
      <ErrorSummary form={form} />
      <div className="checkout-columns">
        <div>
          <div className="checkout-review">
            <h2 className="h3">Contact</h2>
            <p>{data.email}</p>
            <Link to={`${data.base}/contact`}>
              Change<span className="visually-hidden"> e-mail address</span>
            </Link>
            {data.shippingAddress ? (
              <>
                <h2 className="h3">{data.shippingAddress.isPickupAddress ? "Collection" : "Delivery address"}</h2>
                <AddressView address={data.shippingAddress} />
              </>
            ) : null}
            {data.billingAddress ? (
              <>
                <h2 className="h3">Billing address</h2>
                <AddressView address={data.billingAddress} />
              </>
            ) : null}
            <Link to={`${data.base}/shipping`}>
              Change<span className="visually-hidden"> addresses</span>
            </Link>
          </div>
          <PostForm form={form} intent="place-order" summary={false} className="checkout-form">
            <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
            {data.methods.length > 0 ? (
              <RadioGroup
                meta={fields.paymentMethod}
                legend="Payment method"
                options={data.methods.map((m) => ({ value: m.code, label: m.title }))}
              />
            ) : null}
            {data.card ? <CardChoice card={data.card} fields={fields} /> : null}
            <AttributeFields fields={fields} attributes={data.attributes} placement="buttonPlaceOrder_before" />
            <SubmitButton intent="place-order" className="btn btn--primary btn--large">
              Place order
            </SubmitButton>
          </PostForm>
        </div>
        <div>
          <OrderSummary view={fromCart(data.summary)} />
          <CouponForm
            applied={data.summary.appliedCoupons}
            canApply={data.summary.canApplyCoupons}
            cannotApply="Discount codes can't be used with this order."
          />
        </div>
      </div>
      <BackLink frame={data} />
    </section>
  );
}
