// /checkout/delivery and /trial/checkout/delivery: one module, mounted for both store views
// (app/routes.ts); the URL says which. Step 3: the shipping method, and for "Ship to store"
// the store to collect from (loader and action: delivery.server.ts).
import { Link, useLoaderData } from "@remix-run/react";
import { useMoney } from "~/lib/use-money";
import { AddressView } from "~/components/checkout/AddressView";
import { checkoutMeta, StepPage } from "~/components/checkout/CheckoutFrame";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { PostForm } from "~/components/forms/PostForm";
import { SelectField } from "~/components/forms/Field";
import { RadioGroup } from "~/components/forms/RadioGroup";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { usePostForm } from "~/components/forms/usePostForm";
import type { loader } from "./delivery.server";
import type { deliverySchema } from "~/lib/schemas/checkout";

export { action, loader } from "./delivery.server";
export const meta = checkoutMeta("delivery");

export default function DeliveryStep() {
  const money = useMoney();
  const data = useLoaderData<typeof loader>();
  const { methods, stores } = data;
  const [form, fields] = usePostForm<typeof deliverySchema>("delivery", data.defaults);
  const offersPickup = methods.some((m) => m.isPickup);
  return (
    <StepPage frame={data} title="How should we deliver?">
      {data.shippingAddress ? (
        <div className="checkout-review">
          <h2 className="h3">{data.shippingAddress.isPickupAddress ? "Collection" : "Delivering to"}</h2>
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
        <PostForm form={form} intent="delivery" summary={false} className="checkout-form">
          <RadioGroup
            meta={fields.method}
            legend="Delivery option"
            options={data.methods.map((m) => ({
              value: m.value,
              label: (
                <>
                  <strong>{m.title}</strong> — {m.price.value === 0 ? "Free" : money(m.price)}
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
          <SubmitButton intent="delivery" className="btn btn--primary btn--large">
            Continue to payment
          </SubmitButton>
        </PostForm>
      )}
    </StepPage>
  );
}
