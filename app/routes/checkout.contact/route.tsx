// /checkout/contact and /trial/checkout/contact: one module, mounted for both store views
// (app/routes.ts); the URL says which. Step 1: the guest's e-mail address and the
// contact-details order attributes (loader and action: contact.server.ts).
import { Link, useLoaderData } from "@remix-run/react";
import { AttributeFields } from "~/components/checkout/AttributeFields";
import { checkoutMeta, StepPage } from "~/components/checkout/CheckoutFrame";
import { PostForm } from "~/components/forms/PostForm";
import { EmailField } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { usePostForm } from "~/components/forms/usePostForm";
import type { loader } from "./contact.server";
import type { contactSchema } from "~/lib/schemas/checkout";

export { action, loader } from "./contact.server";
export const meta = checkoutMeta("contact details");

export default function ContactStep() {
  const data = useLoaderData<typeof loader>();
  const [form, fields] = usePostForm<typeof contactSchema>("contact", data.defaults);
  return (
    <StepPage frame={data} title="Your contact details">
      {data.blocked ? (
        <div className="notice notice--error" role="alert">
          <p>{data.blocked}</p>
          <p>
            <Link to="/shop">Go to the shop</Link>
          </p>
        </div>
      ) : null}
      <PostForm form={form} intent="contact" className="checkout-form">
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
    </StepPage>
  );
}
