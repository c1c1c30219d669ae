// /register: the fields the platform configures, the password rules as a checklist, the
// consents. A new account is signed in straight away, like a login.
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import {
  failure,
  NO_STORE,
  redirectWithSession,
  SECRET_FIELDS,
  submitting,
  tooManyAttempts,
} from "~/.server/auth/forms";
import {
  REFERRAL_INVALID,
  registrationError,
  registrationInput,
  registrationOptions,
} from "~/.server/auth/registration";
import { currentUser } from "~/.server/auth/require-user";
import { sessionExpiry, startSession } from "~/.server/auth/sign-in";
import { guard } from "~/.server/guard";
import { isSpam } from "~/.server/honeypot";
import { accountGateway } from "~/.server/platform/account";
import { authLimits } from "~/.server/rate-limit";
import { getSession } from "~/.server/session";
import { checklistOf } from "~/components/auth/PasswordChecklist";
import { RegistrationForm } from "~/components/auth/RegistrationForm";
import { submissionOf } from "~/components/checkout/useStepForm";
import { passwordChecklist } from "~/lib/password-rules";
import { pageMeta } from "~/lib/page-names";
import { safeRedirect } from "~/lib/safe-redirect";
import { registrationSchema } from "~/lib/schemas/auth";
import { readForm } from "~/.server/form";

const DEFAULT_TARGET = "/account";

export const meta: MetaFunction = () => [
  { title: "Create an account · Ashless" },
  { name: "robots", content: "noindex" },
  ...pageMeta("signup_regular"),
];
export const headers: HeadersFunction = () => NO_STORE;

export const loader = guard(async ({ request }: LoaderFunctionArgs) => {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), DEFAULT_TARGET);
  if (await currentUser(request)) throw redirect(redirectTo, { headers: NO_STORE });
  return data({ redirectTo, options: await registrationOptions(request.signal) }, { headers: NO_STORE });
});

export const action = guard(async ({ request }: ActionFunctionArgs) => {
  const formData = await readForm(request);
  const redirectTo = safeRedirect(formData.get("redirectTo"), DEFAULT_TARGET);
  // A bot is sent where a new customer would go; no account is created.
  if (isSpam(formData)) return redirect(redirectTo, { headers: NO_STORE });
  return submitting(formData, async () => {
    const options = await registrationOptions(request.signal);
    const email = String(formData.get("email") ?? "").trim();
    // Which rules the typed password missed, for the checklist after a failed submit.
    const checklist = passwordChecklist(String(formData.get("password") ?? ""), options.password, email);
    const submission = parseWithZod(formData, { schema: registrationSchema(options) });
    if (submission.status !== "success")
      return failure(submission.reply({ hideFields: SECRET_FIELDS }), 400, { checklist });
    const fail = (fieldErrors: Record<string, string[]>, formErrors: string[] = []) =>
      failure(submission.reply({ fieldErrors, formErrors, hideFields: SECRET_FIELDS }), 400, { checklist });
    const limit = await authLimits.registration(request, email);
    if (!limit.ok) return tooManyAttempts(formData, limit, { checklist });
    const input = registrationInput(submission.value, options);
    const gateway = accountGateway({ signal: request.signal });
    if (input.referralCode && !(await gateway.verifyReferralCode(input.referralCode)))
      return fail({ referralCode: [REFERRAL_INVALID] });
    const result = await gateway.register(input);
    if (!result.ok) {
      const { field, message } = registrationError(result.error);
      return field ? fail({ [field]: [message] }) : fail({}, [message]);
    }
    const signIn = result.value;
    const session = await getSession(request);
    const notices = await startSession(session, signIn);
    const welcome = `Welcome to Ashless${signIn.firstname ? `, ${signIn.firstname}` : ""}! Your account is ready.`;
    return redirectWithSession(
      session,
      redirectTo,
      { kind: notices.length ? "info" : "success", text: [welcome, ...notices].join(" ") },
      sessionExpiry(signIn),
    );
  });
});

export default function Register() {
  const { redirectTo, options } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const serverChecks = checklistOf(actionData);
  return (
    <section aria-labelledby="register-title">
      <h1 id="register-title">Create an account</h1>
      <RegistrationForm
        options={options}
        redirectTo={redirectTo}
        lastResult={submissionOf(actionData, "result")}
        serverChecks={serverChecks}
      />
    </section>
  );
}
