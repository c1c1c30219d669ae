// Rate limits for login, registration, password reset and one-time codes (design.md §5): sliding
// windows per key, in this process by default and in Redis when REDIS_URL is set, so several
// replicas share one count (app/.server/state).
import { randomUUID } from "node:crypto";
import { isIP } from "node:net";
import { log } from "../observability";
import { sharedState } from "../state";
import type { Decision, WindowCheck, Windows } from "../state/windows";

export type { Decision };

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please try again in a few minutes.";

/** The refusal, saying plainly how long to wait (design.md §5). */
export function tooManyAttempts(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) {
    const s = Math.max(1, Math.ceil(retryAfterSeconds));
    return `Too many attempts. Please try again in ${s} second${s === 1 ? "" : "s"}.`;
  }
  const m = Math.ceil(retryAfterSeconds / 60);
  return `Too many attempts. Please try again in ${m} minute${m === 1 ? "" : "s"}.`;
}

/** A sign-in the limits let through; `succeeded` takes it back out of the count. */
export type LoginDecision = Exclude<Decision, { ok: true }> | { ok: true; succeeded(): Promise<void> };

export interface Rule {
  limit: number;
  windowMs: number;
}

/**
 * The header the Express host (server/storefront.ts) sets on every request to the client's
 * address as Express sees it: the socket's peer, or what a trusted proxy (TRUST_PROXY) reports
 * in X-Forwarded-For. The host overwrites whatever a client sent under this name, so it
 * cannot be forged the way X-Forwarded-For can.
 */
export const CLIENT_IP_HEADER = "x-ashless-client-ip";

/**
 * The shopper's address, or null when there is none (a request that did not come through
 * the Express host): then only the per-identifier limits apply, because one shared
 * "unknown" bucket would let anybody lock everybody out.
 */
export function clientIp(request: Request): string | null {
  const value = request.headers
    .get(CLIENT_IP_HEADER)
    ?.trim()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  return value && isIP(value) ? value : null;
}

const MINUTE = 60_000;

type Limits = Record<"identifier" | "anywhere" | "ip", Rule>;

/** Every limit of the identity forms, counted in `windows` (tests pass their own). */
export function createAuthLimits(windows: () => Windows = () => sharedState().windows) {
  // identifier: per identifier from one address; anywhere: per identifier from all addresses
  // together (bounds guessing spread over many addresses); ip: per address across
  // identifiers, generous because mobile networks put many shoppers behind one address
  const rule = (limit: number, windowMs: number): Rule => ({ limit, windowMs });
  const login = { identifier: rule(5, MINUTE), anywhere: rule(20, 15 * MINUTE), ip: rule(60, MINUTE) };
  const registration = { identifier: rule(5, 10 * MINUTE), anywhere: rule(10, 10 * MINUTE), ip: rule(30, 10 * MINUTE) };
  const resetRequest = { identifier: rule(3, 15 * MINUTE), anywhere: rule(6, 15 * MINUTE), ip: rule(30, 15 * MINUTE) };
  const resetSubmit = { identifier: rule(5, 10 * MINUTE), anywhere: rule(10, 10 * MINUTE), ip: rule(60, 10 * MINUTE) };
  const oneTimeCode = { identifier: rule(5, 10 * MINUTE), anywhere: rule(10, 10 * MINUTE), ip: rule(60, 10 * MINUTE) };
  // A refused attempt is not recorded in any window, so it does not extend the wait.
  const both =
    (name: string, limits: Limits) =>
    async (request: Request, identifier: string): Promise<Decision> => {
      const ip = clientIp(request);
      const id = identifier.trim().toLowerCase();
      const checks = [
        { key: `${name}:id:${ip ?? "-"}|${id}`, ...limits.identifier },
        { key: `${name}:any:${id}`, ...limits.anywhere },
        ...(ip ? [{ key: `${name}:ip:${ip}`, ...limits.ip }] : []),
      ];
      return logged(name, await windows().attempt(checks));
    };
  // A browser the customer signed in with before (auth/device.ts) has an allowance of its own
  // for that account instead of the per-account ones, so guesses from elsewhere never lock the
  // owner out of it (issue 36, 5).
  const device = { short: rule(5, MINUTE), long: rule(20, 15 * MINUTE) };
  /**
   * Only failures count: the attempt is recorded first (so parallel guesses cannot slip past the
   * limit), and a sign-in that succeeds takes it back.
   */
  const signIn = async (request: Request, identifier: string, deviceId: string | null): Promise<LoginDecision> => {
    const ip = clientIp(request);
    const id = identifier.trim().toLowerCase();
    const checks = deviceId
      ? [
          { key: `login:device:${deviceId}|${id}`, ...device.short },
          { key: `login:device-long:${deviceId}|${id}`, ...device.long },
        ]
      : [
          { key: `login:id:${ip ?? "-"}|${id}`, ...login.identifier },
          { key: `login:any:${id}`, ...login.anywhere },
        ];
    if (ip) checks.push({ key: `login:ip:${ip}`, ...login.ip });
    return logged("login", await attemptTakenBackOnSuccess(windows(), checks));
  };
  return {
    /**
     * Failed sign-ins: 5 a minute per e-mail and address, 20 in 15 minutes per e-mail, 60 a
     * minute per address; from a browser that signed in as that customer before, 5 a minute
     * and 20 in 15 minutes of its own (and the address's 60).
     */
    login: (request: Request, identifier: string, deviceId: string | null = null) =>
      signIn(request, identifier, deviceId),
    registration: both("registration", registration),
    passwordResetRequest: both("reset-request", resetRequest),
    /** keyed by the reset token: guessing tokens is limited per address */
    passwordResetSubmit: both("reset-submit", resetSubmit),
    /** one-time-code checks (phone verification): key by user and verification id */
    oneTimeCode: both("one-time-code", oneTimeCode),
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;

/** The codes a shopper types that open something: each kind has windows of its own. */
export type CodeKind =
  | "coupon"
  | "pack-code"
  | "device-code"
  | "survey-serial"
  | "referral-code"
  | "order-lookup"
  // a lead's consent link (decision 0062): only unknown hashes count
  | "lead-consent";

/** A refusal by the limits is logged at warn: which limit, and how long to wait (never whose). */
function logged<D extends { ok: boolean }>(limit: string, decision: D): D {
  if (!decision.ok)
    log().warn(
      {
        refusal: "rate-limit",
        limit,
        retryAfterSeconds: (decision as { retryAfterSeconds?: number }).retryAfterSeconds,
      },
      "rate limit reached",
    );
  return decision;
}

/** One attempt against every window; the caller takes it back once the secret or code was right,
 * so only failures count. */
async function attemptTakenBackOnSuccess(windows: Windows, checks: WindowCheck[]): Promise<LoginDecision> {
  const attemptId = randomUUID();
  const decision = await windows.attempt(checks, attemptId);
  if (!decision.ok) return decision;
  return {
    ok: true,
    succeeded: () =>
      windows.forget(
        checks.map((c) => c.key),
        attemptId,
      ),
  };
}

/** Whose checks these are: the account signed in (or the e-mail registering), the session's own id (a cart, an order). */
export interface CodeChecker {
  account?: string | null;
  session?: string | null;
}

/**
 * Limits on checking codes (issue 36, 4): wrong codes only count, 5 in 10 minutes and 20 a day
 * per account, 5 in 10 minutes per session (cart, order), 30 in 10 minutes per address. The
 * account's windows are its own (only the signed-in customer reaches them), so nobody else can
 * use them up.
 */
export function createCodeLimits(windows: () => Windows = () => sharedState().windows) {
  const short: Rule = { limit: 5, windowMs: 10 * MINUTE };
  const day: Rule = { limit: 20, windowMs: 24 * 60 * MINUTE };
  const address: Rule = { limit: 30, windowMs: 10 * MINUTE };
  return async (request: Request, kind: CodeKind, who: CodeChecker): Promise<LoginDecision> => {
    const ip = clientIp(request);
    const account = who.account?.trim().toLowerCase();
    const checks = [
      ...(account
        ? [
            { key: `code:${kind}:account:${account}`, ...short },
            { key: `code:${kind}:account-day:${account}`, ...day },
          ]
        : []),
      ...(who.session ? [{ key: `code:${kind}:session:${who.session}`, ...short }] : []),
      ...(ip ? [{ key: `code:${kind}:ip:${ip}`, ...address }] : []),
    ];
    return logged(`code:${kind}`, await attemptTakenBackOnSuccess(windows(), checks));
  };
}

/** The code limits the routes use. */
export const codeLimits = createCodeLimits();

/** The limits the routes use. */
export const authLimits: AuthLimits = createAuthLimits();
