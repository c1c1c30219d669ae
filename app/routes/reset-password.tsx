// /reset-password?token=…: the link from the reset e-mail. The new password twice, with
// the platform's rules as a checklist; an unusable link says so and offers a new one.
import { getFormProps } from "~/lib/form-kit";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo, useState } from "react";
import {
  failure,
  NO_STORE,
  redirectWithSession,
  SECRET_FIELDS,
  submitting,
  tooManyAttempts,
} from "~/.server/auth/forms";
import { passwordRequirements } from "~/.server/auth/options";
import { guard } from "~/.server/guard";
import { isSpam } from "~/.server/honeypot";
import { accountGateway } from "~/.server/platform/account";
import { authLimits } from "~/.server/rate-limit";
import { getSession } from "~/.server/session";
import { Honeypot } from "~/components/forms/Honeypot";
import { checklistOf, PasswordChecklist } from "~/components/auth/PasswordChecklist";
import { PasswordField } from "~/components/auth/PasswordField";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { submissionOf, useStepForm } from "~/components/checkout/useStepForm";
import { passwordChecklist } from "~/lib/password-rules";
import { resetPasswordSchema, validateResetPassword } from "~/lib/schemas/auth";
import { readForm } from "~/.server/form";

export const meta: MetaFunction = () => [
  { title: "Choose a new password · Ashless" },
  { name: "robots", content: "noindex" },
];
export const headers: HeadersFunction = () => NO_STORE;

// Tokens are long random strings; anything else is not worth asking the platform about.
const tokenOf = (value: unknown) => (typeof value === "string" && /^[\w.~-]{8,512}$/.test(value) ? value : null);

export const loader = guard(async ({ request }: LoaderFunctionArgs) => {
  const token = tokenOf(new URL(request.url).searchParams.get("token"));
  return data({ token, rules: token ? await passwordRequirements() : null }, { headers: NO_STORE });
});

export const action = guard(async ({ request }: ActionFunctionArgs) => {
  const formData = await readForm(request);
  const session = await getSession(request);
  const done = () =>
    redirectWithSession(session, "/login", {
      kind: "success",
      text: "Your password has been changed. Log in with your new password.",
    });
  if (isSpam(formData)) return done();
  const token = tokenOf(formData.get("token"));
  if (!token)
    return failure(
      parseWithZod(formData, { schema: resetPasswordSchema(EMPTY_RULES) }).reply({ hideFields: SECRET_FIELDS }),
      400,
      { invalidToken: true },
    );
  return submitting(formData, async () => {
    const rules = await passwordRequirements();
    // After a failed submit the checklist shows which rules the typed password missed.
    const checklist = passwordChecklist(String(formData.get("password") ?? ""), rules);
    const submission = parseWithZod(formData, { schema: resetPasswordSchema(rules) });
    if (submission.status !== "success")
      return failure(submission.reply({ hideFields: SECRET_FIELDS }), 400, { checklist });
    const limit = await authLimits.passwordResetSubmit(request, token);
    if (!limit.ok) return tooManyAttempts(formData, limit, { checklist });
    const result = await accountGateway().resetPassword(token, String(submission.value.password));
    if (result.ok) return done();
    const { error } = result;
    if (error.code === "WEAK_PASSWORD" || error.field === "password") {
      return failure(submission.reply({ fieldErrors: { password: [error.message] }, hideFields: SECRET_FIELDS }), 400, {
        checklist,
      });
    }
    console.warn(`password reset refused: ${error.code}`);
    return failure(submission.reply({ hideFields: SECRET_FIELDS }), 400, { invalidToken: true });
  });
});

const EMPTY_RULES = {
  minLength: 0,
  minLowerCase: 0,
  minUpperCase: 0,
  minNumber: 0,
  minSymbol: 0,
  excludeUsername: false,
};

function InvalidLink() {
  return (
    <section aria-labelledby="reset-title">
      <h1 id="reset-title">This link can't be used</h1>
      <div className="notice notice--error" role="alert">
        <p>This password reset link is invalid or has expired. Links work once, for a limited time.</p>
      </div>
      <p>
        <Link to="/forgot-password">Ask for a new link</Link>
      </p>
    </section>
  );
}

export default function ResetPassword() {
  const { token, rules } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lastResult = submissionOf(actionData, "result");
  const validate = useMemo(
    () => (v: Record<string, unknown>) => validateResetPassword(v, rules ?? EMPTY_RULES),
    [rules],
  );
  const { form, fields, pending } = useStepForm<{ password?: string; confirmPassword?: string }>(
    "reset-password",
    validate,
    {},
    lastResult,
  );
  const [typed, setTyped] = useState<string | null>(null);
  // A failed submit empties the password fields: the server's checklist is the one to show.
  const [shownReply, setShownReply] = useState(actionData);
  if (shownReply !== actionData) {
    setShownReply(actionData);
    setTyped(null);
  }
  if (!token || !rules || (actionData && "invalidToken" in actionData)) return <InvalidLink />;
  const serverChecks = checklistOf(actionData);
  const checks = typed !== null ? passwordChecklist(typed, rules) : (serverChecks ?? passwordChecklist("", rules));
  const checklistId = `${form.id}-password-rules`;
  return (
    <section aria-labelledby="reset-title">
      <h1 id="reset-title">Choose a new password</h1>
      <ErrorSummary form={form} />
      <Form method="post" {...getFormProps(form)} className="checkout-form">
        <input type="hidden" name="token" value={token} />
        <Honeypot />
        <PasswordField
          meta={fields.password}
          label="New password"
          autoComplete="new-password"
          describedBy={checklistId}
          onInput={setTyped}
        />
        <PasswordChecklist id={checklistId} checks={checks} known={typed !== null || serverChecks !== null} />
        <PasswordField meta={fields.confirmPassword} label="Type the new password again" autoComplete="new-password" />
        <button type="submit" className="btn btn--primary btn--large" data-pending={pending}>
          Save my new password
        </button>
      </Form>
    </section>
  );
}
