// Rate limits for login, registration, password reset and one-time codes (DESIGN §5).
// In memory, per process: a sliding log of attempt times per key. Each replica limits on
// its own, which is enough to make guessing passwords or codes impractical; a shared
// store would only be needed to make the numbers exact across replicas.
import { isIP } from "node:net";

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please try again in a few minutes.";

export interface Rule {
  limit: number;
  windowMs: number;
}

export type Decision = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface LimiterOptions {
  /** injectable clock (tests) */
  now?: () => number;
  /** most keys kept; the least recently used are forgotten first (bounded memory) */
  maxKeys?: number;
}

/** One sliding window: at most `limit` attempts per key in any `windowMs`. */
export class RateLimiter {
  private readonly attempts = new Map<string, number[]>();
  private readonly now: () => number;
  private readonly maxKeys: number;

  constructor(
    readonly rule: Rule,
    options: LimiterOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.maxKeys = options.maxKeys ?? 10_000;
  }

  /** The decision for one more attempt under `key`, without recording it. */
  check(key: string): Decision {
    const recent = this.recent(key);
    if (recent.length < this.rule.limit) return { ok: true };
    // The oldest attempt still in the window decides when the next one is allowed.
    const freeAt = recent[recent.length - this.rule.limit] + this.rule.windowMs;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - this.now()) / 1000)) };
  }

  record(key: string) {
    const recent = this.recent(key);
    recent.push(this.now());
    // Only the last `limit` times can ever matter: the log per key stays small.
    if (recent.length > this.rule.limit) recent.splice(0, recent.length - this.rule.limit);
    this.attempts.delete(key);
    this.attempts.set(key, recent);
    while (this.attempts.size > this.maxKeys) this.attempts.delete(this.attempts.keys().next().value!);
  }

  reset(key: string) {
    this.attempts.delete(key);
  }

  /** keys currently remembered (tests check that memory stays bounded) */
  get size() {
    return this.attempts.size;
  }

  private recent(key: string): number[] {
    const since = this.now() - this.rule.windowMs;
    const kept = (this.attempts.get(key) ?? []).filter((t) => t > since);
    if (kept.length === 0) this.attempts.delete(key);
    return kept;
  }
}

/**
 * Checks every (limiter, key) pair and records the attempt in all of them only when all
 * allow it: a refused attempt does not extend the wait.
 */
export function attempt(checks: [RateLimiter, string | null][]): Decision {
  const active = checks.filter((c): c is [RateLimiter, string] => c[1] !== null);
  const refused = active.map(([limiter, key]) => limiter.check(key)).filter((d) => !d.ok);
  if (refused.length > 0) return { ok: false, retryAfterSeconds: Math.max(...refused.map((d) => d.retryAfterSeconds)) };
  for (const [limiter, key] of active) limiter.record(key);
  return { ok: true };
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

/** Every limit of the identity forms; `createAuthLimits({ now })` gives tests their own clock. */
export function createAuthLimits(options: LimiterOptions = {}) {
  const limiter = (limit: number, windowMs: number) => new RateLimiter({ limit, windowMs }, options);
  // identifier: per identifier from one address; anywhere: per identifier from all addresses
  // together (bounds guessing spread over many addresses); ip: per address across
  // identifiers, generous because mobile networks put many shoppers behind one address
  const login = { identifier: limiter(5, MINUTE), anywhere: limiter(20, 15 * MINUTE), ip: limiter(60, MINUTE) };
  const registration = {
    identifier: limiter(5, 10 * MINUTE),
    anywhere: limiter(10, 10 * MINUTE),
    ip: limiter(30, 10 * MINUTE),
  };
  const resetRequest = {
    identifier: limiter(3, 15 * MINUTE),
    anywhere: limiter(6, 15 * MINUTE),
    ip: limiter(30, 15 * MINUTE),
  };
  const resetSubmit = {
    identifier: limiter(5, 10 * MINUTE),
    anywhere: limiter(10, 10 * MINUTE),
    ip: limiter(60, 10 * MINUTE),
  };
  const oneTimeCode = {
    identifier: limiter(5, 10 * MINUTE),
    anywhere: limiter(10, 10 * MINUTE),
    ip: limiter(60, 10 * MINUTE),
  };
  type Limits = { identifier: RateLimiter; anywhere: RateLimiter; ip: RateLimiter };
  const both = (limits: Limits) => (request: Request, identifier: string) => {
    const ip = clientIp(request);
    const id = identifier.trim().toLowerCase();
    return attempt([
      [limits.identifier, `${ip ?? "-"}|${id}`],
      [limits.anywhere, id],
      [limits.ip, ip],
    ]);
  };
  return {
    /** 5 a minute per e-mail and address, 20 in 15 minutes per e-mail, 60 a minute per address */
    login: both(login),
    registration: both(registration),
    passwordResetRequest: both(resetRequest),
    /** keyed by the reset token: guessing tokens is limited per address */
    passwordResetSubmit: both(resetSubmit),
    /** one-time-code checks (phone verification): key by user and verification id */
    oneTimeCode: both(oneTimeCode),
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;

/** The process-wide limits the routes use. */
export const authLimits: AuthLimits = createAuthLimits();
