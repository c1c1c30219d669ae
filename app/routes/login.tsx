// /login: e-mail and password, "keep me logged in" when the platform offers it, and back
// to where the shopper was going (redirectTo) once signed in.
import { getFormProps } from "~/lib/form-kit";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { currentUser } from "~/.server/auth/require-user";
import {
  failure,
  NO_STORE,
  redirectWithSession,
  SECRET_FIELDS,
  submitting,
  tooManyAttempts,
} from "~/.server/auth/forms";
import { keepLoggedInAvailable } from "~/.server/auth/options";
import { sessionExpiry, startSession } from "~/.server/auth/sign-in";
import { guard } from "~/.server/guard";
import { isSpam } from "~/.server/honeypot";
import { accountGateway } from "~/.server/platform/account";
import { authLimits, TOO_MANY_ATTEMPTS } from "~/.server/rate-limit";
import { getSession } from "~/.server/session";
import { Honeypot } from "~/components/forms/Honeypot";
import { PasswordField } from "~/components/auth/PasswordField";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { CheckboxField, TextField } from "~/components/forms/Field";
import { submissionOf, useStepForm } from "~/components/checkout/useStepForm";
import { pageMeta } from "~/lib/page-names";
import { safeRedirect } from "~/lib/safe-redirect";
import { INCORRECT_CREDENTIALS, loginSchema, ticked, validateLogin } from "~/lib/schemas/auth";

const DEFAULT_TARGET = "/account";

export const meta: MetaFunction = () => [
  { title: "Log in · Ashless" },
  { name: "robots", content: "noindex" },
  ...pageMeta("login-page"),
];
export const headers: HeadersFunction = () => NO_STORE;

export const loader = guard(async ({ request }: LoaderFunctionArgs) => {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), DEFAULT_TARGET);
  // Already signed in: straight on to where they were going.
  if (await currentUser(request)) throw redirect(redirectTo, { headers: NO_STORE });
  return data({ redirectTo, keepLoggedIn: await keepLoggedInAvailable() }, { headers: NO_STORE });
});

export const action = guard(async ({ request }: ActionFunctionArgs) => {
  const formData = await request.formData();
  const session = await getSession(request);
  const redirectTo = safeRedirect(formData.get("redirectTo"), DEFAULT_TARGET);
  // A bot gets what a shopper would: a redirect. Nothing is asked upstream.
  if (isSpam(formData)) return redirect(redirectTo, { headers: NO_STORE });
  const submission = parseWithZod(formData, { schema: loginSchema() });
  if (submission.status !== "success") return failure(submission.reply({ hideFields: SECRET_FIELDS }), 400);
  const email = String(submission.value.email).trim();
  const limit = authLimits.login(request, email);
  if (!limit.ok) return tooManyAttempts(formData, limit);
  return submitting(formData, async () => {
    const keep = ticked(submission.value.keepLoggedIn) && (await keepLoggedInAvailable());
    const result = await accountGateway().login(email, String(submission.value.password), keep);
    if (!result.ok) {
      // Whatever the refusal (unknown e-mail, wrong password, closed account), one answer.
      if (result.error.code !== "INVALID_CREDENTIALS") console.warn(`login refused: ${result.error.code}`);
      const message = result.error.code === "RATE_LIMITED" ? TOO_MANY_ATTEMPTS : INCORRECT_CREDENTIALS;
      return failure(
        submission.reply({ formErrors: [message], hideFields: SECRET_FIELDS }),
        result.error.code === "RATE_LIMITED" ? 429 : 400,
      );
    }
    const signIn = result.value;
    const notices = await startSession(session, signIn);
    const welcome = signIn.firstname ? `Welcome back, ${signIn.firstname}.` : "Welcome back.";
    const text = [welcome, ...notices].join(" ");
    return redirectWithSession(
      session,
      redirectTo,
      { kind: notices.length ? "info" : "success", text },
      sessionExpiry(signIn),
    );
  });
});

export default function Login() {
  const { redirectTo, keepLoggedIn } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lastResult = submissionOf(actionData, "result");
  const { form, fields, pending } = useStepForm<{ email?: string; password?: string; keepLoggedIn?: string }>(
    "login",
    validateLogin,
    { email: "" },
    lastResult,
  );
  const back = redirectTo !== DEFAULT_TARGET ? `?redirectTo=${encodeURIComponent(redirectTo)}` : "";
  return (
    <section className="auth" aria-labelledby="login-title">
      <h1 id="login-title">Log in</h1>
      <ErrorSummary form={form} />
      <Form method="post" {...getFormProps(form)} className="checkout-form">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Honeypot />
        <TextField
          meta={fields.email}
          type="email"
          label="E-mail address"
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
        />
        <PasswordField meta={fields.password} label="Password" autoComplete="current-password" clearOn={actionData} />
        {keepLoggedIn ? (
          <CheckboxField
            meta={fields.keepLoggedIn}
            label="Keep me logged in"
            hint="Only on a device that nobody else uses."
          />
        ) : null}
        <button type="submit" className="btn btn--primary btn--large" data-pending={pending}>
          Log in
        </button>
      </Form>
      <p>
        <Link to="/forgot-password">Forgotten your password?</Link>
      </p>
      <h2>New to Ashless?</h2>
      <p>
        <Link to={`/register${back}`}>Create an account</Link> to check out faster and follow your orders.
      </p>
    </section>
  );
}
