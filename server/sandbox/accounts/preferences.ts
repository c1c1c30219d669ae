import crypto from "node:crypto";
import type Database from "better-sqlite3";
import type { ConsentDef, TenantSettings } from "../platform/store";
import { AccountsError, invalid, notFound } from "./errors";
import { checkConsents } from "./registration";
import type { AccountUserRow } from "./store";

/** Consents (per user) and marketing subscriptions (per e-mail and channel). */

export type ConsentState = ConsentDef & { accepted: boolean; updatedAt: string | null };

/** In the tenant's stored order; the storefront applies the display order. */
export function consentsOf(db: Database.Database, tenant: TenantSettings, userUuid: string): ConsentState[] {
  const rows = db
    .prepare("SELECT consent_id, accepted, updated_at FROM accounts_consents WHERE user_uuid = ?")
    .all(userUuid) as {
    consent_id: string;
    accepted: number;
    updated_at: string;
  }[];
  return tenant.consents.map((d) => {
    const row = rows.find((r) => r.consent_id === d.id);
    return { ...d, accepted: Boolean(row?.accepted), updatedAt: row?.updated_at ?? null };
  });
}

/**
 * Only the consents sent change; a required one cannot be withdrawn (that is account cancellation).
 * A save that leaves every required consent accepted renews them: the sign-in's
 * consent_renewal_required goes back to false (product.md §3).
 */
export function updateConsents(
  db: Database.Database,
  tenant: TenantSettings,
  userUuid: string,
  changes: { id: string; accepted: boolean }[],
) {
  const current = consentsOf(db, tenant, userUuid);
  const merged = current.map((c) => ({
    id: c.id,
    accepted: changes.find((x) => x.id === c.id)?.accepted ?? c.accepted,
  }));
  for (const c of changes)
    if (!current.some((d) => d.id === c.id))
      throw invalid("UNKNOWN_CONSENT", `Unknown consent ${c.id}.`, `consents.${c.id}`);
  checkConsents(tenant, merged);
  const now = new Date().toISOString();
  const put = db.prepare(
    "INSERT INTO accounts_consents (user_uuid, consent_id, accepted, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_uuid, consent_id) DO UPDATE SET accepted = excluded.accepted, updated_at = excluded.updated_at",
  );
  db.transaction(() => {
    for (const c of changes) put.run(userUuid, c.id, c.accepted ? 1 : 0, now);
    db.prepare("UPDATE accounts_users SET consent_renewal_required = 0 WHERE uuid = ?").run(userUuid);
  })();
}

/**
 * Sandbox only: the customer must renew their consents (the privacy notice changed); their next
 * sign-in says consent_renewal_required until a save of their consents renews them.
 */
export function requireConsentRenewal(db: Database.Database, userUuid: string) {
  db.prepare("UPDATE accounts_users SET consent_renewal_required = 1 WHERE uuid = ?").run(userUuid);
}

export interface SubscriptionRow {
  subscriber_uuid: string;
  user_uuid: string | null;
  email: string;
  category: "email" | "sms" | "post";
  preferred_language: string | null;
  created_at: string;
}

export const SUBSCRIPTION_CATEGORIES = ["email", "sms", "post"] as const;

export function subscriptionsOf(db: Database.Database, user: AccountUserRow): SubscriptionRow[] {
  return db
    .prepare("SELECT * FROM accounts_subscriptions WHERE user_uuid = ? OR email = ? ORDER BY created_at")
    .all(user.uuid, user.email) as SubscriptionRow[];
}

/** Subscribing twice answers the existing subscriber (idempotent for retries). */
export function subscribe(
  db: Database.Database,
  user: AccountUserRow,
  email: string,
  category: string,
  language: string | null,
): SubscriptionRow {
  if (!SUBSCRIPTION_CATEGORIES.includes(category as SubscriptionRow["category"]))
    throw invalid("INVALID_CATEGORY", "Unknown category.", "category");
  if (email.trim().toLowerCase() !== user.email.toLowerCase())
    throw new AccountsError(403, "FORBIDDEN", "You can only subscribe your own e-mail address.");
  const existing = db
    .prepare("SELECT * FROM accounts_subscriptions WHERE email = ? AND category = ?")
    .get(user.email, category) as SubscriptionRow | undefined;
  if (existing) return existing;
  const row: SubscriptionRow = {
    subscriber_uuid: crypto.randomUUID(),
    user_uuid: user.uuid,
    email: user.email,
    category: category as SubscriptionRow["category"],
    preferred_language: language,
    created_at: new Date().toISOString(),
  };
  db.prepare(
    "INSERT INTO accounts_subscriptions (subscriber_uuid, user_uuid, email, category, preferred_language, created_at) VALUES (@subscriber_uuid, @user_uuid, @email, @category, @preferred_language, @created_at)",
  ).run(row);
  return row;
}

export function unsubscribe(db: Database.Database, user: AccountUserRow, subscriberUuid: string) {
  const mine = subscriptionsOf(db, user).some((s) => s.subscriber_uuid === subscriberUuid);
  if (!mine) throw notFound("Subscription");
  db.prepare("DELETE FROM accounts_subscriptions WHERE subscriber_uuid = ?").run(subscriberUuid);
}
