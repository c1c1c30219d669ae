// /club (product.md §2 page ashless-club-overview): tier, balance, pending and expiring points,
// the club's tiers (the customer's marked), the ways to earn (the earning rules) and the
// featured rewards. Each read falls back to a safe default (product.md §8); the page then says
// the club is unavailable and answers 503, except for the tiers, which are then left out.
import { Link, useLoaderData } from "@remix-run/react";
import { accountLoader, withStatus } from "~/.server/account/context";
import { loyaltyApi } from "~/.server/account/gateways";
import { CLUB_UNAVAILABLE, pointsLabel, rewardItem, statusView, tierList } from "~/.server/club/view";
import { AccountPage } from "~/components/account/AccountForm";
import { accountMeta } from "~/components/account/AccountForm";
import { ClubUnavailable } from "~/components/club/ClubFrame";
import { ClubStatus } from "./ClubStatus";
import { ClubTiers } from "./ClubTiers";
import { RewardCard } from "~/components/club/RewardCard";

export const loader = accountLoader(async ({ request, user }) => {
  const api = loyaltyApi(request.signal);
  const [status, rules, featured, tiers] = await Promise.all([
    api.status(user.auth),
    api.rules(),
    api.rewards({ featured: true }),
    api.tiers(),
  ]);
  const available = status.available && rules.available && featured.available;
  const body = {
    unavailable: available ? null : CLUB_UNAVAILABLE,
    status: status.available ? statusView(status.value) : null,
    tiers: tierList(tiers.value, status.value.tier),
    ways: rules.value.map((r) => ({
      key: r.eventName,
      name: r.name,
      description: r.description,
      points: `${pointsLabel(r.points)}${r.multiply ? " per item" : ""}`,
    })),
    featured: featured.value.map((r) => rewardItem(r, status.available ? status.value : null)),
  };
  return available ? body : withStatus(body, 503);
});

/** Where each way to earn is done. */
const WAY_LINKS: Record<string, { to: string; label: string }> = {
  pack_code: { to: "/club/pack-codes", label: "Register a pack code" },
  article_read: { to: "/club/articles", label: "Read an article" },
  survey: { to: "/club/surveys", label: "Answer a survey" },
  referral_first_purchase: { to: "/referral", label: "Invite a friend" },
};

export const meta = accountMeta("The club", "ashless-club-overview");
export const handle = { pageName: "ashless-club-overview" };

export default function ClubOverview() {
  const { unavailable, status, tiers, ways, featured } = useLoaderData<typeof loader>();
  return (
    <AccountPage title="The club" intro={<p>Collect points when you shop and take part, and use them on rewards.</p>}>
      <ClubUnavailable message={unavailable} />
      {status ? <ClubStatus status={status} /> : null}
      {tiers.length > 0 ? <ClubTiers tiers={tiers} /> : null}
      {ways.length > 0 ? (
        <section aria-labelledby="ways-to-earn">
          <h2 id="ways-to-earn">Ways to earn</h2>
          <ul className="club-ways">
            {ways.map((w) => (
              <li key={w.key}>
                <strong>{w.name}</strong>: {w.points}. {w.description}
                {WAY_LINKS[w.key] ? (
                  <>
                    {" "}
                    <Link to={WAY_LINKS[w.key].to}>{WAY_LINKS[w.key].label}</Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {featured.length > 0 ? (
        <section aria-labelledby="featured-rewards">
          <h2 id="featured-rewards">Featured rewards</h2>
          <ul className="reward-list">
            {featured.map((r) => (
              <RewardCard key={r.slug} reward={r} />
            ))}
          </ul>
          <p>
            <Link to="/club/rewards">All rewards</Link>
          </p>
        </section>
      ) : null}
    </AccountPage>
  );
}
