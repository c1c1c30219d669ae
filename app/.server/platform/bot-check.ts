import { createHmac, randomBytes } from "node:crypto";
import { config } from "../config";

/**
 * The unified platform's bot-check token (product.md §6, §7 "Unified backend"; decision 0048).
 * The browser never gets one and never runs a widget: this server is the client the platform
 * trusts. A form reaches an upstream call only after the shop's own no-script defences (the
 * honeypot, `forms/honeypot.ts`, and the rate limits, `limits/`); then the platform client mints
 * a token for action `submit`, good for one call, for a minute, and sends it as `x-captcha-token`.
 *
 * A token is `submit.<expiry>.<nonce>.<signature>`: the expiry in Unix seconds, 16 random bytes
 * of nonce (base64url), and the HMAC-SHA256, under the secret agreed with the platform
 * (`BOT_CHECK_SECRET`), of action, method, path (below the platform's base URL, without the
 * query), expiry and nonce, one per line. The platform refuses a token missing, forged, expired,
 * for another action or call, or seen before.
 */

export const BOT_CHECK_ACTION = "submit";
export const BOT_CHECK_TTL_SECONDS = 60;

/**
 * The unified calls that carry a token, "METHOD /path" with `:name` for a path segment: the
 * anonymous writes a bot would abuse (sign-in, registration, the password reset, the contact and
 * content forms, marketing sign-ups, guest devices) and the writes that send a message or start a
 * legal process (privacy requests, the text message of a phone check). The sandbox checks the
 * same list (server/sandbox/platform/bot-check.ts; tests/integration/platform-bot-check.test.ts
 * holds the two together).
 */
export const BOT_CHECKED_CALLS = [
  "POST /users/authentication/sessions",
  "POST /users",
  "POST /users/password/forgot",
  "POST /users/password/reset",
  "POST /api/messaging/forms",
  "POST /api/messaging/marketing-communications",
  "POST /api/users/:uuid/privacy-requests",
  "POST /api/action-verifications/items",
  "POST /api/devices/guest",
  "PATCH /api/devices/guest/:code/unassign",
] as const;

// the platform's refusal and the shopper's words: app/lib, as the device notices read them too
export { BOT_CHECK_ERROR_CODE, BOT_CHECK_REFUSED_MESSAGE } from "~/lib/bot-check";

const matchers = BOT_CHECKED_CALLS.map((call) => {
  const [method, path] = call.split(" ");
  const pattern = path
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return { method, path: new RegExp(`^${pattern}/?$`) };
});

/** Whether the unified platform checks this call (`path` as the gateway sends it, without the query). */
export function isBotChecked(method: string, path: string): boolean {
  const m = method.toUpperCase();
  return matchers.some((c) => c.method === m && c.path.test(path));
}

export interface MintOptions {
  /** defaults: `submit`, now, the configured secret (tests pass others to see them refused) */
  action?: string;
  now?: number;
  secret?: string;
}

/** A token for one call of `method` on `path`, good for BOT_CHECK_TTL_SECONDS. */
export function botCheckToken(method: string, path: string, options: MintOptions = {}): string {
  const action = options.action ?? BOT_CHECK_ACTION;
  const expiry = Math.floor((options.now ?? Date.now()) / 1000) + BOT_CHECK_TTL_SECONDS;
  const nonce = randomBytes(16).toString("base64url");
  const signed = [action, method.toUpperCase(), path, expiry, nonce].join("\n");
  const signature = createHmac("sha256", options.secret ?? config().platform.botCheckSecret)
    .update(signed)
    .digest("base64url");
  return [action, expiry, nonce, signature].join(".");
}

/**
 * The token for a call, when the configured platform checks it (the unified flavour; the legacy
 * one has no bot check), else undefined.
 */
export function botCheckFor(method: string, path: string): string | undefined {
  if (config().platform.flavour !== "unified" || !isBotChecked(method, path)) return undefined;
  return botCheckToken(method, path);
}
