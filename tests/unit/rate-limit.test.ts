import { describe, expect, it } from "vitest";
import { attempt, CLIENT_IP_HEADER, clientIp, createAuthLimits, RateLimiter } from "~/.server/rate-limit";

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

const from = (ip: string | null) =>
  new Request("http://shop.test/login", { headers: ip ? { [CLIENT_IP_HEADER]: ip } : {} });

describe("sliding window", () => {
  it("allows `limit` attempts per window, then says how long to wait", () => {
    const c = clock();
    const limiter = new RateLimiter({ limit: 3, windowMs: 60_000 }, { now: c.now });
    for (let i = 0; i < 3; i++) {
      expect(limiter.check("k")).toEqual({ ok: true });
      limiter.record("k");
      c.advance(10_000);
    }
    expect(limiter.check("k")).toEqual({ ok: false, retryAfterSeconds: 30 });
  });

  it("slides: the oldest attempt leaving the window frees one place", () => {
    const c = clock();
    const limiter = new RateLimiter({ limit: 2, windowMs: 60_000 }, { now: c.now });
    limiter.record("k");
    c.advance(30_000);
    limiter.record("k");
    expect(limiter.check("k").ok).toBe(false);
    c.advance(30_001);
    expect(limiter.check("k").ok).toBe(true);
    limiter.record("k");
    expect(limiter.check("k").ok).toBe(false);
  });

  it("keeps keys apart and forgets the least recently used beyond maxKeys", () => {
    const c = clock();
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000 }, { now: c.now, maxKeys: 100 });
    for (let i = 0; i < 1000; i++) limiter.record(`key-${i}`);
    expect(limiter.size).toBe(100);
    expect(limiter.check("key-999").ok).toBe(false);
    expect(limiter.check("key-0").ok).toBe(true);
  });

  it("refused attempts are not recorded, in any of the limits checked together", () => {
    const c = clock();
    const a = new RateLimiter({ limit: 1, windowMs: 60_000 }, { now: c.now });
    const b = new RateLimiter({ limit: 5, windowMs: 60_000 }, { now: c.now });
    expect(
      attempt([
        [a, "x"],
        [b, "y"],
      ]).ok,
    ).toBe(true);
    expect(
      attempt([
        [a, "x"],
        [b, "y"],
      ]).ok,
    ).toBe(false);
    expect(
      attempt([
        [a, "x"],
        [b, "y"],
      ]).ok,
    ).toBe(false);
    // only the first attempt counted against b
    for (let i = 0; i < 4; i++) expect(attempt([[b, "y"]]).ok).toBe(true);
    expect(attempt([[b, "y"]]).ok).toBe(false);
  });
});

describe("identity limits", () => {
  it("login: 5 a minute per e-mail and address, whatever the case of the e-mail", () => {
    const c = clock();
    const limits = createAuthLimits({ now: c.now });
    for (let i = 0; i < 5; i++)
      expect(limits.login(from("203.0.113.7"), i % 2 ? "Alex@Example.com" : "alex@example.com").ok).toBe(true);
    const refused = limits.login(from("203.0.113.7"), "alex@example.com");
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 60 });
    // the same e-mail from elsewhere, and another e-mail from here, still get through
    expect(limits.login(from("198.51.100.1"), "alex@example.com").ok).toBe(true);
    expect(limits.login(from("203.0.113.7"), "sam@example.com").ok).toBe(true);
    c.advance(60_001);
    expect(limits.login(from("203.0.113.7"), "alex@example.com").ok).toBe(true);
  });

  it("login: 20 in 15 minutes per e-mail from all addresses together", () => {
    const c = clock();
    const limits = createAuthLimits({ now: c.now });
    for (let i = 0; i < 20; i++) {
      expect(limits.login(from(`198.51.100.${i}`), "target@example.com").ok).toBe(true);
      c.advance(1_000);
    }
    expect(limits.login(from("198.51.100.200"), "target@example.com").ok).toBe(false);
    expect(limits.login(from("198.51.100.200"), "other@example.com").ok).toBe(true);
  });

  it("login: 60 a minute per address across e-mails", () => {
    const limits = createAuthLimits({ now: clock().now });
    for (let i = 0; i < 60; i++) expect(limits.login(from("203.0.113.9"), `user${i}@example.com`).ok).toBe(true);
    expect(limits.login(from("203.0.113.9"), "another@example.com").ok).toBe(false);
    expect(limits.login(from("203.0.113.10"), "another@example.com").ok).toBe(true);
  });

  it("without a client address only the per-identifier limit applies (no shared bucket to lock everyone out)", () => {
    const limits = createAuthLimits({ now: clock().now });
    for (let i = 0; i < 30; i++) expect(limits.login(from(null), `user${i}@example.com`).ok).toBe(true);
    for (let i = 0; i < 5; i++) limits.login(from(null), "same@example.com");
    expect(limits.login(from(null), "same@example.com").ok).toBe(false);
  });

  it("one-time codes: 5 checks per verification in 10 minutes", () => {
    const c = clock();
    const limits = createAuthLimits({ now: c.now });
    for (let i = 0; i < 5; i++) expect(limits.oneTimeCode(from("203.0.113.7"), "user-1|verification-1").ok).toBe(true);
    expect(limits.oneTimeCode(from("203.0.113.7"), "user-1|verification-1").ok).toBe(false);
    c.advance(10 * 60_000 + 1);
    expect(limits.oneTimeCode(from("203.0.113.7"), "user-1|verification-1").ok).toBe(true);
  });
});

describe("client address", () => {
  it("is the address the Express host set, never a header the client chose", () => {
    expect(clientIp(from("203.0.113.7"))).toBe("203.0.113.7");
    expect(clientIp(from("::ffff:203.0.113.8"))).toBe("203.0.113.8");
    expect(clientIp(from("2001:db8::1"))).toBe("2001:db8::1");
    expect(
      clientIp(new Request("http://x/", { headers: { "X-Forwarded-For": "203.0.113.9", "X-Real-IP": "203.0.113.9" } })),
    ).toBeNull();
    expect(clientIp(from("not-an-ip"))).toBeNull();
    expect(clientIp(from(null))).toBeNull();
  });
});
