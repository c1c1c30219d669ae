// /checkout/contact and /trial/checkout/contact: one module, mounted for both store views
// (app/routes.ts); the URL says which. Step 1: the guest's e-mail address and the
// contact-details order attributes (loader and action: contact.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { perStoreView } from "~/.server/checkout/context";
import { storeViewOf } from "~/lib/store-view";
import { AttributeFields } from "~/components/checkout/AttributeFields";
import { BackLink, CheckoutProgress, checkoutMeta } from "~/components/checkout/CheckoutFrame";
import { StepColumns } from "~/components/checkout/OrderSummary";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { PostForm } from "~/components/forms/PostForm";
import { EmailField } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { usePostForm } from "~/components/forms/usePostForm";
import { contactStep } from "./contact.server";
import type { contactSchema } from "~/lib/schemas/checkout";

const step = perStoreView(contactStep);

export const loader = (args: LoaderFunctionArgs) => step(args.request).loader(args);
export const action = (args: ActionFunctionArgs) => step(args.request).action(args);
export const meta: MetaFunction = (args) => checkoutMeta("contact details", storeViewOf(args.location.pathname))(args);

export default function ContactStep() {
  const data = useLoaderData<typeof loader>();
  const [form, fields] = usePostForm<typeof contactSchema>("contact", data.defaults);
  return (
    <section className="checkout" aria-labelledby="step-title">
      <CheckoutProgress frame={data} />
      <h1 id="step-title">Your contact details</h1>
      {data.blocked ? (
        <div className="notice notice--error" role="alert">
          <p>{data.blocked}</p>
          <p>
            <Link to="/shop">Go to the shop</Link>
          </p>
        </div>
      ) : null}
      <ErrorSummary form={form} />
      <StepColumns summary={data.summary}>
        <PostForm form={form} intent="contact" summary={false} className="checkout-form">
          <AttributeFields fields={fields} attributes={data.attributes} placement="contactDetails_before" />
          {data.emailEditable ? (
            <EmailField meta={fields.email} hint="We'll send your order confirmation here." />
          ) : (
            <p>
              We'll send your order confirmation to <strong>{data.email}</strong>.
            </p>
          )}
          <AttributeFields fields={fields} attributes={data.attributes} placement="contactDetails_after" />
          <SubmitButton intent="contact" className="btn btn--primary btn--large">
            Continue to shipping
          </SubmitButton>
        </PostForm>
      </StepColumns>
      <BackLink frame={data} />
    </section>
  );
}
