// /login: e-mail and password, "keep me logged in" when the platform offers it, and back
// to where the shopper was going (redirectTo) once signed in.
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { knownDevice, rememberDevice } from "./device.server";
import { consentRenewalUrl, currentUser } from "~/.server/auth/require-user";
import { identityForms, redirectSignedIn, refuseTooMany, signedInTarget } from "~/.server/auth/forms";
import { keepLoggedInAvailable } from "~/.server/auth/options";
import { DEVICE_REMINDER, startSession } from "~/.server/auth/sign-in";
import { formAction, parseForm, reply, typedText } from "~/.server/forms/form";
import { claimableOrder, claimGuestOrder } from "~/.server/checkout/claim-order";
import { guard } from "~/.server/responses/guard";
import { noStore } from "~/.server/responses/no-store";
import { accountGateway } from "~/.server/platform/account";
import { BOT_CHECK_ERROR_CODE } from "~/.server/platform/bot-check";
import { authLimits, TOO_MANY_ATTEMPTS } from "~/.server/limits/rate-limit";
import { PasswordField } from "~/components/auth/PasswordField";
import { CheckboxField, EmailField } from "~/components/forms/Field";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { usePostForm } from "~/components/forms/usePostForm";
import { pageMeta } from "~/lib/page-names";
import { safeRedirect, SIGNED_IN_TARGET } from "~/lib/safe-redirect";
import { loginSchema } from "~/lib/schemas/auth";
import { ACCOUNT_INACTIVE, INCORRECT_CREDENTIALS } from "~/lib/form-names";

export const meta: MetaFunction = () => [
  { title: "Log in · Ashless" },
  { name: "robots", content: "noindex" },
  ...pageMeta("login-page"),
];
export const headers: HeadersFunction = () => noStore();

export const loader = guard(async ({ request, context }: LoaderFunctionArgs) => {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), SIGNED_IN_TARGET);
  // Already signed in: straight on to where they were going.
  if (currentUser(context.session)) throw redirect(redirectTo, { headers: noStore() });
  // from a guest order's confirmation, its e-mail having an account: signing in puts the order in it
  const order = claimableOrder(context.session, new URL(request.url).searchParams.get("order"));
  return data(
    {
      redirectTo,
      keepLoggedIn: await keepLoggedInAvailable(),
      order: order ? { number: order.number, email: order.email } : null,
    },
    { headers: noStore() },
  );
});

export const action = formAction(
  {
    login: async ({ form, intent, args: { request, context } }) => {
      const submission = parseForm(form, loginSchema());
      if (submission.status !== "success") return reply(intent, submission);
      const { email, password, keepLoggedIn } = submission.value;
      const limit = await authLimits.login(request, email, knownDevice(request, email));
      if (!limit.ok) return refuseTooMany(intent, form, limit);
      const keep = keepLoggedIn && (await keepLoggedInAvailable());
      const result = await accountGateway().login(email, password, keep);
      if (!result.ok) {
        // Whatever the refusal (unknown e-mail, wrong password, cancelled account), one answer.
        // a refusal, logged at warn (never the e-mail or the password)
        context.log.warn({ refusal: "sign-in", code: result.error.code }, "sign-in failed");
        if (result.error.code === "RATE_LIMITED")
          return reply(intent, form, { message: TOO_MANY_ATTEMPTS, status: 429 });
        // the platform refused this server's bot-check token: the shopper's details are not at fault
        if (result.error.code === BOT_CHECK_ERROR_CODE) return reply(intent, form, { message: result.error.message });
        // product.md §4 account status INACTIVE: deactivated (unified platform), told only to the right password
        if (result.error.code === "ACCOUNT_INACTIVE")
          return reply(intent, form, { message: ACCOUNT_INACTIVE, status: 403 });
        return reply(intent, form, { message: INCORRECT_CREDENTIALS });
      }
      // only failures count towards the limits
      await limit.succeeded();
      const signIn = result.value;
      const { session } = context;
      const claimable = claimableOrder(session, typedText(form, "order").order);
      const notices = await startSession(session, signIn);
      const claimed = await claimGuestOrder(session, claimable, email);
      if (claimed) notices.push(claimed);
      const welcome = signIn.firstname ? `Welcome back, ${signIn.firstname}.` : "Welcome back.";
      const reminder = signIn.isDeviceRegistered ? [] : [DEVICE_REMINDER];
      const message = [welcome, ...reminder, ...notices].join(" ");
      const flash = { kind: notices.length ? "info" : "success", message } as const;
      // Consents to renew (the privacy notice changed): signed in, but asked first (product.md §3).
      const target = signIn.consentRenewalRequired ? consentRenewalUrl(signedInTarget(form)) : signedInTarget(form);
      return redirectSignedIn(session, target, flash, [rememberDevice(request, email)]);
    },
  },
  {
    ...identityForms,
    // A bot gets what a shopper would: a redirect. Nothing is asked upstream.
    spam: (_args, form) => redirect(signedInTarget(form), { headers: noStore() }),
  },
);

export default function Login() {
  const { redirectTo, keepLoggedIn, order } = useLoaderData<typeof loader>();
  const [form, fields] = usePostForm<typeof loginSchema>("login", {
    email: order?.email ?? "",
  });
  const back = redirectTo !== SIGNED_IN_TARGET ? `?redirectTo=${encodeURIComponent(redirectTo)}` : "";
  return (
    <section className="auth" aria-labelledby="login-title">
      <h1 id="login-title">Log in</h1>
      <PostForm form={form} intent="login" honeypot className="checkout-form">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {order ? <input type="hidden" name="order" value={order.number} /> : null}
        <EmailField meta={fields.email} autoComplete="username" />
        <PasswordField
          meta={fields.password}
          label="Password"
          autoComplete="current-password"
          clearOn={form.submission}
        />
        {keepLoggedIn ? (
          <CheckboxField
            meta={fields.keepLoggedIn}
            label="Keep me logged in"
            hint="Only on a device that nobody else uses."
          />
        ) : null}
        <SubmitButton intent="login" className="btn btn--primary btn--large">
          Log in
        </SubmitButton>
      </PostForm>
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
