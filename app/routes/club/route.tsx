// /club: the loyalty club's frame (product.md §2 {product}-club pages). Signed-in customers only
// (signed out: /login and back); personal pages, never stored (no-store). The customer lookup
// (product.md §7, §8; decision 0076) decides whether the club's pages are shown: a customer the
// club has no member for, or whose membership is paused or closed, is told so in their place; a
// token the club refuses ends the session (sign in again, and back here).
import { data, type HeadersFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, Outlet, useRouteError } from "@remix-run/react";
import { accountLoader } from "~/.server/account/context";
import { loyaltyApi } from "~/.server/account/gateways";
import { membershipNotice, type MembershipNotice as MembershipNoticeData } from "~/.server/club/membership";
import { noStore } from "~/.server/responses/no-store";
import { ClubFrame } from "~/components/club/ClubFrame";
import { MembershipNotice } from "~/components/club/MembershipNotice";
import { RouteError } from "~/components/layout/ErrorPage";

// Signed-in check for the whole club (children check again: loaders run in parallel), and the
// customer lookup; its other failures are left to each page's own "club unavailable". A
// membership refused is thrown as a 403 with its notice: the frame's error is the page's status,
// whatever its page's own read answered (a 503, the club refusing it too).
export const loader = accountLoader(async ({ request, user }) => {
  const membership = membershipNotice(await loyaltyApi(request.signal).status(user.auth));
  if (membership) throw data({ membership }, { status: 403, headers: noStore() });
  return { membership };
});

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

/**
 * The frame's refused membership (its notice, in place of the club's pages), or a club page's
 * error inside the club's frame, leading back to the club (issue 41, 4).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const membership =
    isRouteErrorResponse(error) && error.status === 403
      ? (error.data as { membership?: MembershipNoticeData } | null)?.membership
      : null;
  if (membership)
    return (
      <ClubFrame>
        <MembershipNotice notice={membership} />
      </ClubFrame>
    );
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
