// product.md §8 "Customer lookup" (decision 0076): what the customer is told when the club
// refuses to look them up. NOT_FOUND and INACTIVE are the customer's membership, said in place of
// the club's pages with what they can do; UNAUTHORISED has already ended the session (sign in
// again, and back: the loyalty client throws SESSION_EXPIRED); UNDEFINED is the club's usual
// "can't be shown right now" (CLUB_UNAVAILABLE), left to each page.
import type { LoyaltyRead } from "~/lib/models/loyalty";

export interface MembershipNotice {
  code: "NOT_FOUND" | "INACTIVE";
  title: string;
  text: string;
  /** what the customer can do, where */
  next: { text: string; href: string; label: string };
}

const NOTICES: Record<MembershipNotice["code"], MembershipNotice> = {
  NOT_FOUND: {
    code: "NOT_FOUND",
    title: "You're not in the club yet",
    text:
      "Your account isn't a member of the Ashless club, so there are no points, rewards or referrals to show. " +
      "This happens with accounts made before the club began, and with memberships that were removed.",
    next: {
      text: "Ask us to add you, and your orders collect points from then on. Your account, orders and subscriptions are not affected meanwhile.",
      href: "/contact",
      label: "Contact us to join the club",
    },
  },
  INACTIVE: {
    code: "INACTIVE",
    title: "Your club membership is paused or closed",
    text:
      "While it is, you can't collect or use points, and the club's pages are not shown. " +
      "Your orders, account and subscriptions are not affected.",
    next: {
      text: "To find out why, or to open your membership again, get in touch and we'll look into it.",
      href: "/contact",
      label: "Contact us about your membership",
    },
  },
};

/** The notice for a read the club refused because of the customer's membership, else null. */
export function membershipNotice(read: Pick<LoyaltyRead<unknown>, "lookup">): MembershipNotice | null {
  return read.lookup === "NOT_FOUND" || read.lookup === "INACTIVE" ? NOTICES[read.lookup] : null;
}
