// /club (product.md §2 page ashless-club-overview): the customer's points (available, pending,
// expiring with their date: the points call), tier and the next one (the tier call), the club's
// tiers (the customer's marked), the ways to earn (the earning rules) and the featured rewards.
// Each read falls back to a safe default (product.md §8); the page then says the club is
// unavailable and answers 503, except for the tier and the tiers, which are then left out
// (decision 0061: the overview reads points and tier from their own calls, not the status read).
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
  const [points, tier, rules, featured, tiers] = await Promise.all([
    api.points(user.auth),
    api.tier(user.auth),
    api.rules(),
    api.rewards({ featured: true }),
    api.tiers(),
  ]);
  const available = points.available && rules.available && featured.available;
  // a tier that can't be read is left out (tier.value is then the default: none), never guessed
  const standing = points.available ? { ...tier.value, points: points.value } : null;
  const body = {
    unavailable: available ? null : CLUB_UNAVAILABLE,
    status: standing ? statusView(standing) : null,
    tiers: tierList(tiers.value, tier.value),
    ways: rules.value.map((r) => ({
      key: r.eventName,
      name: r.name,
      description: r.description,
      points: `${pointsLabel(r.points)}${r.multiply ? " per item" : ""}`,
    })),
    featured: featured.value.map((r) => rewardItem(r, standing)),
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
