// /register: the fields the platform configures, the password rules as a checklist, the
// consents. A new account is signed in straight away, like a login.
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { identityForms, redirectSignedIn, refuseTooMany, signedInTarget } from "~/.server/auth/forms";
import { REFERRAL_INVALID, registrationError, registrationOptions } from "./registration.server";
import { currentUser } from "~/.server/auth/require-user";
import { startSession } from "~/.server/auth/sign-in";
import { formAction, parseForm, typedText, reply } from "~/.server/forms/form";
import { guard } from "~/.server/responses/guard";
import { noStore } from "~/.server/responses/no-store";
import { accountGateway } from "~/.server/platform/account";
import { refuseCodeCheck } from "~/.server/limits/code-limits";
import { authLimits, clientIp, codeLimits } from "~/.server/limits/rate-limit";
import { RegistrationForm } from "~/components/auth/RegistrationForm";
import { pageMeta } from "~/lib/page-names";
import { passwordChecklist } from "~/lib/password-rules";
import { safeRedirect, SIGNED_IN_TARGET } from "~/lib/safe-redirect";
import { registrationSchema } from "~/lib/schemas/auth";
import { claimableOrder, claimGuestOrder } from "~/.server/checkout/claim-order";

export const meta: MetaFunction = () => [
  { title: "Create an account · Ashless" },
  { name: "robots", content: "noindex" },
  ...pageMeta("signup_regular"),
];
export const headers: HeadersFunction = () => noStore();

export const loader = guard(async ({ request, context }: LoaderFunctionArgs) => {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), SIGNED_IN_TARGET);
  if (currentUser(context.session)) throw redirect(redirectTo, { headers: noStore() });
  // a friend's share link (/referral) fills in their code: ?ref=CODE
  const ref = new URL(request.url).searchParams.get("ref") ?? "";
  const referralCode = /^[A-Za-z0-9-]{1,40}$/.test(ref) ? ref : undefined;
  // from a guest order's confirmation: the account starts with the order's details, and ends with the order in it
  const order = claimableOrder(context.session, new URL(request.url).searchParams.get("order"));
  return data(
    {
      redirectTo: order ? `/account/orders/${encodeURIComponent(order.number)}` : redirectTo,
      referralCode,
      order: order
        ? {
            number: order.number,
            defaults: { email: order.email, firstname: order.firstname ?? "", lastname: order.lastname },
          }
        : null,
      options: await registrationOptions(request.signal),
    },
    { headers: noStore() },
  );
});

export const action = formAction(
  {
    register: async ({ form, intent, args: { request, context } }) => {
      const options = await registrationOptions(request.signal);
      const typed = typedText(form, "email", "password");
      const submission = parseForm(form, registrationSchema(options, typed.email));
      // Which rules the typed password missed: the checklist beside the emptied field.
      const detail = passwordChecklist(typed.password, options.password, typed.email.trim());
      const refuse = (fieldErrors: Record<string, string[]>, formErrors: string[] = []) =>
        reply(intent, submission, { fieldErrors, formErrors, detail });
      if (submission.status !== "success") return reply(intent, submission, { detail });
      const input = submission.value;
      const limit = await authLimits.registration(request, input.email);
      if (!limit.ok) return refuseTooMany(intent, form, limit);
      const gateway = accountGateway({ signal: request.signal });
      const { referralCode } = input;
      if (referralCode) {
        // a referral code gives points: wrong ones count per e-mail and per address (no session yet)
        const limit = await codeLimits(request, "referral-code", { account: input.email, session: clientIp(request) });
        if (!limit.ok) return refuseCodeCheck(intent, submission, "referralCode", limit, detail);
        if (!(await gateway.verifyReferralCode(referralCode))) return refuse({ referralCode: [REFERRAL_INVALID] });
        await limit.succeeded();
      }
      const result = await gateway.register(input);
      if (!result.ok) {
        const { field, message } = registrationError(result.error);
        return field ? refuse({ [field]: [message] }) : refuse({}, [message]);
      }
      const signIn = result.value;
      const { session } = context;
      const claimable = claimableOrder(session, typedText(form, "order").order);
      const notices = await startSession(session, signIn);
      const claimed = await claimGuestOrder(session, claimable, input.email);
      if (claimed) notices.push(claimed);
      const welcome = `Welcome to Ashless${signIn.firstname ? `, ${signIn.firstname}` : ""}! Your account is ready.`;
      const flash = { kind: notices.length ? "info" : "success", message: [welcome, ...notices].join(" ") } as const;
      return redirectSignedIn(session, signedInTarget(form), flash);
    },
  },
  {
    ...identityForms,
    // A bot is sent where a new customer would go; no account is created.
    spam: (_args, form) => redirect(signedInTarget(form), { headers: noStore() }),
  },
);

export default function Register() {
  const { redirectTo, referralCode, order, options } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="register-title">
      <h1 id="register-title">Create an account</h1>
      {order ? (
        <p>
          Your order <strong>{order.number}</strong> will be in your new account, where you can follow it and manage any
          subscription in it.
        </p>
      ) : null}
      <RegistrationForm
        options={options}
        redirectTo={redirectTo}
        referralCode={referralCode}
        order={order?.number}
        defaults={order?.defaults}
      />
    </section>
  );
}
