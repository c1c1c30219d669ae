import { getFormProps } from "~/lib/form-kit";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import type { CartActionResult } from "~/.server/cart/actions";
import type { PaymentAction, PaymentLoader } from "~/.server/checkout/payment";
import { validatePayment } from "~/lib/schemas/checkout";
import { AddressView } from "./AddressView";
import { AttributeFields } from "./AttributeFields";
import { CheckoutCoupon } from "./CheckoutCoupon";
import { BackLink, CheckoutProgress } from "./CheckoutProgress";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { fromCart, OrderSummary } from "./OrderSummary";
import { RadioGroup } from "~/components/forms/RadioGroup";
import { submissionOf, useStepForm } from "./useStepForm";

export function PaymentStep() {
  const data = useLoaderData<PaymentLoader>();
  const actionData = useActionData<PaymentAction>();
  const lastResult = submissionOf(actionData, "order");
  const coupon = actionData && "coupon" in actionData ? (actionData.coupon as CartActionResult) : undefined;
  const { methods, attributes } = data;
  const validate = useMemo(
    () => (v: Record<string, unknown>) => validatePayment(v, { methodCodes: methods.map((m) => m.code), attributes }),
    [methods, attributes],
  );
  const { form, fields, pending } = useStepForm<
    { paymentMethod?: string; idempotencyKey?: string } & Record<string, string | undefined>
  >("payment", validate, data.defaults, lastResult);
  const couponError = coupon && !coupon.ok ? { code: [coupon.message] } : undefined;
  return (
    <section className="checkout checkout--payment" aria-labelledby="step-title">
      <CheckoutProgress frame={data} />
      <h1 id="step-title">Check and pay</h1>
      <ErrorSummary form={form} />
      <ErrorSummary
        form={{
          id: "coupon",
          status: couponError ? "error" : undefined,
          errors: undefined,
          allErrors: couponError ?? {},
          errorId: "coupon-form-error",
          valid: !couponError,
          initialValue: {},
          submission: null,
        }}
      />
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
          <Form method="post" {...getFormProps(form)} className="checkout-form">
            <input type="hidden" name="intent" value="place-order" />
            <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
            {data.methods.length > 0 ? (
              <RadioGroup
                meta={fields.paymentMethod}
                legend="Payment method"
                options={data.methods.map((m) => ({ value: m.code, label: m.title }))}
              />
            ) : null}
            <AttributeFields fields={fields} attributes={data.attributes} placement="buttonPlaceOrder_before" />
            <button type="submit" className="btn btn--primary btn--large" data-pending={pending}>
              Place order
            </button>
          </Form>
        </div>
        <div>
          <OrderSummary view={fromCart(data.summary)} />
          <CheckoutCoupon
            applied={data.summary.appliedCoupons}
            canApply={data.summary.canApplyCoupons}
            result={coupon}
          />
        </div>
      </div>
      <BackLink frame={data} />
    </section>
  );
}
