// The reward page's form carries a key of its own, as "Place order" does (checkout/idempotency.ts):
// a double tap, a resubmit after back, or several posts of the form at once redeem once and
// all answer with that one redemption (issue 36, 8). Loaders never commit the session, so the
// key is sealed rather than kept there: it names the customer and the reward it was issued for,
// and is worth nothing to anyone else or for another reward.
import { randomUUID } from "node:crypto";
import { config } from "~/.server/config";
import { sealer } from "~/.server/session/sealed";
import { keyedOnce } from "~/.server/checkout/place-once";
import { sharedState } from "~/.server/state";

const seal = () => sealer(config().session.secrets, "ashless-redemption-key");

/** A fresh key for one showing of the reward's form. */
export function issueRedemptionKey(userUuid: string, rewardUuid: string): string {
  return seal().seal({ u: userUuid, r: rewardUuid, n: randomUUID() });
}

/** The key's own part when it was issued to this customer for this reward; else null. */
export function redemptionKeyOf(key: string, userUuid: string, rewardUuid: string): string | null {
  if (!key || key.length > 512) return null;
  const opened = seal().open(key) as { u?: unknown; r?: unknown; n?: unknown } | null;
  if (!opened || opened.u !== userUuid || opened.r !== rewardUuid || typeof opened.n !== "string") return null;
  return `${userUuid}:${opened.n}`;
}

/** What a redemption's repeat answers with: its result page and message. */
export interface Redeemed {
  uuid: string;
  message: string;
}

/** One redemption per key, across replicas when the shared state is in Redis. */
export const { placeOnce: redeemOnce, recentPlacement: recentRedemption } = keyedOnce<Redeemed>(
  "redemption",
  () => sharedState().kv,
);
