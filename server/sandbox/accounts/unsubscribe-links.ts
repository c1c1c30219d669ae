import crypto from "node:crypto";
import type Database from "better-sqlite3";
import { AccountsError } from "./errors";
import { sendToOutbox } from "./outbox";

/**
 * The unsubscribe link of marketing e-mails (decision 0020). The platform sends the e-mails,
 * so it makes the link: `/unsubscribe?s=<subscriber uuid>&t=<token>`, the token an HMAC of
 * the subscriber's uuid under a key only the platform holds. The messaging DELETE accepts that
 * token (header `X-Unsubscribe-Token`) in place of a signed-in customer's: whoever has the
 * e-mail may leave the list, and nobody can guess another subscriber's link.
 */
const SECRET = process.env.SANDBOX_UNSUBSCRIBE_SECRET ?? "sandbox-unsubscribe-secret";

export const unsubscribeToken = (subscriberUuid: string) =>
  crypto.createHmac("sha256", SECRET).update(`unsubscribe:${subscriberUuid}`).digest("base64url");

export const unsubscribeLink = (subscriberUuid: string) =>
  `/unsubscribe?s=${encodeURIComponent(subscriberUuid)}&t=${unsubscribeToken(subscriberUuid)}`;

/** Leaves the list; a link used twice answers the same (the subscriber is gone either way). */
export function unsubscribeByLink(db: Database.Database, subscriberUuid: string, token: string) {
  const want = Buffer.from(unsubscribeToken(subscriberUuid));
  const got = Buffer.from(token);
  if (got.length !== want.length || !crypto.timingSafeEqual(got, want))
    throw new AccountsError(401, "INVALID_UNSUBSCRIBE_TOKEN", "The unsubscribe link is not valid.");
  db.prepare("DELETE FROM accounts_subscriptions WHERE subscriber_uuid = ?").run(subscriberUuid);
}

/** Sandbox only (tests): an e-mail subscriber without an account, and the mail with its link. */
export function addMarketingSubscriber(db: Database.Database, email: string) {
  const uuid = crypto.randomUUID();
  db.prepare(
    "INSERT INTO accounts_subscriptions (subscriber_uuid, user_uuid, email, category, preferred_language, created_at) VALUES (?, NULL, ?, 'email', 'en-GB', ?)",
  ).run(uuid, email, new Date().toISOString());
  const link = unsubscribeLink(uuid);
  sendToOutbox(db, {
    recipient: email,
    channel: "email",
    kind: "marketing",
    subject: "News from Ashless",
    link,
    token: unsubscribeToken(uuid),
    code: null,
  });
  return { subscriber_uuid: uuid, unsubscribe_link: link };
}

export const isMarketingSubscriber = (db: Database.Database, subscriberUuid: string) =>
  db.prepare("SELECT 1 FROM accounts_subscriptions WHERE subscriber_uuid = ?").get(subscriberUuid) !== undefined;
