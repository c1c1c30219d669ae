// The bot-check token (decision 0048): the unified platform (the sandbox) refuses each bad token
// on the calls it checks and takes a good one; the storefront's platform client sends a good one
// on every call of the one list, and a refusal reaches the shopper as a message with what they
// typed kept.
import { afterEach, describe, expect, it } from "vitest";
import { config, resetConfigForTests } from "~/.server/config";
import { createRestClient, RestError } from "~/.server/http/rest";
import { platformRest, TENANT_HEADER } from "~/.server/platform/adapter";
import {
  BOT_CHECK_ACTION,
  BOT_CHECK_ERROR_CODE,
  BOT_CHECK_REFUSED_MESSAGE,
  BOT_CHECKED_CALLS,
  botCheckToken,
} from "~/.server/platform/bot-check";
import { deviceGateway } from "~/.server/platform/devices";
import { deviceFieldMessage, deviceNotice, UNREADABLE_CODE } from "~/lib/device-notices";
import { CONTACT_INTENT } from "~/lib/form-names";
import { action as contact } from "~/routes/contact/route";
import { action as forgotPassword } from "~/routes/forgot-password/route";
import { action as login } from "~/routes/login/route";
import { action as register } from "~/routes/register/route";
import { action as resetPassword } from "~/routes/reset-password/route";
import { BOT_CHECK_ERROR, BOT_CHECKED_ROUTES } from "../../server/sandbox/platform/bot-check";
import { hosted } from "../support/session";
import { args, browserRequest, cookieWith, DEMO, useRoutesSandbox, type FormResult } from "./routes-sandbox";

useRoutesSandbox();

const FORGOT = "/users/password/forgot";

/** A POST straight to the sandbox's platform, with `token` as the bot-check token (or none). */
async function forgot(token: string | undefined) {
  const { url, tenant } = config().platform;
  const headers: Record<string, string> = { "Content-Type": "application/json", [TENANT_HEADER]: tenant };
  if (token !== undefined) headers["x-captcha-token"] = token;
  const res = await fetch(`${url}${FORGOT}`, { method: "POST", headers, body: JSON.stringify({ email: DEMO.email }) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as { error_code?: string } | null };
}

const MINUTE = 60_000;

describe("the unified platform's bot check", () => {
  it("takes a token minted for this call and action", async () => {
    const answer = await forgot(botCheckToken("POST", FORGOT));
    expect(answer.status).toBeLessThan(300);
    expect(answer.body?.error_code).toBeUndefined();
  });

  const bad: [string, () => string | undefined][] = [
    ["missing", () => undefined],
    ["empty", () => ""],
    ["not a token", () => "not-a-token"],
    ["forged (signed with another secret)", () => botCheckToken("POST", FORGOT, { secret: "x".repeat(64) })],
    [
      "tampered (expiry pushed back)",
      () => botCheckToken("POST", FORGOT).replace(/\.(\d+)\./, (_, e) => `.${Number(e) + 60}.`),
    ],
    ["expired", () => botCheckToken("POST", FORGOT, { now: Date.now() - 10 * MINUTE })],
    ["for another action", () => botCheckToken("POST", FORGOT, { action: "login" })],
    ["for another call", () => botCheckToken("POST", "/users")],
  ];
  for (const [kind, token] of bad)
    it(`refuses a ${kind} token with the platform's error answer`, async () => {
      const answer = await forgot(token());
      expect(answer.status).toBe(400);
      expect(answer.body?.error_code).toBe(BOT_CHECK_ERROR);
    });

  it("refuses a token sent twice (its nonce is spent)", async () => {
    const token = botCheckToken("POST", FORGOT);
    expect((await forgot(token)).status).toBeLessThan(300);
    const again = await forgot(token);
    expect(again.status).toBe(400);
    expect(again.body?.error_code).toBe(BOT_CHECK_ERROR);
  });

  it("checks exactly the calls of the storefront's list", () => {
    expect([...BOT_CHECKED_ROUTES].sort()).toEqual([...BOT_CHECKED_CALLS].sort());
    expect(BOT_CHECK_ACTION).toBe("submit");
  });
});

/** A listed call with its path's parameters filled in. */
const concrete = (call: string) => {
  const [method, path] = call.split(" ");
  return { method: method as "POST" | "PATCH" | "PUT" | "DELETE", path: path.replace(/:\w+/g, "x-1") };
};
const codeOf = async (p: Promise<unknown>) =>
  p.then(
    () => null,
    (error: unknown) => {
      if (error instanceof RestError) return error.code;
      throw error;
    },
  );

describe("the storefront's platform client", () => {
  for (const call of BOT_CHECKED_CALLS)
    it(`sends a token the platform takes on ${call}, which it refuses without one`, async () => {
      const { method, path } = concrete(call);
      const { url, tenant } = config().platform;
      const bare = createRestClient({ service: "platform", baseUrl: url, headers: { [TENANT_HEADER]: tenant } });
      expect(await codeOf(bare.request({ method, path, body: {} }))).toBe(BOT_CHECK_ERROR);
      // whatever else the platform says of an empty body, it is not the bot check
      expect(await codeOf(platformRest().request({ method, path, body: {} }))).not.toBe(BOT_CHECK_ERROR);
    });
});

describe("a refused bot check, as the shopper sees it", () => {
  afterEach(() => {
    delete process.env.BOT_CHECK_SECRET;
    resetConfigForTests();
  });
  // the storefront signs with a secret the platform does not share
  const disagree = () => {
    process.env.BOT_CHECK_SECRET = "a-secret-the-platform-does-not-know-0123456789abcdef";
    resetConfigForTests();
  };

  it("the contact form says so and keeps the message", async () => {
    disagree();
    const form = {
      intent: CONTACT_INTENT,
      website: "",
      name: "Sam Shopper",
      email: "sam@example.com",
      topic: "other",
      message: "Where is my parcel?",
      orderNumber: "",
    };
    const request = browserRequest("/contact", { cookie: await cookieWith({}), form });
    const r = (await hosted(contact)(args(request))) as FormResult;
    expect(r.init.status).toBe(400);
    expect(r.data.result.error[""]?.join(" ")).toContain(BOT_CHECK_REFUSED_MESSAGE);
    expect(r.data.result.initialValue.message).toBe("Where is my parcel?");
    expect(r.data.result.initialValue.email).toBe("sam@example.com");
  });

  it("sign-in says so, not that the password is wrong, and keeps the e-mail", async () => {
    disagree();
    const form = { intent: "login", website: "", email: DEMO.email, password: DEMO.password };
    const request = browserRequest("/login", { cookie: await cookieWith({}), form });
    const r = (await hosted(login)(args(request))) as FormResult;
    expect(r.init.status).toBe(400);
    expect(r.data.result.error[""]).toEqual([BOT_CHECK_REFUSED_MESSAGE]);
    expect(r.data.result.initialValue.email).toBe(DEMO.email);
    expect(JSON.stringify(r.data)).not.toContain(DEMO.password);
  });

  it("the password reset request says so instead of claiming it was sent", async () => {
    disagree();
    const form = { intent: "request-reset", website: "", email: "sam@example.com" };
    const request = browserRequest("/forgot-password", { cookie: await cookieWith({}), form });
    const r = (await hosted(forgotPassword)(args(request))) as FormResult;
    expect(r.init.status).toBe(400);
    expect(r.data.result.error[""]).toEqual([BOT_CHECK_REFUSED_MESSAGE]);
    expect(r.data.result.initialValue.email).toBe("sam@example.com");
  });

  it("registration says so at the top and keeps what was typed, not the password", async () => {
    disagree();
    const form = {
      intent: "register",
      website: "",
      email: "new-shopper@example.com",
      password: "Sup3rSecret",
      firstname: "Sam",
      lastname: "Smith",
      dob: "1990-03-27",
      custom_preferred_store: "Leeds",
      "consent_gdpr-privacy": "on",
    };
    const request = browserRequest("/register", { cookie: await cookieWith({}), form });
    const r = (await hosted(register)(args(request))) as FormResult;
    expect(r.init.status).toBe(400);
    expect(r.data.result.error[""]).toEqual([BOT_CHECK_REFUSED_MESSAGE]);
    expect(r.data.result.initialValue).toMatchObject({ email: "new-shopper@example.com", firstname: "Sam" });
    expect(JSON.stringify(r.data)).not.toContain("Sup3rSecret");
  });

  it("a new password from a reset link says so and keeps the link, rather than calling it unusable", async () => {
    disagree();
    const form = {
      intent: "reset-password",
      website: "",
      token: "tok-123456789",
      password: "N3wPassword",
      confirmPassword: "N3wPassword",
    };
    const request = browserRequest("/reset-password?token=tok-123456789", { cookie: await cookieWith({}), form });
    const r = (await hosted(resetPassword)(args(request))) as FormResult;
    expect(r.init.status).toBe(400);
    expect(r.data.result.error[""]).toEqual([BOT_CHECK_REFUSED_MESSAGE]);
    expect(r.data.result.initialValue.token).toBe("tok-123456789");
  });

  it("a guest's device registration is a notice over the form, not a complaint about the code", async () => {
    disagree();
    const r = await deviceGateway().registerGuest("device-1", "order-1");
    if (r.ok) throw new Error("expected the bot check to refuse");
    expect(r.error.code).toBe(BOT_CHECK_ERROR_CODE);
    expect(deviceFieldMessage(r.error)).toBeNull();
    expect(deviceFieldMessage({ ...r.error, code: "INVALID_CODE" })).toBe(UNREADABLE_CODE);
    expect(deviceNotice(r.error.status).tryLater).toBe(true);
  });
});
