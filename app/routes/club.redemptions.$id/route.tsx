// /club/redemptions/:id: what a redemption gave, read back from the loyalty service: an instant
// lottery's result (won or not), a draw's entries, a voucher's code, or where a parcel goes.
import { Link, useLoaderData } from "@remix-run/react";
import { accountLoader, notFound, withStatus } from "~/.server/account/context";
import { loyaltyApi } from "~/.server/account/gateways";
import { CLUB_UNAVAILABLE, redemptionView } from "~/.server/club/view";
import { unlessUnavailable } from "~/.server/club/unavailable";
import { AccountPage } from "~/components/account/AccountForm";
import { accountMeta } from "~/components/account/AccountForm";
import { ClubUnavailable } from "~/components/club/ClubFrame";

export const loader = accountLoader(async ({ request, params, user }) => {
  const read = await unlessUnavailable(() => loyaltyApi(request.signal).redemption(user.auth, String(params.id ?? "")));
  if (!read.ok) return withStatus({ unavailable: CLUB_UNAVAILABLE, result: null }, 503);
  if (!read.value) return notFound("No such reward of yours.");
  return { unavailable: null, result: redemptionView(read.value) };
});

export const meta = accountMeta("Your reward", "ashless-club-redeem");
export const handle = {
  pageName: "ashless-club-redeem",
  breadcrumbs: () => [{ label: "Rewards", href: "/club/rewards" }],
};

export default function RedemptionResult() {
  const { unavailable, result } = useLoaderData<typeof loader>();
  return (
    <AccountPage title={result?.title ?? "Your reward"}>
      <ClubUnavailable message={unavailable} />
      {result ? (
        <div className={`account-panel redemption redemption--${result.status}`}>
          <p>{result.text}</p>
          {result.coupon ? (
            <p>
              Your code: <span className="club-code">{result.coupon}</span>
            </p>
          ) : null}
          <dl className="club-facts">
            <dt>Reward</dt>
            <dd>
              {result.qty} × {result.reward}
            </dd>
            <dt>Points used</dt>
            <dd>{result.points}</dd>
            <dt>When</dt>
            <dd>{result.date}</dd>
          </dl>
        </div>
      ) : null}
      <p>
        <Link to="/club/rewards">More rewards</Link> · <Link to="/club/history">Points history</Link>
      </p>
    </AccountPage>
  );
}
