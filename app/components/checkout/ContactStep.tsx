import { getFormProps } from "~/lib/form-kit";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import type { ContactAction, ContactLoader } from "~/.server/checkout/contact";
import { validateContact } from "~/lib/schemas/checkout";
import { AttributeFields } from "./AttributeFields";
import { BackLink, CheckoutProgress } from "./CheckoutProgress";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { TextField } from "~/components/forms/Field";
import { submissionOf, useStepForm } from "./useStepForm";

type ContactValues = { email?: string } & Record<string, string | undefined>;

export function ContactStep() {
  const data = useLoaderData<ContactLoader>();
  const lastResult = submissionOf(useActionData<ContactAction>());
  const { emailEditable, attributes } = data;
  const validate = useMemo(
    () => (v: Record<string, unknown>) => validateContact(v, { emailEditable, attributes }),
    [emailEditable, attributes],
  );
  const { form, fields, pending } = useStepForm<ContactValues>("contact", validate, data.defaults, lastResult);
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
        <AttributeFields fields={fields} attributes={data.attributes} placement="contactDetails_before" />
        {data.emailEditable ? (
          <TextField
            meta={fields.email}
            type="email"
            label="E-mail address"
            hint="We'll send your order confirmation here."
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
          />
        ) : (
          <p>
            We'll send your order confirmation to <strong>{data.email}</strong>.
          </p>
        )}
        <AttributeFields fields={fields} attributes={data.attributes} placement="contactDetails_after" />
        <button type="submit" className="btn btn--primary btn--large" data-pending={pending}>
          Continue to shipping
        </button>
      </Form>
      <BackLink frame={data} />
    </section>
  );
}
