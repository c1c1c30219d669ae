import { describe, expect, it } from "vitest";
import { botCheckToken } from "~/.server/platform/bot-check";
import { platformLegacyModule, platformModule } from "../../server/sandbox/platform";
import { unsubscribeToken } from "../../server/sandbox/accounts/unsubscribe-links";
import { useSandboxModules } from "./sandbox-server";

// The platform sandbox's unsubscribe link (decision 0020): the messaging DELETE takes the
// e-mail link's token in place of a signed-in customer, in both flavours.
const sandbox = useSandboxModules([platformModule, platformLegacyModule]);
const TENANT = { "x-tenant-code": "ashless-gb", "content-type": "application/json" };

async function subscriber(base: string) {
  const res = await fetch(`${sandbox.origin}${base}/_sandbox/marketing/subscribers`, {
    method: "POST",
    headers: TENANT,
    body: JSON.stringify({ email: `n-${Math.random()}@example.com` }),
  });
  const body = (await res.json()) as { subscriber_uuid?: string; data?: { subscriber_uuid: string } };
  return (body.data ?? body).subscriber_uuid!;
}
const subscribed = async (base: string, uuid: string) =>
  (await fetch(`${sandbox.origin}${base}/_sandbox/marketing/subscribers/${uuid}`)).status === 200;

describe("unsubscribe link token", () => {
  it("unified: DELETE with the link's token removes that subscriber only", async () => {
    const [a, b] = [await subscriber("/platform"), await subscriber("/platform")];
    const del = (uuid: string, token?: string) =>
      fetch(`${sandbox.origin}/platform/api/messaging/marketing-communications/${uuid}`, {
        method: "DELETE",
        headers: { ...TENANT, ...(token === undefined ? {} : { "x-unsubscribe-token": token }) },
      });
    expect((await del(b, unsubscribeToken(a))).status).toBe(401);
    expect((await del(b, "")).status).toBe(401);
    expect((await del(b)).status).toBe(401); // neither a token nor a signed-in customer
    expect(await subscribed("/platform", b)).toBe(true);
    expect((await del(b, unsubscribeToken(b))).status).toBe(204);
    expect(await subscribed("/platform", b)).toBe(false);
    expect((await del(b, unsubscribeToken(b))).status).toBe(204); // a link used twice
    expect(await subscribed("/platform", a)).toBe(true);
  });

  it("legacy: POST /unsubscribe with the token does the same", async () => {
    const a = await subscriber("/platform-legacy");
    const post = (token: string) =>
      fetch(`${sandbox.origin}/platform-legacy/unsubscribe`, {
        method: "POST",
        headers: TENANT,
        body: JSON.stringify({ subscriberId: a, token }),
      });
    expect((await post("x".repeat(43))).status).toBe(401);
    expect((await post(unsubscribeToken(a))).status).toBe(204);
    expect(await subscribed("/platform-legacy", a)).toBe(false);
  });
});

describe("messaging forms (the contact form)", () => {
  // the unified platform checks a bot-check token on this call (decision 0048); the legacy one has none
  const unified = "/platform/";
  const botCheck = (path: string) =>
    path.startsWith(unified)
      ? { "x-captcha-token": botCheckToken("POST", path.slice(unified.length - 1)) }
      : ({} as Record<string, string>);
  const send = (path: string, body: unknown) =>
    fetch(`${sandbox.origin}${path}`, {
      method: "POST",
      headers: { ...TENANT, ...botCheck(path) },
      body: JSON.stringify(body),
    });
  const form = (email: string, message = "Hello") => ({
    user: null,
    type: "contact",
    channel: "web",
    payload: { message },
    data_subject: { email },
  });

  it("keeps a valid form in both flavours and refuses one without an address or a message", async () => {
    const unified = await send("/platform/api/messaging/forms", form("a@example.com"));
    expect(unified.status).toBe(201);
    expect(await unified.json()).toMatchObject({ id: expect.any(Number) });
    const legacy = await send("/platform-legacy/contact-form", form("a@example.com"));
    expect(legacy.status).toBe(201);
    expect(await legacy.json()).toMatchObject({ data: { id: expect.any(Number) } });
    expect((await send("/platform/api/messaging/forms", form("nope"))).status).toBe(422);
    expect((await send("/platform/api/messaging/forms", form("b@example.com", " "))).status).toBe(422);
    expect((await send("/platform/api/messaging/forms", { ...form("b@example.com"), type: "x" })).status).toBe(422);
    const read = await fetch(`${sandbox.origin}/platform/_sandbox/messaging/forms?email=a@example.com`);
    expect(((await read.json()) as { forms: unknown[] }).forms).toHaveLength(2);
  });
});
