// /checkout/payment and /trial/checkout/payment: one module, mounted for both store views
// (app/routes.ts); the URL says which. Step 4: payment method, order summary, discount code,
// and the place-order button (loader and action: payment.server.ts, place-order.server.ts).
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { isFormReply } from "~/lib/form-kit";
import { CouponForm } from "~/components/cart/CouponForm";
import { CardChoice } from "~/components/checkout/CardChoice";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { ReplySummary } from "~/components/forms/ReplySummary";
import { PostForm } from "~/components/forms/PostForm";
import { RadioGroup } from "~/components/forms/RadioGroup";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { usePostForm } from "~/components/forms/usePostForm";
import { AddressView } from "~/components/checkout/AddressView";
import { AttributeFields } from "~/components/checkout/AttributeFields";
import { checkoutMeta, StepPage } from "~/components/checkout/CheckoutFrame";
import { TrialTermsBox } from "~/components/checkout/TrialTerms";
import type { loader } from "./payment.server";
import type { paymentSchema } from "~/lib/schemas/checkout";

export { action, loader } from "./payment.server";
export const meta = checkoutMeta("payment");

/**
 * A refused discount code starts the page at an error summary too (issue 40, 13); the place-order
 * form's refusals have their own (ErrorSummary). Its message links to the code's field.
 */
const COUPON_INTENTS = ["apply-coupon", "remove-coupon"];
const couponFieldId = (intent: string) => (intent === "remove-coupon" ? "coupon-title" : "coupon-code");

export default function PaymentStep() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData();
  const [form, fields] = usePostForm<typeof paymentSchema>("place-order", data.defaults, { id: "payment" });
  return (
    <StepPage
      frame={data}
      title="Check and pay"
      className="checkout checkout--payment"
      notices={
        <>
          <ErrorSummary form={form} />
          {isFormReply(reply) && COUPON_INTENTS.includes(reply.intent) ? (
            <ReplySummary fieldId={couponFieldId} />
          ) : null}
        </>
      }
      aside={
        <CouponForm
          applied={data.summary.appliedCoupons}
          canApply={data.summary.canApplyCoupons}
          cannotApply="Discount codes can't be used with this order."
        />
      }
    >
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
        {data.trial ? (
          <TrialTermsBox
            trial={data.trial}
            today={data.trial.today}
            paidBy={data.methods.length === 1 ? data.methods[0].title : null}
          />
        ) : null}
        <SubmitButton intent="place-order" className="btn btn--primary btn--large">
          Place order
        </SubmitButton>
      </PostForm>
    </StepPage>
  );
}
