// /forgot-password: asks for a reset link. The answer is the same whether or not an
// account exists for the address (no account enumeration, design.md §5).
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { identityForms, refuseTooMany } from "~/.server/auth/forms";
import { formAction, parseForm, reply } from "~/.server/forms/form";
import { noStore } from "~/.server/responses/no-store";
import { accountGateway } from "~/.server/platform/account";
import { authLimits } from "~/.server/limits/rate-limit";
import { EmailField } from "~/components/forms/Field";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { usePostForm } from "~/components/forms/usePostForm";
import { forgotPasswordSchema } from "~/lib/schemas/auth";

export const meta: MetaFunction = () => [
  { title: "Forgotten password · Ashless" },
  { name: "robots", content: "noindex" },
];
export const headers: HeadersFunction = () => noStore();

// The page after a request; the address is not in the URL (it would end up in logs and history).
const SENT = "/forgot-password?sent=1";

export async function loader({ request }: LoaderFunctionArgs) {
  return data({ sent: new URL(request.url).searchParams.get("sent") === "1" }, { headers: noStore() });
}

export const action = formAction(
  {
    "request-reset": async ({ form, intent, args: { request } }) => {
      const submission = parseForm(form, forgotPasswordSchema());
      if (submission.status !== "success") return reply(intent, submission);
      const { email } = submission.value;
      const limit = await authLimits.passwordResetRequest(request, email);
      if (!limit.ok) return refuseTooMany(intent, form, limit);
      const refused = await accountGateway().requestPasswordReset(email);
      if (refused) return reply(intent, form, { message: refused });
      return redirect(SENT, { headers: noStore() });
    },
  },
  // A bot gets what a shopper would; nothing is asked upstream.
  { ...identityForms, spam: () => redirect(SENT, { headers: noStore() }) },
);

export default function ForgotPassword() {
  const { sent } = useLoaderData<typeof loader>();
  const [form, fields] = usePostForm<typeof forgotPasswordSchema>("request-reset", { email: "" });
  if (sent) {
    return (
      <section aria-labelledby="forgot-title">
        <h1 id="forgot-title">Check your e-mail</h1>
        <div className="notice notice--success" role="status">
          <p>
            If there is an account for that e-mail address, we've sent it a link to choose a new password. The link
            works for a limited time.
          </p>
        </div>
        <p>
          Nothing arrived after a few minutes? Check your spam folder, or{" "}
          <Link to="/forgot-password">ask for another link</Link>.
        </p>
        <p>
          <Link to="/login">Back to log in</Link>
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="forgot-title">
      <h1 id="forgot-title">Forgotten your password?</h1>
      <p>Enter the e-mail address of your account and we'll send you a link to choose a new password.</p>
      <PostForm form={form} intent="request-reset" honeypot action="/forgot-password" className="checkout-form">
        <EmailField meta={fields.email} />
        <SubmitButton intent="request-reset" className="btn btn--primary btn--large">
          Send me a link
        </SubmitButton>
      </PostForm>
      <p>
        <Link to="/login">Back to log in</Link>
      </p>
    </section>
  );
}
