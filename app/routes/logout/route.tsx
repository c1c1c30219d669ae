// /logout: POST only, so a link, a prefetch or an image can't sign anyone out. GET shows
// a page with the button (for someone who typed the address or followed an old link).
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { LogoutForm } from "~/components/auth/LogoutForm";
import { currentUser } from "~/.server/auth/require-user";
import { identityForms, redirectSignedIn } from "~/.server/auth/forms";
import { formAction } from "~/.server/forms/form";
import { noStore } from "~/.server/responses/no-store";
import { endSession } from "~/.server/auth/sign-in";

export const meta: MetaFunction = () => [{ title: "Log out · Ashless" }, { name: "robots", content: "noindex" }];
export const headers: HeadersFunction = () => noStore();

export async function loader({ context }: LoaderFunctionArgs) {
  const user = currentUser(context.session);
  return data({ signedIn: Boolean(user), name: user?.customerName ?? "" }, { headers: noStore() });
}

export const action = formAction(
  {
    logout: async ({ args: { context } }) => {
      const { session } = context;
      await endSession(session);
      const response = await redirectSignedIn(session, "/", { kind: "success", message: "You have been logged out." });
      // pages the browser kept from the signed-in session go too (the flash cookie must stay)
      response.headers.set("Clear-Site-Data", '"cache"');
      return response;
    },
  },
  identityForms,
);

export default function Logout() {
  const { signedIn, name } = useLoaderData<typeof loader>();
  if (!signedIn) {
    return (
      <section aria-labelledby="logout-title">
        <h1 id="logout-title">You're not logged in</h1>
        <p>
          <Link to="/login">Log in</Link> or <Link to="/">go to the home page</Link>.
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="logout-title">
      <h1 id="logout-title">Log out</h1>
      <p>{name ? `You're logged in as ${name}.` : "You're logged in."} Log out to end your session on this device.</p>
      <LogoutForm buttonClassName="btn btn--primary" />
    </section>
  );
}
