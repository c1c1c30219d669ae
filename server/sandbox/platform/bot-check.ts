import { createHmac, timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, Response, Router } from "express";
import { AccountsError } from "../accounts/errors";
import type { Flavour } from "./http";

/**
 * The unified platform's bot check (product.md §6, §7 "Unified backend"; decision 0048): the
 * calls below need `x-captcha-token`, a token for action `submit` that the storefront's server
 * mints with the secret agreed with the platform: `submit.<expiry>.<nonce>.<signature>`, the
 * signature the HMAC-SHA256 of action, method, path (below the platform's mount), expiry and
 * nonce, one per line. Missing, unreadable, forged, expired, for another action or call, or
 * replayed (its nonce seen before): 400 `{error_code: "CAPTCHA_INVALID", message}`. The legacy
 * flavour has no bot check.
 */

/** The same list as the storefront's (app/.server/platform/bot-check.ts); a test holds them together. */
export const BOT_CHECKED_ROUTES = [
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

export const BOT_CHECK_ERROR = "CAPTCHA_INVALID";
const ACTION = "submit";
/** a token further ahead than this is not one the storefront minted (it mints for a minute) */
const LONGEST_SECONDS = 5 * 60;

/**
 * With no secret given (BOT_CHECK_SECRET unset): the value the storefront uses outside production
 * when it has none (app/.server/config.ts), so tests and a bare dev server agree with the sandbox.
 * npm start and the end-to-end runs set a random one for both sides.
 */
const DEVELOPMENT_SECRET = "ashless-local-development-bot-check-secret";

export const botCheckSecret = () => process.env.BOT_CHECK_SECRET?.trim() || DEVELOPMENT_SECRET;

const refuse = (why: string) => new AccountsError(400, BOT_CHECK_ERROR, `The captcha token ${why}.`);

/** Why `token` is not good for this call, or null when it is (and then its nonce is spent). */
export function botCheckVerifier(secret: string, now: () => number = Date.now) {
  /** nonce → expiry (Unix seconds), forgotten once expired */
  const spent = new Map<string, number>();
  return (token: string | undefined, method: string, path: string): AccountsError | null => {
    if (!token) return refuse("is missing");
    const parts = token.split(".");
    if (parts.length !== 4) return refuse("is not valid");
    const [action, expiryText, nonce, signature] = parts;
    const expected = createHmac("sha256", secret)
      .update([action, method.toUpperCase(), path, expiryText, nonce].join("\n"))
      .digest();
    const given = Buffer.from(signature, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return refuse("is not valid");
    if (action !== ACTION) return refuse(`is for action "${action}", not "${ACTION}"`);
    const seconds = Math.floor(now() / 1000);
    const expiry = Number(expiryText);
    if (!Number.isInteger(expiry) || expiry < seconds) return refuse("has expired");
    if (expiry > seconds + LONGEST_SECONDS) return refuse("is not valid");
    for (const [n, e] of spent) if (e < seconds) spent.delete(n);
    if (spent.has(nonce)) return refuse("has already been used");
    spent.set(nonce, expiry);
    return null;
  };
}

/** Mounts the check before the listed routes' handlers (after the tenant's). */
export function mountBotCheck(router: Router, errors: Flavour, secret = botCheckSecret()) {
  const verify = botCheckVerifier(secret);
  for (const route of BOT_CHECKED_ROUTES) {
    const [verb, path] = route.split(" ");
    const method = verb.toLowerCase() as "post" | "patch";
    router[method](path, (req: Request, res: Response, next: NextFunction) => {
      const refusal = verify(req.get("x-captcha-token"), req.method, req.path);
      if (refusal) res.status(refusal.status).json(errors.errorBody(refusal));
      else next();
    });
  }
}
