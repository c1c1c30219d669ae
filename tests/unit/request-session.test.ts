// The request-scoped session the host opens once per request and commits once, when it changed:
// the session cookie and the flash cookie, written as one Set-Cookie each at most.
import { describe, expect, it } from "vitest";
import { openSession } from "~/.server/session/request-session";

const request = (cookie?: string) => new Request("http://shop.test/", { headers: cookie ? { Cookie: cookie } : {} });
const pairs = (cookies: string[]) => cookies.map((c) => c.split(";")[0]).join("; ");
const named = (cookies: string[], name: string) => cookies.filter((c) => c.startsWith(`${name}=`));

async function cookieHolding(data: Record<string, unknown>) {
  const session = await openSession(request());
  for (const [key, value] of Object.entries(data)) session.set(key as "cartId", value as string);
  return pairs(await session.commit());
}

describe("the request's session", () => {
  it("sets no cookie for a visitor whose session nothing changed", async () => {
    const session = await openSession(request());
    expect(session.get("cartId")).toBeUndefined();
    expect(session.takeFlash()).toBeNull();
    expect(await session.commit()).toEqual([]);
  });

  it("sets no cookie when what was set is what the cookie held", async () => {
    const cookie = await cookieHolding({ cartId: "c1", cartCount: 2 });
    const session = await openSession(request(cookie));
    session.set("cartCount", 2);
    expect(await session.commit()).toEqual([]);
  });

  it("sets exactly one session cookie when it changed, HttpOnly and SameSite=Lax, which reads back", async () => {
    const session = await openSession(request(await cookieHolding({ cartId: "c1" })));
    session.set("cartCount", 3);
    session.unset("cartId");
    const cookies = await session.commit();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^ashless=.*HttpOnly.*SameSite=Lax/);
    const again = await openSession(request(pairs(cookies)));
    expect(again.get("cartCount")).toBe(3);
    expect(again.get("cartId")).toBeUndefined();
  });

  it("while signed in, the cookie ends when the upstream session does", async () => {
    const session = await openSession(request());
    const end = new Date(Date.now() + 3600_000);
    session.set("userUuid", "u1");
    session.set("authExpiresAt", end.toISOString());
    const [cookie] = await session.commit();
    expect(cookie).toContain(`Expires=${end.toUTCString()}`);
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeGreaterThan(3590);
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeLessThanOrEqual(3600);
  });

  it("destroy removes the cookie (sign-out)", async () => {
    const session = await openSession(request(await cookieHolding({ userUuid: "u1", cartId: "c1" })));
    session.destroy();
    expect(session.get("userUuid")).toBeUndefined();
    const cookies = await session.commit();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^ashless=;.*Max-Age=0/);
  });

  it("refuses a cookie over the browsers' limit rather than lose the cart", async () => {
    const session = await openSession(request());
    session.set("customerName", "x".repeat(5000));
    await expect(session.commit()).rejects.toThrow(/too large/);
  });

  it("a flash is one cookie of its own, read once by takeFlash and cleared then", async () => {
    const action = await openSession(request());
    action.flash({ kind: "success", message: "Added to your cart." });
    const set = await action.commit();
    expect(named(set, "ashless-flash")).toHaveLength(1);
    expect(named(set, "ashless")).toHaveLength(0);

    const next = await openSession(request(pairs(set)));
    expect(next.takeFlash()).toEqual({ kind: "success", message: "Added to your cart." });
    expect(next.takeFlash()).toBeNull();
    const cleared = await next.commit();
    expect(cleared).toHaveLength(1);
    expect(cleared[0]).toMatch(/^ashless-flash=;.*Max-Age=0/);

    // a page that does not show it (no root loader: a resource route) leaves it alone
    const untouched = await openSession(request(pairs(set)));
    expect(await untouched.commit()).toEqual([]);
  });

  it("a tampered flash cookie is no message", async () => {
    const action = await openSession(request());
    action.flash({ kind: "error", message: "Hello" });
    const [pair] = pairs(await action.commit()).split("; ");
    const next = await openSession(request(`${pair.slice(0, -4)}abcd`));
    expect(next.takeFlash()).toBeNull();
  });
});
