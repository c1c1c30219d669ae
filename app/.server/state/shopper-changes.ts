// When a signed-in shopper last changed anything (decision 0077): every request of theirs that
// is not a read (a form, a redemption, an order) marks it, in shared state, so that every
// replica sees it. A read kept for that shopper (the cart's club box) is keyed by the mark, and
// so is never served after a change of theirs. A mark outlives the reads kept under the one
// before it (KEPT_MS), so a mark that expires cannot bring an older read back.
import { sharedState } from ".";

/** how long a read keyed by the mark may be kept */
export const KEPT_MS = 30_000;
const MARK_MS = 2 * KEPT_MS;

let count = 0;

/** Marks a change by the shopper `userUuid`, now. */
export async function markChanged(userUuid: string): Promise<void> {
  await sharedState().marks.set(userUuid, `${Date.now().toString(36)}.${(count++).toString(36)}`, MARK_MS);
}

/** The shopper's last change's mark, "-" when none is known. */
export async function lastChange(userUuid: string): Promise<string> {
  return (await sharedState().marks.get(userUuid)) ?? "-";
}
