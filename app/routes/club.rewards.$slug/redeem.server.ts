// Redeeming a reward (product.md §7 POST …/reward {reward_uuid, qty}): the reward page's one action.
// The reward is read again (its quantity limit and whether it is sent decide the form), the
// platform decides the rest (points, tier, stock); its refusals go beside the field they name.
// A redemption redirects to its result page (a lottery's outcome, a voucher's code). Each
// showing of the form carries a key (redemption-key.ts): one redemption per key.
import { REDEEM_INTENT, redeemSchema } from "~/lib/schemas/loyalty";
import type { PostalAddress } from "~/lib/models/loyalty";
import { done, notFound, accountRefusal, type ActionContext } from "~/.server/account/context";
import { loyaltyApi } from "~/.server/account/gateways";
import { parseForm, readFields, reply } from "~/.server/forms/form";
import { recentRedemption, redeemOnce, redemptionKeyOf, type Redeemed } from "./redemption-key.server";
import { pointsLabel } from "~/.server/club/view";
import { z } from "zod";

const STALE = "This page was out of date, so nothing was redeemed. Please check the reward and press Redeem again.";
const JOINED_FAILED = "We couldn't redeem this reward. Please check the details below and try again.";

const toResult = (ctx: ActionContext, r: Redeemed) =>
  done(ctx.user.session, `/club/redemptions/${encodeURIComponent(r.uuid)}`, r.message);

export { REDEEM_INTENT };

export async function redeemReward(ctx: ActionContext) {
  const api = loyaltyApi(ctx.request.signal);
  const reward = await api.reward(String(ctx.params.slug ?? ""));
  if (!reward) return notFound("This reward does not exist.");
  const sent = readFields(ctx.form, z.object({ redemptionKey: z.string() }))?.redemptionKey ?? "";
  const key = redemptionKeyOf(sent, ctx.user.auth.userUuid, reward.uuid);
  if (!key) return reply(ctx.intent, ctx.form, { message: STALE });
  // Already redeemed with this form: back + resubmit, or a retry whose answer was lost.
  const known = await recentRedemption(key);
  if (known) return toResult(ctx, known);
  const outcome = await redeemOnce(key, () => attempt(ctx, reward, api));
  if (outcome.joined)
    return outcome.placement
      ? toResult(ctx, outcome.placement)
      : reply(ctx.intent, ctx.form, { message: JOINED_FAILED });
  return outcome.result.placement ? toResult(ctx, outcome.result.placement) : outcome.result.response!;
}

type Api = ReturnType<typeof loyaltyApi>;
type Reward = NonNullable<Awaited<ReturnType<Api["reward"]>>>;

async function attempt(ctx: ActionContext, reward: Reward, api: Api) {
  const submission = parseForm(ctx.form, redeemSchema(reward.maxQty, reward.isAddressRequired));
  if (submission.status !== "success") return { response: reply(ctx.intent, submission) };
  const v = submission.value as { qty: number; street2?: string } & Partial<Record<keyof PostalAddress, string>>;
  const address: PostalAddress | null = reward.isAddressRequired
    ? {
        firstname: v.firstname ?? "",
        lastname: v.lastname ?? "",
        street: [v.street, v.street2].filter(Boolean).join(", "),
        city: v.city ?? "",
        postcode: (v.postcode ?? "").toUpperCase(),
        countryCode: "GB",
        telephone: v.telephone || null,
      }
    : null;
  const result = await api.redeem(ctx.user.auth, { rewardUuid: reward.uuid, qty: v.qty, address });
  if (!result.ok) return { response: reply(ctx.intent, submission, accountRefusal(result.error, { qty: "qty" })) };
  const r = result.value;
  const placement: Redeemed = {
    uuid: r.uuid,
    message: `You used ${pointsLabel(r.points)} on ${r.qty} × ${r.reward.name}.`,
  };
  return { placement };
}
