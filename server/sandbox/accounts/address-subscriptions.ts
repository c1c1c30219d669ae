import type Database from "better-sqlite3";
import { AccountsError } from "./errors";
import { getAddress, listAddresses, type AccountAddressRow } from "./store";
import { endWithOrders, startFromOrders } from "./subscription-start";
import { hasTable, stamp } from "./subscription-tables";
import { londonToday } from "./subscription-dates";

// The address book as the platform shows it: each address says whether a live (active or
// paused) subscription delivers to it (product.md §3 Account address, isSubscription), and such
// an address can't be deleted: the next delivery would have nowhere to go.

export type BookAddressRow = AccountAddressRow & { is_subscription: boolean };

/** Ids of the addresses the customer's live subscriptions deliver to (orders read first, as subscriptionsOf does). */
function deliveringTo(db: Database.Database, userUuid: string): Set<number> {
  if (!hasTable(db, "accounts_product_subscriptions")) return new Set();
  return db.transaction(() => {
    startFromOrders(db, userUuid, londonToday());
    endWithOrders(db, userUuid, stamp());
    const ids = db
      .prepare(
        "SELECT DISTINCT address_id FROM accounts_product_subscriptions WHERE user_uuid = ? AND status != 'cancelled' AND address_id IS NOT NULL",
      )
      .pluck()
      .all(userUuid) as number[];
    return new Set(ids);
  })();
}

export function bookAddresses(db: Database.Database, userUuid: string): BookAddressRow[] {
  const used = deliveringTo(db, userUuid);
  return listAddresses(db, userUuid).map((a) => ({ ...a, is_subscription: used.has(a.id) }));
}

export function bookAddress(db: Database.Database, userUuid: string, id: number): BookAddressRow | null {
  const a = getAddress(db, userUuid, id);
  return a ? { ...a, is_subscription: deliveringTo(db, userUuid).has(id) } : null;
}

export const ADDRESS_IN_SUBSCRIPTION = "ADDRESS_IN_SUBSCRIPTION";

/** 409 while a live subscription delivers to the address; cancelling the subscription frees it. */
export function refuseWhileDelivering(db: Database.Database, userUuid: string, id: number) {
  if (deliveringTo(db, userUuid).has(id))
    throw new AccountsError(
      409,
      ADDRESS_IN_SUBSCRIPTION,
      "Your subscription is delivered to this address, so it can't be deleted. You can edit it instead; the next deliveries go to the changed address.",
    );
}
