// /account: the signed-in shopper's area. Every child page shares this frame: the
// sub-navigation with "Log out", breadcrumbs, and Cache-Control: no-store.
import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import type { ReactNode } from "react";
import { Link, Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { accountLoader } from "~/.server/account/context";
import { noStore } from "~/.server/responses/no-store";
import { config } from "~/.server/config";
import { AccountNav } from "~/components/account/AccountNav";
import { RouteError } from "~/components/layout/ErrorPage";
import { useOldHashLinks } from "~/components/account/useOldHashLinks";
import { pageMeta } from "~/lib/page-names";

// Signed-in check for the whole area (children check again: loaders run in parallel).
// While the consents wait to be renewed, the renewal page is the only one open: no menu.
export const loader = accountLoader(async ({ user }) => ({
  unified: config().platform.flavour === "unified",
  renewing: Boolean(user.session.get("consentRenewal")),
}));

// Personal pages are never stored by the browser or a shared cache, whatever a child
// route or an error response says. Children without their own `headers` inherit this.
export const headers: HeadersFunction = () => noStore();

// an error page is titled by what went wrong, as the root says it
export const meta: MetaFunction = ({ error, matches }) =>
  error
    ? matches[0]!.meta
    : [{ title: "Your account · Ashless" }, { name: "robots", content: "noindex" }, ...pageMeta("account-page")];

export const handle = {
  pageName: "account-page",
  breadcrumbs: () => [{ label: "Your account", href: "/account" }],
};

function AccountFrame({
  unified,
  renewing = false,
  children,
}: {
  unified: boolean;
  renewing?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="account">
      {renewing ? null : <AccountNav unified={unified} />}
      <div className="account__content">{children}</div>
    </div>
  );
}

export default function AccountLayout() {
  const { unified, renewing } = useLoaderData<typeof loader>();
  useOldHashLinks();
  return (
    <AccountFrame unified={unified} renewing={renewing}>
      <Outlet />
    </AccountFrame>
  );
}

/** An account page's error inside the account's frame, leading back to the account (issue 41, 4). */
export function ErrorBoundary() {
  // the frame's data, unless the error was the frame's own
  const frame = useRouteLoaderData<typeof loader>("routes/account");
  return (
    <AccountFrame unified={frame?.unified ?? false}>
      <RouteError>
        <p>
          <Link to="/account">Back to your account</Link>
        </p>
      </RouteError>
    </AccountFrame>
  );
}
