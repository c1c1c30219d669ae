import { getFormProps } from "~/lib/form-kit";
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { ContactLoader } from "~/.server/checkout/contact";
import { AttributeFields } from "./AttributeFields";
import { BackLink, CheckoutProgress } from "./CheckoutProgress";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { EmailField } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { usePostForm } from "~/components/forms/usePostForm";

type ContactValues = { email?: string } & Record<string, string | undefined>;

export function ContactStep() {
  const data = useLoaderData<ContactLoader>();
  const [form, fields] = usePostForm<ContactValues>("contact", data.defaults);
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
      <Form method="post" {...getFormProps(form)} className="checkout-form">
        <input type="hidden" name="intent" value="contact" />
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
      </Form>
      <BackLink frame={data} />
    </section>
  );
}
