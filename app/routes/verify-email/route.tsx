// /verify-email?token=…: the link in the e-mail sent to a new address (requested from the
// account pages). Opening it completes the change; the page says how it went. It works
// signed in or not: the link is often opened on another device.
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { noStore } from "~/.server/responses/no-store";
import { currentUser } from "~/.server/auth/require-user";
import { guard } from "~/.server/responses/guard";
import { accountGateway } from "~/.server/platform/account";
import { log } from "~/.server/observability";

export const meta: MetaFunction = () => [
  { title: "Confirm your e-mail address · Ashless" },
  { name: "robots", content: "noindex" },
];
export const headers: HeadersFunction = () => noStore();

type Outcome = "changed" | "invalid" | "taken";

export const loader = guard(async ({ request, context }: LoaderFunctionArgs) => {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const signedIn = Boolean(currentUser(context.session));
  let outcome: Outcome = "invalid";
  if (/^[\w.~-]{8,512}$/.test(token)) {
    const result = await accountGateway().verifyEmailChange(token);
    if (result.ok) outcome = "changed";
    else if (result.error.code === "EMAIL_TAKEN") outcome = "taken";
    else log().warn(`e-mail change not verified: ${result.error.code}`);
  }
  return data({ outcome, signedIn }, { headers: noStore(), status: outcome === "changed" ? 200 : 400 });
});

export default function VerifyEmail() {
  const { outcome, signedIn } = useLoaderData<typeof loader>();
  const next = signedIn ? <Link to="/account">Go to your account</Link> : <Link to="/login">Log in</Link>;
  if (outcome === "changed") {
    return (
      <section aria-labelledby="verify-title">
        <h1 id="verify-title">Your e-mail address has been changed</h1>
        <div className="notice notice--success" role="status">
          <p>Thank you for confirming. Use your new e-mail address the next time you log in.</p>
        </div>
        <p>{next}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="verify-title">
      <h1 id="verify-title">We couldn't change your e-mail address</h1>
      <div className="notice notice--error" role="alert">
        <p>
          {outcome === "taken"
            ? "Another account already uses this e-mail address, so it can't be added to yours."
            : "This confirmation link is invalid or has expired. Links work once, for a limited time."}
        </p>
      </div>
      <p>
        You can ask for the change again from your account's information page.{" "}
        {signedIn ? <Link to="/account/information">Go to your account information</Link> : next}
      </p>
    </section>
  );
}
