// product.md §8 "Customer lookup" (decision 0076): the club page's place, when the club has no
// member for the customer or their membership is paused or closed, says so and what to do.
import { Link } from "@remix-run/react";
import type { MembershipNotice as Notice } from "~/.server/club/membership";
import { AccountPage } from "~/components/account/AccountForm";

export function MembershipNotice({ notice }: { notice: Notice }) {
  return (
    <AccountPage title={notice.title}>
      <div className="notice notice--info">
        <p>{notice.text}</p>
        <p>{notice.next.text}</p>
      </div>
      <p>
        <Link to={notice.next.href} className="btn btn--primary">
          {notice.next.label}
        </Link>
      </p>
      <p>
        <Link to="/account">Back to your account</Link>
      </p>
    </AccountPage>
  );
}
