// Redeeming a reward (SPEC §7 POST …/reward {reward_uuid, qty}): the reward page's one action.
// The reward is read again (its quantity limit and whether it is sent decide the form), the
// platform decides the rest (points, tier, stock); its refusals go beside the field they name.
// A redemption redirects to its result page (a lottery's outcome, a voucher's code).
import { REDEEM_INTENT, redeemSchema } from "~/lib/schemas/loyalty";
import type { PostalAddress } from "~/lib/models/loyalty";
import { done, notFound, replyError, type ActionContext } from "../account/context";
import { loyaltyApi } from "../account/gateways";
import { parseForm, reply } from "../form";
import { pointsLabel } from "./view";

export { REDEEM_INTENT };

export async function redeemReward(ctx: ActionContext) {
  const api = loyaltyApi(ctx.request.signal);
  const reward = await api.reward(String(ctx.params.slug ?? ""));
  if (!reward) return notFound("This reward does not exist.");
  const submission = parseForm(ctx.form, redeemSchema(reward.maxQty, reward.isAddressRequired));
  if (submission.status !== "success") return reply(ctx.intent, submission);
  const v = submission.value as { qty: number } & Partial<Record<keyof PostalAddress, string>>;
  const address: PostalAddress | null = reward.isAddressRequired
    ? {
        firstname: v.firstname ?? "",
        lastname: v.lastname ?? "",
        street: v.street ?? "",
        city: v.city ?? "",
        postcode: (v.postcode ?? "").toUpperCase(),
        countryCode: "GB",
        telephone: v.telephone || null,
      }
    : null;
  const result = await api.redeem(ctx.user.auth, { rewardUuid: reward.uuid, qty: v.qty, address });
  if (!result.ok) return replyError(ctx.intent, submission, result.error, { qty: "qty" });
  const r = result.value;
  return done(
    ctx.user.session,
    `/club/redemptions/${encodeURIComponent(r.uuid)}`,
    `You used ${pointsLabel(r.points)} on ${r.qty} × ${r.reward.name}.`,
  );
}
