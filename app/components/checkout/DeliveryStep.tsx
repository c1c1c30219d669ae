import { getFormProps } from "~/lib/form-kit";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import type { DeliveryAction, DeliveryLoader } from "~/.server/checkout/delivery";
import { formatMoney } from "~/lib/format";
import { validateDelivery } from "~/lib/schemas/checkout";
import { AddressView } from "./AddressView";
import { BackLink, CheckoutProgress } from "./CheckoutProgress";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { SelectField } from "~/components/forms/Field";
import { RadioGroup } from "~/components/forms/RadioGroup";
import { submissionOf, useStepForm } from "./useStepForm";

export function DeliveryStep() {
  const data = useLoaderData<DeliveryLoader>();
  const lastResult = submissionOf(useActionData<DeliveryAction>());
  const { methods, stores } = data;
  const validate = useMemo(
    () => (v: Record<string, unknown>) =>
      validateDelivery(v, {
        methodValues: methods.map((m) => m.value),
        pickupValues: methods.filter((m) => m.isPickup).map((m) => m.value),
        storeIds: stores.map((s) => s.id),
      }),
    [methods, stores],
  );
  const { form, fields, pending } = useStepForm<{ method?: string; pickupStore?: string }>(
    "delivery",
    validate,
    data.defaults,
    lastResult,
  );
  const offersPickup = methods.some((m) => m.isPickup);
  return (
    <section className="checkout" aria-labelledby="step-title">
      <CheckoutProgress frame={data} />
      <h1 id="step-title">How should we deliver?</h1>
      {data.shippingAddress ? (
        <div className="checkout-review">
          <h2 className="h3">{data.shippingAddress.isPickupAddress ? "Your details" : "Delivering to"}</h2>
          <AddressView address={data.shippingAddress} />
          <Link to={`${data.base}/shipping`}>
            Change<span className="visually-hidden"> delivery address</span>
          </Link>
        </div>
      ) : null}
      <ErrorSummary form={form} />
      {data.methods.length === 0 ? (
        <p className="notice notice--error" role="alert">
          Sorry, we can't deliver this order to that address.{" "}
          <Link to={`${data.base}/shipping`}>Change the delivery address</Link>.
        </p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="checkout-form">
          <RadioGroup
            meta={fields.method}
            legend="Delivery option"
            options={data.methods.map((m) => ({
              value: m.value,
              label: (
                <>
                  <strong>{m.title}</strong> — {m.price.value === 0 ? "Free" : formatMoney(m.price)}
                  {m.carrier ? <span className="choice__meta"> ({m.carrier})</span> : null}
                </>
              ),
              hint: m.description ?? undefined,
            }))}
          />
          {offersPickup ? (
            <SelectField
              meta={fields.pickupStore}
              label="Store to collect from"
              hint="Needed only for Ship to store. We'll let you know when your order is ready to collect."
              options={stores.map((s) => ({ value: s.id, label: `${s.name}, ${s.address}` }))}
              placeholder="Choose a store…"
              conditional
            />
          ) : null}
          <button type="submit" className="btn btn--primary btn--large" data-pending={pending}>
            Continue to payment
          </button>
        </Form>
      )}
      <BackLink frame={data} />
    </section>
  );
}
