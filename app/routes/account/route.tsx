// /account: the signed-in shopper's area. Every child page shares this frame: the
// sub-navigation with "Log out", breadcrumbs, and Cache-Control: no-store.
import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { accountLoader } from "~/.server/account/context";
import { noStore } from "~/.server/responses/no-store";
import { config } from "~/.server/config";
import { AccountNav } from "~/components/account/AccountNav";
import { useOldHashLinks } from "~/components/account/useOldHashLinks";
import { pageMeta } from "~/lib/page-names";

// Signed-in check for the whole area (children check again: loaders run in parallel).
export const loader = accountLoader(async () => ({ canDeactivate: config().platform.flavour === "unified" }));

// Personal pages are never stored by the browser or a shared cache, whatever a child
// route or an error response says. Children without their own `headers` inherit this.
export const headers: HeadersFunction = () => noStore();

export const meta: MetaFunction = () => [
  { title: "Your account · Ashless" },
  { name: "robots", content: "noindex" },
  ...pageMeta("account-page"),
];

export const handle = {
  pageName: "account-page",
  breadcrumbs: () => [{ label: "Your account", href: "/account" }],
};

export default function AccountLayout() {
  const { canDeactivate } = useLoaderData<typeof loader>();
  useOldHashLinks();
  return (
    <div className="account">
      <AccountNav canDeactivate={canDeactivate} />
      <div className="account__content">
        <Outlet />
      </div>
    </div>
  );
}
