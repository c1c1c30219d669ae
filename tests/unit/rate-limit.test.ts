import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, clientIp, createAuthLimits } from "~/.server/limits/rate-limit";
import { memoryWindows } from "~/.server/state/windows";

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

/** The identity limits on their own in-memory windows and clock. */
function limitsAt(now: () => number) {
  const windows = memoryWindows(now);
  return createAuthLimits(() => windows);
}

const from = (ip: string | null) =>
  new Request("http://shop.test/login", { headers: ip ? { [CLIENT_IP_HEADER]: ip } : {} });

describe("identity limits", () => {
  it("login: 5 a minute per e-mail and address, whatever the case of the e-mail", async () => {
    const c = clock();
    const limits = limitsAt(c.now);
    for (let i = 0; i < 5; i++)
      expect((await limits.login(from("203.0.113.7"), i % 2 ? "Alex@Example.com" : "alex@example.com")).ok).toBe(true);
    const refused = await limits.login(from("203.0.113.7"), "alex@example.com");
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 60 });
    // the same e-mail from elsewhere, and another e-mail from here, still get through
    expect((await limits.login(from("198.51.100.1"), "alex@example.com")).ok).toBe(true);
    expect((await limits.login(from("203.0.113.7"), "sam@example.com")).ok).toBe(true);
    c.advance(60_001);
    expect((await limits.login(from("203.0.113.7"), "alex@example.com")).ok).toBe(true);
  });

  it("login: 20 in 15 minutes per e-mail from all addresses together", async () => {
    const c = clock();
    const limits = limitsAt(c.now);
    for (let i = 0; i < 20; i++) {
      expect((await limits.login(from(`198.51.100.${i}`), "target@example.com")).ok).toBe(true);
      c.advance(1_000);
    }
    expect((await limits.login(from("198.51.100.200"), "target@example.com")).ok).toBe(false);
    expect((await limits.login(from("198.51.100.200"), "other@example.com")).ok).toBe(true);
  });

  it("login: 60 a minute per address across e-mails", async () => {
    const limits = limitsAt(clock().now);
    for (let i = 0; i < 60; i++)
      expect((await limits.login(from("203.0.113.9"), `user${i}@example.com`)).ok).toBe(true);
    expect((await limits.login(from("203.0.113.9"), "another@example.com")).ok).toBe(false);
    expect((await limits.login(from("203.0.113.10"), "another@example.com")).ok).toBe(true);
  });

  it("without a client address only the per-identifier limit applies (no shared bucket to lock everyone out)", async () => {
    const limits = limitsAt(clock().now);
    for (let i = 0; i < 30; i++) expect((await limits.login(from(null), `user${i}@example.com`)).ok).toBe(true);
    for (let i = 0; i < 5; i++) await limits.login(from(null), "same@example.com");
    expect((await limits.login(from(null), "same@example.com")).ok).toBe(false);
  });

  it("one-time codes: 5 checks per verification in 10 minutes", async () => {
    const c = clock();
    const limits = limitsAt(c.now);
    for (let i = 0; i < 5; i++)
      expect((await limits.oneTimeCode(from("203.0.113.7"), "user-1|verification-1")).ok).toBe(true);
    expect((await limits.oneTimeCode(from("203.0.113.7"), "user-1|verification-1")).ok).toBe(false);
    c.advance(10 * 60_000 + 1);
    expect((await limits.oneTimeCode(from("203.0.113.7"), "user-1|verification-1")).ok).toBe(true);
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
