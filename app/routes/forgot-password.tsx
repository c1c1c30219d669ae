// /forgot-password: asks for a reset link. The answer is the same whether or not an
// account exists for the address (no account enumeration, DESIGN §5).
import { getFormProps } from "~/lib/form-kit";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { failure, NO_STORE, submitting, tooManyAttempts } from "~/.server/auth/forms";
import { guard } from "~/.server/guard";
import { isSpam } from "~/.server/honeypot";
import { accountGateway } from "~/.server/platform/account";
import { authLimits } from "~/.server/rate-limit";
import { Honeypot } from "~/components/forms/Honeypot";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { TextField } from "~/components/forms/Field";
import { submissionOf, useStepForm } from "~/components/checkout/useStepForm";
import { forgotPasswordSchema, validateForgotPassword } from "~/lib/schemas/auth";
import { readForm } from "~/.server/form";

export const meta: MetaFunction = () => [
  { title: "Forgotten password · Ashless" },
  { name: "robots", content: "noindex" },
];
export const headers: HeadersFunction = () => NO_STORE;

// The page after a request; the address is not in the URL (it would end up in logs and history).
const SENT = "/forgot-password?sent=1";

export async function loader({ request }: LoaderFunctionArgs) {
  return data({ sent: new URL(request.url).searchParams.get("sent") === "1" }, { headers: NO_STORE });
}

export const action = guard(async ({ request }: ActionFunctionArgs) => {
  const formData = await readForm(request);
  if (isSpam(formData)) return redirect(SENT, { headers: NO_STORE });
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema() });
  if (submission.status !== "success") return failure(submission.reply(), 400);
  const email = String(submission.value.email).trim();
  const limit = await authLimits.passwordResetRequest(request, email);
  if (!limit.ok) return tooManyAttempts(formData, limit);
  return submitting(formData, async () => {
    await accountGateway().requestPasswordReset(email);
    return redirect(SENT, { headers: NO_STORE });
  });
});

export default function ForgotPassword() {
  const { sent } = useLoaderData<typeof loader>();
  const lastResult = submissionOf(useActionData<typeof action>(), "result");
  const { form, fields, pending } = useStepForm<{ email?: string }>(
    "forgot-password",
    validateForgotPassword,
    { email: "" },
    lastResult,
  );
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
      <ErrorSummary form={form} />
      <Form method="post" action="/forgot-password" {...getFormProps(form)} className="checkout-form">
        <Honeypot />
        <TextField
          meta={fields.email}
          type="email"
          label="E-mail address"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
        />
        <button type="submit" className="btn btn--primary btn--large" data-pending={pending}>
          Send me a link
        </button>
      </Form>
      <p>
        <Link to="/login">Back to log in</Link>
      </p>
    </section>
  );
}
