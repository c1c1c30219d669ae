// /contact: the contact form, sent through the platform's messaging forms (product.md §7). A plain
// POST on the form protocol; a sent message shows ?sent=1 (post/redirect/get).
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { formAction, parseForm, reply } from "~/.server/forms/form";
import { noStore } from "~/.server/responses/no-store";
import { messagingGateway } from "~/.server/platform/messaging";
import { EmailField, SelectField, TextAreaField, TextField } from "~/components/forms/Field";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { usePostForm } from "~/components/forms/usePostForm";
import { pageMeta } from "~/lib/page-names";
import { getStoreFacts } from "~/.server/commerce/store-facts";
import { replyTime } from "~/lib/store-facts";
import { contactSchema } from "~/lib/schemas/contact";
import { CONTACT_INTENT, CONTACT_TOPICS } from "~/lib/form-names";

const SENT = "/contact?sent=1";

export const meta: MetaFunction = () => [{ title: "Contact us · Ashless" }, ...pageMeta("other")];
export const headers: HeadersFunction = () => noStore();

export async function loader({ request }: LoaderFunctionArgs) {
  // the promise as the store configuration states it (issue 40); the form works without it
  const reply = await getStoreFacts("default").then(replyTime, () => null);
  return data({ sent: new URL(request.url).searchParams.get("sent") === "1", reply }, { headers: noStore() });
}

export const action = formAction(
  {
    [CONTACT_INTENT]: async ({ form, intent, args: { request, context } }) => {
      const submission = parseForm(form, contactSchema());
      if (submission.status !== "success") return reply(intent, submission);
      const userUuid = context.session.get("userUuid") ?? null;
      const sent = await messagingGateway({ signal: request.signal }).sendContactForm(submission.value, userUuid);
      if (!sent.ok) return reply(intent, form, { message: `We couldn't send your message: ${sent.error.message}` });
      return redirect(SENT, { status: 303, headers: noStore() });
    },
  },
  // a bot gets what a person would; nothing is sent
  { spam: () => redirect(SENT, { status: 303, headers: noStore() }) },
);

export default function Contact() {
  const { sent, reply } = useLoaderData<typeof loader>();
  const [form, fields] = usePostForm<typeof contactSchema>(CONTACT_INTENT);
  if (sent) {
    return (
      <section aria-labelledby="contact-title">
        <h1 id="contact-title">Thanks for your message</h1>
        <div className="notice notice--success" role="status">
          <p>We've got it{reply ? `, and we reply ${reply}` : ""}.</p>
        </div>
        <p>
          Meanwhile, the <Link to="/faq">FAQ</Link> may already have the answer.
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="contact-title">
      <h1 id="contact-title">Contact us</h1>
      <p>
        Ask us anything about your order, your device or your subscription. Quick answers are in the{" "}
        <Link to="/faq">FAQ</Link>.{reply ? ` We reply ${reply}.` : null}
      </p>
      <PostForm form={form} intent={CONTACT_INTENT} honeypot action="/contact" className="checkout-form">
        <TextField meta={fields.name} label="Your name" autoComplete="name" maxLength={100} />
        <EmailField meta={fields.email} />
        <SelectField
          meta={fields.topic}
          label="What is it about?"
          options={[...CONTACT_TOPICS]}
          placeholder="Choose a topic"
        />
        <TextField
          meta={fields.orderNumber}
          label="Order number"
          hint="On your order confirmation, like 000000106."
          optional
          inputMode="numeric"
          maxLength={9}
        />
        <TextAreaField meta={fields.message} label="Your message" maxLength={2000} rows={6} />
        <SubmitButton intent={CONTACT_INTENT} className="btn btn--primary">
          Send message
        </SubmitButton>
      </PostForm>
    </section>
  );
}
