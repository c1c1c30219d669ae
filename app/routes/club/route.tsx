// /club: the loyalty club's frame (product.md §2 {product}-club pages). Signed-in customers only
// (signed out: /login and back); personal pages, never stored (no-store).
import type { HeadersFunction } from "@remix-run/node";
import { Link, Outlet } from "@remix-run/react";
import { accountLoader } from "~/.server/account/context";
import { noStore } from "~/.server/responses/no-store";
import { ClubFrame } from "~/components/club/ClubFrame";
import { RouteError } from "~/components/layout/ErrorPage";

// Signed-in check for the whole club (children check again: loaders run in parallel).
export const loader = accountLoader(async () => ({}));

export const headers: HeadersFunction = () => noStore();

export const handle = {
  breadcrumbs: () => [{ label: "The club", href: "/club" }],
};

export default function ClubLayout() {
  return (
    <ClubFrame>
      <Outlet />
    </ClubFrame>
  );
}

/** A club page's error inside the club's frame, leading back to the club (issue 41, 4). */
export function ErrorBoundary() {
  return (
    <ClubFrame>
      <RouteError>
        <p>
          <Link to="/club">Back to the club</Link>
        </p>
      </RouteError>
    </ClubFrame>
  );
}
