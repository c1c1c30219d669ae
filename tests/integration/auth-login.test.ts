// The login and logout actions against the sandbox: one enumeration-safe message, no echoed
// password, tokens only in the cookie, the cookie's lifetime, cart merging, rate limits, the
// honeypot and safe redirects.
import { describe, expect, it } from "vitest";
import { getCart } from "~/.server/commerce/cart";
import { getCustomerCartId } from "~/.server/commerce/customer";
import { accountGateway } from "~/.server/platform";
import { HONEYPOT_FIELD } from "~/lib/form-kit";
import { ACCOUNT_INACTIVE, INCORRECT_CREDENTIALS } from "~/lib/schemas/auth";
import { CLIENT_IP_HEADER } from "~/.server/limits/rate-limit";
import { action, loader } from "~/routes/login/route";
import { action as logout } from "~/routes/logout/route";
import { DEVICE_REMINDER } from "~/.server/auth/sign-in";
import { userByCommerceToken } from "../../server/sandbox/accounts/store";
import { flashOf } from "../support/flash";
import {
  args,
  browserRequest,
  cartWith,
  caught,
  cookiesOf,
  location,
  changeTenant,
  cookieWith,
  DEMO,
  newCustomer,
  refuseMutation,
  sandboxDb,
  sessionOf,
  SKU,
  upstreamCalls,
  useRoutesSandbox,
  type FormResult,
} from "./routes-sandbox";
import { hosted } from "../support/session";

useRoutesSandbox();

const HOURS_2 = 2 * 3600;
const DAYS_30 = 30 * 24 * 3600;

async function post(path: string, fields: Record<string, string>, init: { cartId?: string; cookie?: string } = {}) {
  const cookie = init.cookie ?? (await cookieWith(init.cartId ? { cartId: init.cartId, cartCount: 2 } : {}));
  const form = { website: "", ...(path === "/login" ? { intent: "login" } : {}), ...fields };
  return browserRequest(path, { cookie, form });
}
const run = async (request: Request) => (await hosted(action)(args(request))) as Response | FormResult;
const login = async (fields: Record<string, string>, init?: { cartId?: string }) =>
  (await run(await post("/login", fields, init))) as Response;
/** the session cookie's Max-Age (the response sets the known-device cookie too) */
const maxAgeOf = (response: Response) =>
  Number(/Max-Age=(\d+)/.exec(response.headers.getSetCookie().find((c) => c.startsWith("ashless="))!)?.[1]);
const loginCalls = async () =>
  (await upstreamCalls("platform")).filter((c) => c.method === "POST" && c.path === "/users/authentication/sessions");

describe("login", () => {
  it("a refusal shows one message, keeps the e-mail and never echoes the password", async () => {
    const result = (await run(await post("/login", { email: DEMO.email, password: "wrong-secret" }))) as FormResult;
    expect(result.init.status).toBe(400);
    expect(result.data.result.error[""]).toEqual([INCORRECT_CREDENTIALS]);
    expect(result.data.result.initialValue.email).toBe(DEMO.email);
    expect(JSON.stringify(result.data)).not.toContain("wrong-secret");
    expect(new Headers(result.init.headers).get("Cache-Control")).toBe("private, no-store");
  });

  it("a deactivated account is told so, with what to do, only when its password is right", async () => {
    const customer = await newCustomer();
    (await accountGateway().deactivateAccount(customer.auth, customer.password)) satisfies unknown;
    const wrong = (await run(await post("/login", { email: customer.email, password: "Wrong-Pass-1" }))) as FormResult;
    expect(wrong.data.result.error[""]).toEqual([INCORRECT_CREDENTIALS]);
    const right = (await run(
      await post("/login", { email: customer.email, password: customer.password }),
    )) as FormResult;
    expect(right.init.status).toBe(403);
    expect(right.data.result.error[""]).toEqual([ACCOUNT_INACTIVE]);
    expect(right.data.result.initialValue.email).toBe(customer.email);
    expect(JSON.stringify(right.data)).not.toContain(customer.password);
  });

  it("signs in: tokens in the cookie only, which ends with the upstream session, and back to redirectTo", async () => {
    const response = await login({ email: DEMO.email, password: DEMO.password, redirectTo: "/account/orders?page=2" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/account/orders?page=2");
    const session = await sessionOf(response);
    // the sandbox's sign-in without "keep me logged in" lasts two hours
    const upstreamEnd = (Date.parse(session.get("authExpiresAt")!) - Date.now()) / 1000;
    expect(upstreamEnd).toBeGreaterThan(HOURS_2 - 60);
    expect(maxAgeOf(response)).toBeGreaterThan(upstreamEnd - 10);
    expect(maxAgeOf(response)).toBeLessThanOrEqual(upstreamEnd);
    expect(userByCommerceToken(sandboxDb(), session.get("commerceToken")!)?.uuid).toBe(DEMO.uuid);
    expect(session.get("customerName")).toBe("Alex");
    expect(await flashOf(response)).toEqual({ kind: "success", message: "Welcome back, Alex." });
  });

  it("reminds a customer with no registered device, as the sign-in answer says, to register one", async () => {
    const { email, password } = await newCustomer();
    expect(await flashOf(await login({ email, password }))).toEqual({
      kind: "success",
      message: `Welcome back, Sam. ${DEVICE_REMINDER}`,
    });
    // the demo customer's device is registered: no reminder (the test above)
  });

  it("merges the guest cart into the customer's, whose id the session then holds", async () => {
    const { email, password } = await newCustomer();
    const guest = await cartWith("default", [SKU, 2]);
    const session = await sessionOf(await login({ email, password }, { cartId: guest }));
    const token = session.get("commerceToken")!;
    const customerCart = await getCustomerCartId("default", token);
    expect(session.get("cartId")).toBe(customerCart);
    const merged = await getCart("default", customerCart, token);
    expect(merged.totalQuantity).toBe(2);
    expect(session.get("cartCount")).toBe(2);
  });

  it("a failed merge keeps the customer's cart and says what was not moved", async () => {
    const { email, password } = await newCustomer();
    const guest = await cartWith("default", [SKU, 2]);
    refuseMutation("mergeCarts", "The cart can't be merged.");
    const response = await login({ email, password }, { cartId: guest });
    const session = await sessionOf(response);
    expect(session.get("cartId")).toBe(await getCustomerCartId("default", session.get("commerceToken")!));
    expect(session.get("cartCount")).toBe(0);
    expect((await flashOf(response))?.message).toMatch(/couldn't move the 2 items from your cart/);
  });

  it("sends a session lifetime only when keep-me-logged-in is offered and ticked", async () => {
    const demo = { email: DEMO.email, password: DEMO.password };
    const kept = await login({ ...demo, keepLoggedIn: "on" });
    await login(demo);
    changeTenant((t) => void (t.defaultSessionTtl = 0)); // the tenant offers no longer sessions
    const notOffered = await login({ ...demo, keepLoggedIn: "on" });
    expect((await loginCalls()).map((c) => c.variables.session_ttl)).toEqual([DAYS_30, undefined, undefined]);
    expect(maxAgeOf(kept)).toBeGreaterThan(DAYS_30 - 60);
    expect(maxAgeOf(notOffered)).toBeLessThanOrEqual(HOURS_2);
  });

  it("limits attempts: the sixth in a minute for one e-mail gets 429 without asking upstream", async () => {
    for (let i = 0; i < 5; i++) await run(await post("/login", { email: "alex@example.com", password: `guess-${i}` }));
    const result = (await run(await post("/login", { email: "alex@example.com", password: "guess-6" }))) as FormResult;
    expect(result.init.status).toBe(429);
    expect(result.data.result.error[""]?.[0]).toMatch(
      /^Too many attempts\. Please try again in (\d+ seconds|1 minute)\.$/,
    );
    expect(result.data.result.initialValue.email).toBe("alex@example.com");
    expect(await loginCalls()).toHaveLength(5);
    // the limit is per address too: another shopper trying that e-mail is still answered
    const elsewhere = await post("/login", { email: "alex@example.com", password: "guess-7" });
    elsewhere.headers.set(CLIENT_IP_HEADER, "198.51.100.77");
    expect(((await run(elsewhere)) as FormResult).init.status).toBe(400);
    expect(await loginCalls()).toHaveLength(6);
  });

  // issue 36, 5: only failures count, and guesses spread over many addresses slow the guesser
  // down without locking the owner out of a browser they signed in with before
  const fromAddress = (ip: string, fields: Record<string, string>, cookie = "") =>
    new Request("http://shop.test/login", {
      method: "POST",
      body: new URLSearchParams({ intent: "login", website: "", ...fields }),
      headers: { [CLIENT_IP_HEADER]: ip, ...(cookie ? { Cookie: cookie } : {}) },
    });

  it("counts failures only: a customer signing in again and again is never stopped", async () => {
    const { email, password } = await newCustomer();
    for (let i = 0; i < 8; i++) expect((await login({ email, password })).status, `sign-in ${i + 1}`).toBe(302);
    for (let i = 0; i < 4; i++) await run(await post("/login", { email, password: `guess-${i}` }));
    expect((await login({ email, password })).status).toBe(302);
  });

  it("guesses from twenty addresses stop the guesser, not the owner in a browser they signed in with", async () => {
    const { email, password } = await newCustomer();
    const owner = cookiesOf(await login({ email, password }));
    const other = await newCustomer();
    const otherDevice = cookiesOf(await login({ email: other.email, password: other.password }));
    for (let i = 0; i < 20; i++) {
      const r = (await run(fromAddress(`198.51.100.${i + 1}`, { email, password: `guess-${i}` }))) as FormResult;
      expect(r.init.status, `guess ${i + 1}`).toBe(400);
    }
    // the next guess, from yet another address, is stopped, and told for how long
    const stopped = (await run(fromAddress("198.51.100.99", { email, password: "guess-x" }))) as FormResult;
    expect(stopped.init.status).toBe(429);
    expect(stopped.data.result.error[""]?.[0]).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    // so is the owner's right password from a browser that never signed in as them
    const signedInAsOther = (await run(fromAddress("198.51.100.98", { email, password }, otherDevice))) as FormResult;
    expect(signedInAsOther.init.status).toBe(429);
    // the owner, from a new address, in the browser they signed in with before, gets in
    const back = (await run(fromAddress("192.0.2.77", { email, password }, owner))) as Response;
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe("/account");
    // 23 sign-ins, each a password hash in the sandbox: slow on a busy machine
  }, 60_000);

  it("a filled honeypot looks like success but asks nothing upstream", async () => {
    const response = await login({ email: DEMO.email, password: DEMO.password, [HONEYPOT_FIELD]: "http://spam" });
    expect(response.status).toBe(302);
    expect(await upstreamCalls()).toEqual([]);
  });

  it("never redirects off-site after sign-in", async () => {
    const response = await login({ email: DEMO.email, password: DEMO.password, redirectTo: "//evil.example/x" });
    expect(response.headers.get("Location")).toBe("/account");
  });

  it("never redirects off-site through dot-segments, posted or already signed in (issue 36, 1)", async () => {
    const posted = await login({ email: DEMO.email, password: DEMO.password, redirectTo: "/%2e%2e//evil.example" });
    expect(posted.headers.get("Location")).toBe("/account");
    const cookie = cookiesOf(posted);
    const signedIn = location(
      await caught(hosted(loader)(args(browserRequest("/login?redirectTo=/.//evil.example", { cookie })))),
    );
    expect(signedIn).toBe("/account");
  });
});

describe("logout", () => {
  it("ends the upstream session, forgets tokens and carts, and says so", async () => {
    const signedIn = await sessionOf(await login({ email: DEMO.email, password: DEMO.password }));
    const auth = {
      userUuid: signedIn.get("userUuid")!,
      identityToken: signedIn.get("identityToken")!,
      sessionToken: signedIn.get("sessionToken")!,
    };
    expect(await accountGateway().validateSession(auth)).toBe(true);
    const cookie = await cookieWith(signedIn.data);
    const response = (await hosted(logout)(args(await post("/logout", { intent: "logout" }, { cookie })))) as Response;
    expect(await accountGateway().validateSession(auth)).toBe(false);
    expect(userByCommerceToken(sandboxDb(), signedIn.get("commerceToken")!)).toBeNull();
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Clear-Site-Data")).toBe('"cache"');
    const session = await sessionOf(response);
    for (const key of ["userUuid", "identityToken", "sessionToken", "commerceToken", "cartId"] as const)
      expect(session.get(key)).toBeUndefined();
    // the session is destroyed: its one cookie is removed, not rewritten
    const sessionCookies = response.headers.getSetCookie().filter((c) => c.startsWith("ashless="));
    expect(sessionCookies).toHaveLength(1);
    expect(sessionCookies[0]).toMatch(/^ashless=;.*Max-Age=0/);
    expect(await flashOf(response)).toEqual({ kind: "success", message: "You have been logged out." });
  });

  it("forgets the payment, the age checks and the order keys too (issue 36, 10)", async () => {
    const signedIn = await sessionOf(await login({ email: DEMO.email, password: DEMO.password }));
    const cookie = await cookieWith({
      ...signedIn.data,
      payment: { uuid: "p-1", orderNumber: "000000001", store: "default", from: "checkout", tokenize: false },
      ageVerification: { uuid: "v-1", back: "/checkout/payment" },
      ageGuest: { email: "a@example.com", country: "GB", verified: true, hiddenTried: true },
      orderKeys: { "cart-1": { key: "k-1", orderNumber: "000000001" } },
    });
    const response = (await hosted(logout)(args(await post("/logout", { intent: "logout" }, { cookie })))) as Response;
    const session = await sessionOf(response);
    for (const key of ["payment", "ageVerification", "ageGuest", "orderKeys", "lastOrder"] as const)
      expect(session.get(key), key).toBeUndefined();
  });
});
