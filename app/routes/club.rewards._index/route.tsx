// /club/rewards (product.md §2 page ashless-club-redeem): the rewards catalogue, each with what it
// costs, its type and stock, and why the customer can't redeem it yet; then "Your rewards", the
// ones the customer redeemed (product.md §7 /consumers/{uuid}/rewards), newest first, 10 a page
// (?page=N), each leading to what it gave.
import { useLoaderData } from "@remix-run/react";
import { accountLoader, withStatus } from "~/.server/account/context";
import { loyaltyApi } from "~/.server/account/gateways";
import { CLUB_UNAVAILABLE, pointsLabel, redemptionRow, rewardItem } from "~/.server/club/view";
import { AccountPage } from "~/components/account/AccountForm";
import { accountMeta } from "~/components/account/AccountForm";
import { ClubUnavailable } from "~/components/club/ClubFrame";
import { RewardCard } from "~/components/club/RewardCard";
import { pageParam } from "~/lib/page-param";
import { YourRewards } from "./YourRewards";

export const loader = accountLoader(async ({ request, user }) => {
  const api = loyaltyApi(request.signal);
  const [status, rewards, mine] = await Promise.all([
    api.status(user.auth),
    api.rewards(),
    api.redemptions(user.auth, pageParam(request)),
  ]);
  const available = status.available && rewards.available && mine.available;
  const body = {
    unavailable: available ? null : CLUB_UNAVAILABLE,
    balance: status.available ? pointsLabel(status.value.points.points) : null,
    rewards: rewards.value.map((r) => rewardItem(r, status.available ? status.value : null)),
    mine: mine.available
      ? { rows: mine.value.items.map(redemptionRow), page: mine.value.page, totalPages: mine.value.totalPages }
      : null,
  };
  return available ? body : withStatus(body, 503);
});

export const meta = accountMeta("Rewards", "ashless-club-redeem");
export const handle = {
  pageName: "ashless-club-redeem",
  breadcrumbs: () => [{ label: "Rewards", href: "/club/rewards" }],
};

export default function Rewards() {
  const { unavailable, balance, rewards, mine } = useLoaderData<typeof loader>();
  return (
    <AccountPage title="Rewards" intro={<>{balance ? <p>You have {balance} to spend.</p> : null}</>}>
      <ClubUnavailable message={unavailable} />
      {rewards.length > 0 ? (
        <ul className="reward-list">
          {rewards.map((r) => (
            <RewardCard key={r.slug} reward={r} level={2} />
          ))}
        </ul>
      ) : unavailable ? null : (
        <p>There are no rewards at the moment.</p>
      )}
      {mine ? <YourRewards {...mine} /> : null}
    </AccountPage>
  );
}
