import { randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";

async function freshSessionModule() {
  // the cookie's settings are read once per module instance
  vi.resetModules();
  return import("~/.server/session/session");
}

describe("cookie session", () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it("keeps cart ids per store view and sets an HttpOnly, SameSite=Lax cookie", async () => {
    const { getSession, commitSession } = await freshSessionModule();
    const session = await getSession(new Request("http://x/"));
    session.set("cartId", "cart-a");
    session.set("trialCartId", "cart-t");
    const cookie = await commitSession(session);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const again = await getSession(new Request("http://x/", { headers: { Cookie: cookie.split(";")[0] } }));
    expect(again.get("cartId")).toBe("cart-a");
    expect(again.get("trialCartId")).toBe("cart-t");
  });

  it("rejects a tampered cookie", async () => {
    const { getSession, commitSession } = await freshSessionModule();
    const session = await getSession(new Request("http://x/"));
    session.set("cartId", "cart-a");
    const [pair] = (await commitSession(session)).split(";");
    const [name, value] = pair.split("=");
    const forged = `${name}=${value.slice(0, -3)}abc`;
    const again = await getSession(new Request("http://x/", { headers: { Cookie: forged } }));
    expect(again.get("cartId")).toBeUndefined();
  });

  it("uses the __Host- prefixed Secure cookie in production", async () => {
    const env = { ...process.env };
    Object.assign(process.env, {
      NODE_ENV: "production",
      SESSION_SECRETS: `${randomBytes(32).toString("hex")},${randomBytes(32).toString("base64")}`,
      PAYMENT_PAGE_ORIGINS: "https://pay.example",
      BOT_CHECK_SECRET: randomBytes(32).toString("hex"),
    });
    delete process.env.SESSION_COOKIE_SECURE;
    try {
      const { getSession, commitSession } = await freshSessionModule();
      const session = await getSession(new Request("https://x/"));
      session.set("cartId", "c");
      const cookie = await commitSession(session);
      expect(cookie.startsWith("__Host-ashless=")).toBe(true);
      expect(cookie).toMatch(/Secure/);
    } finally {
      process.env = env;
    }
  });

  it("keeps the upstream tokens out of sight: the cookie is ciphertext", async () => {
    const { getSession, commitSession } = await freshSessionModule();
    const session = await getSession(new Request("http://x/"));
    session.set("commerceToken", "commerce-token-secret-value");
    session.set("identityToken", "identity-token-secret-value");
    const [pair] = (await commitSession(session)).split(";");
    const value = pair.slice(pair.indexOf("=") + 1);
    for (const decoded of [value, Buffer.from(value, "base64").toString("latin1"), decodeURIComponent(value)]) {
      expect(decoded).not.toContain("token-secret-value");
    }
    const again = await getSession(new Request("http://x/", { headers: { Cookie: pair } }));
    expect(again.get("commerceToken")).toBe("commerce-token-secret-value");
  });

  it("reads cookies sealed with an older secret after a rotation, and writes with the new one", async () => {
    const env = { ...process.env };
    try {
      process.env.SESSION_SECRETS = "old-secret";
      const before = await freshSessionModule();
      const session = await before.getSession(new Request("http://x/"));
      session.set("cartId", "kept");
      const [pair] = (await before.commitSession(session)).split(";");
      process.env.SESSION_SECRETS = "new-secret,old-secret";
      const after = await freshSessionModule();
      const rotated = await after.getSession(new Request("http://x/", { headers: { Cookie: pair } }));
      expect(rotated.get("cartId")).toBe("kept");
      // unchanged, it is still sealed again, with the new secret
      const [resealed] = (await after.commitSession(rotated)).split(";");
      expect(resealed).not.toBe(pair);
      process.env.SESSION_SECRETS = "new-secret";
      const newOnly = await freshSessionModule();
      expect(
        (await newOnly.getSession(new Request("http://x/", { headers: { Cookie: resealed } }))).get("cartId"),
      ).toBe("kept");
      process.env.SESSION_SECRETS = "someone-else";
      const stranger = await freshSessionModule();
      const read = await stranger.getSession(new Request("http://x/", { headers: { Cookie: pair } }));
      expect(read.get("cartId")).toBeUndefined();
    } finally {
      process.env = env;
    }
  });

  it("sends the same sealed value back while the session is unchanged, and seals it again once it changes", async () => {
    const { getSession, commitSession } = await freshSessionModule();
    const first = await getSession(new Request("http://x/"));
    first.set("cartId", "c1");
    first.set("cartCount", 2);
    const [pair] = (await commitSession(first)).split(";");
    const read = (cookie: string) => getSession(new Request("http://x/", { headers: { Cookie: cookie } }));

    const unchanged = await read(pair);
    unchanged.set("cartCount", 2);
    expect((await commitSession(unchanged)).split(";")[0]).toBe(pair);

    const changed = await read(pair);
    changed.set("cartCount", 3);
    const [next] = (await commitSession(changed)).split(";");
    expect(next).not.toBe(pair);
    expect((await read(next)).get("cartCount")).toBe(3);

    const emptied = await read(pair);
    emptied.unset("cartId");
    const [after] = (await commitSession(emptied)).split(";");
    expect(after).not.toBe(pair);
    expect((await read(after)).get("cartId")).toBeUndefined();
  });

  it("refuses to start in production without SESSION_SECRETS", async () => {
    const env = { ...process.env };
    try {
      Object.assign(process.env, { NODE_ENV: "production" });
      delete process.env.SESSION_SECRETS;
      delete process.env.SANDBOX;
      const { config } = await import("~/.server/config");
      expect(() => config()).toThrow(/SESSION_SECRETS: required in production/);
    } finally {
      process.env = env;
    }
  });

  it("refuses to start in production without the providers' origins", async () => {
    const env = { ...process.env };
    try {
      Object.assign(process.env, {
        NODE_ENV: "production",
        SESSION_SECRETS: "0123456789abcdef".repeat(4),
        BOT_CHECK_SECRET: "fedcba9876543210".repeat(4),
      });
      delete process.env.PAYMENT_PAGE_ORIGINS;
      const { config, resetConfigForTests } = await import("~/.server/config");
      resetConfigForTests();
      expect(() => config()).toThrow(/PAYMENT_PAGE_ORIGINS: required in production/);
      // (server/start.ts names the sandbox's origin when it starts one)
      Object.assign(process.env, { PAYMENT_PAGE_ORIGINS: "https://pay.example/, https://bank.example" });
      resetConfigForTests();
      expect(config().payment.pageOrigins).toEqual(["https://pay.example", "https://bank.example"]);
    } finally {
      process.env = env;
    }
  });
});
