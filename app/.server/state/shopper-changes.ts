// When a signed-in shopper last changed anything (decision 0077): every request of theirs that
// is not a read (a form, a redemption, an order) marks it, in shared state, so that every
// replica sees it. A read kept for that shopper (the cart's club box) is keyed by the mark, and
// so is never served after a change of theirs. A mark outlives the reads kept under the one
// before it (KEPT_MS), so a mark that expires cannot bring an older read back.
import { sharedState } from ".";
import { log } from "../observability";

/** how long a read keyed by the mark may be kept */
export const KEPT_MS = 30_000;
const MARK_MS = 2 * KEPT_MS;

let count = 0;

/**
 * Marks a change by the shopper `userUuid`, now. Shared state that is down (Redis) fails no
 * form: the readers then find no mark either, and read afresh (`lastChange`).
 */
export async function markChanged(userUuid: string): Promise<void> {
  try {
    await sharedState().marks.set(userUuid, `${Date.now().toString(36)}.${(count++).toString(36)}`, MARK_MS);
  } catch (error) {
    log().warn(`[state] a shopper's change could not be marked: ${(error as Error).message}`);
  }
}

/**
 * The shopper's last change's mark, "-" when there has been none lately; null when shared state
 * can't say (Redis down): then nothing may be kept for them.
 */
export async function lastChange(userUuid: string): Promise<string | null> {
  try {
    return (await sharedState().marks.get(userUuid)) ?? "-";
  } catch {
    return null;
  }
}
