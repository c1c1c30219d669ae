// /club/rewards/:slug (product.md §2 page ashless-club-redeem): one reward and its redeem form, with
// a quantity, and an address when the reward is sent (prefilled with the default delivery
// address). A redemption goes on to its result page (/club/redemptions/:id).
import { Link, useLoaderData } from "@remix-run/react";
import { accountAction, accountLoader, notFound, withStatus } from "~/.server/account/context";
import { REDEEM_INTENT, redeemReward } from "./redeem.server";
import { issueRedemptionKey } from "./redemption-key.server";
import { loyaltyApi } from "~/.server/account/gateways";
import { accountGateway } from "~/.server/platform/account";
import { unlessUnavailable } from "~/.server/club/unavailable";
import { CLUB_UNAVAILABLE, pointsLabel, rewardItem } from "~/.server/club/view";
import { UpstreamUnavailableError } from "~/.server/http/errors";
import { AccountPage } from "~/components/account/AccountForm";
import { accountMeta } from "~/components/account/AccountForm";
import { ClubUnavailable } from "~/components/club/ClubFrame";
import { RedeemForm } from "./RedeemForm";
import type { Auth } from "~/lib/models/account";
import { srcSet } from "~/lib/images";
import { log } from "~/.server/observability";

/**
 * The default delivery address, to start the form from: rewards go to UK addresses only, so
 * the default one if it is in the UK, else another UK one (none when it can't be read).
 */
async function addressDefaults(auth: Auth) {
  try {
    const list = (await accountGateway().listAddresses(auth)).filter((x) => x.countryCode === "GB");
    const a = list.find((x) => x.isDefaultShipping) ?? list[0];
    if (!a) return {};
    const street = [a.streetNumber, a.streetName].filter(Boolean).join(" ");
    return { firstname: a.firstname, lastname: a.lastname, street, city: a.city, postcode: a.postcode ?? "" };
  } catch (error) {
    if (!(error instanceof UpstreamUnavailableError)) throw error;
    log().error(`[club] no address to prefill: ${error.message}`);
    return {};
  }
}

export const loader = accountLoader(async ({ request, params, user }) => {
  const api = loyaltyApi(request.signal);
  const read = await unlessUnavailable(() => api.reward(String(params.slug ?? "")));
  if (!read.ok)
    return withStatus(
      { unavailable: CLUB_UNAVAILABLE, reward: null, balance: null, defaults: {}, redemptionKey: "" },
      503,
    );
  const reward = read.value;
  if (!reward) return notFound("This reward does not exist.");
  const [status, defaults] = await Promise.all([
    api.status(user.auth),
    reward.isAddressRequired ? addressDefaults(user.auth) : Promise.resolve({}),
  ]);
  const body = {
    unavailable: status.available ? null : CLUB_UNAVAILABLE,
    reward: { ...rewardItem(reward, status.available ? status.value : null), maxQty: reward.maxQty },
    balance: status.available ? pointsLabel(status.value.points.points) : null,
    defaults,
    // one redemption per showing of the form, however often it is sent (redemption-key.ts)
    redemptionKey: issueRedemptionKey(user.auth.userUuid, reward.uuid),
  };
  return status.available ? body : withStatus(body, 503);
});

export const action = accountAction({ [REDEEM_INTENT]: redeemReward });

export const meta = accountMeta("Reward", "ashless-club-redeem");
export const handle = {
  pageName: "ashless-club-redeem",
  breadcrumbs: () => [{ label: "Rewards", href: "/club/rewards" }],
};

export default function RewardPage() {
  const { unavailable, reward, balance, defaults, redemptionKey } = useLoaderData<typeof loader>();
  if (!reward)
    return (
      <AccountPage title="Reward">
        <ClubUnavailable message={unavailable} />
        <p>
          <Link to="/club/rewards">Back to the rewards</Link>
        </p>
      </AccountPage>
    );
  return (
    <AccountPage title={reward.name} intro={<p>{reward.subtitle}</p>}>
      <ClubUnavailable message={unavailable} />
      {reward.image ? (
        <img
          className="reward-page__image"
          src={reward.image}
          srcSet={srcSet(reward.image, [200, 400, 800])}
          sizes="(min-width: 860px) 400px, 90vw"
          alt=""
          width="400"
          height="400"
        />
      ) : null}
      <dl className="club-facts">
        <dt>Points</dt>
        <dd>{reward.points} each</dd>
        <dt>Type</dt>
        <dd>{reward.type}</dd>
        {reward.stock ? (
          <>
            <dt>Stock</dt>
            <dd>{reward.stock}</dd>
          </>
        ) : null}
        {reward.drawDate ? (
          <>
            <dt>Draw</dt>
            <dd>{reward.drawDate}</dd>
          </>
        ) : null}
        {reward.locations.length > 0 ? (
          <>
            <dt>Where</dt>
            <dd>{reward.locations.join(", ")}</dd>
          </>
        ) : null}
        {balance ? (
          <>
            <dt>Your balance</dt>
            <dd>{balance}</dd>
          </>
        ) : null}
      </dl>
      <p>{reward.description}</p>
      {reward.blocker ? <p className="notice notice--info">{reward.blocker}</p> : null}
      {unavailable || reward.blocker ? null : (
        <>
          <h2 id="redeem-title">Redeem</h2>
          <RedeemForm
            maxQty={reward.maxQty}
            needsAddress={reward.isAddressRequired}
            submit={`Redeem for ${reward.points} each`}
            defaults={defaults}
            redemptionKey={redemptionKey}
          />
        </>
      )}
    </AccountPage>
  );
}
