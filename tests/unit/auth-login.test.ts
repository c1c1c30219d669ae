// The login and logout actions against fake gateways: one enumeration-safe message, no
// echoed password, tokens only in the cookie, the cookie's lifetime, cart merging, rate
// limits, the honeypot and safe redirects.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { flashOf } from "../support/flash";

const account = vi.hoisted(() => ({ login: vi.fn(), logout: vi.fn() }));
const customer = vi.hoisted(() => ({ getCustomerCartId: vi.fn(), mergeCarts: vi.fn(), isSessionExpired: () => false }));
const cartApi = vi.hoisted(() => ({ getCart: vi.fn() }));
const settings = vi.hoisted(() => ({ ttl: 3600 }));
vi.mock("~/.server/platform/account", () => ({ accountGateway: () => account }));
vi.mock("~/.server/commerce/customer", () => customer);
vi.mock("~/.server/commerce/cart", () => cartApi);
vi.mock("~/.server/platform", () => ({
  platform: () => ({ getUserConfiguration: async () => ({ defaultSessionTtlSeconds: settings.ttl }) }),
}));

const { action } = await import("~/routes/login");
const { action: logout } = await import("~/routes/logout");
const { commitSession, getSession } = await import("~/.server/session");
const { INCORRECT_CREDENTIALS } = await import("~/lib/schemas/auth");
const { HONEYPOT_FIELD } = await import("~/lib/form-kit");

let ip = 0;
async function post(
  path: string,
  fields: Record<string, string>,
  init: { cartId?: string; cartCount?: number; cookie?: string } = {},
) {
  const session = await getSession(new Request("http://shop.test/"));
  if (init.cartId) session.set("cartId", init.cartId);
  if (init.cartCount) session.set("cartCount", init.cartCount);
  const body = new URLSearchParams({ website: "", ...(path === "/login" ? { intent: "login" } : {}), ...fields });
  const cookie = init.cookie ?? (await commitSession(session)).split(";")[0];
  // each test its own client address: the limits are per address
  return new Request(`http://shop.test${path}`, {
    method: "POST",
    body,
    headers: { Cookie: cookie, "x-ashless-client-ip": `203.0.113.${ip}` },
  });
}
const run = (request: Request) =>
  action({ request, params: {}, context: {} }) as Promise<Response | { data: unknown; init: ResponseInit | null }>;
const sessionOf = async (response: Response) =>
  getSession(new Request("http://x/", { headers: { Cookie: response.headers.get("Set-Cookie")!.split(";")[0] } }));

const signIn = (expiresInSeconds: number) => ({
  userUuid: "u-1",
  identityToken: "id-tok",
  commerceToken: "co-tok",
  sessionToken: "se-tok",
  firstname: "Alex",
  lastname: "Doe",
  email: "alex@example.com",
  expiresAt: new Date(Date.now() + expiresInSeconds * 1000).toISOString(),
  consentRenewalRequired: false,
  isAgeVerified: true,
});
const cart = (id: string, totalQuantity: number) => ({
  id,
  items: Array.from({ length: totalQuantity }, () => ({})),
  totalQuantity,
});

beforeEach(() => {
  vi.clearAllMocks();
  ip += 1;
  settings.ttl = 3600;
  customer.getCustomerCartId.mockResolvedValue("customer-cart");
  cartApi.getCart.mockImplementation(async (_store: string, id: string) =>
    id === "guest-cart" ? cart("guest-cart", 2) : cart(id, 1),
  );
});

describe("login", () => {
  it("a refusal shows one message, keeps the e-mail and never echoes the password", async () => {
    account.login.mockResolvedValue({ ok: false, error: { code: "INVALID_CREDENTIALS", message: "x", status: 401 } });
    const result = (await run(await post("/login", { email: "alex@example.com", password: "wrong-secret" }))) as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };
      init: ResponseInit;
    };
    expect(result.init.status).toBe(400);
    expect(result.data.result.error[""]).toEqual([INCORRECT_CREDENTIALS]);
    expect(result.data.result.initialValue.email).toBe("alex@example.com");
    expect(JSON.stringify(result.data)).not.toContain("wrong-secret");
    expect(new Headers(result.init.headers).get("Cache-Control")).toBe("no-store");
  });

  it("signs in: tokens in the cookie only, which ends with the upstream session, and back to redirectTo", async () => {
    account.login.mockResolvedValue({ ok: true, value: signIn(1800) });
    const response = (await run(
      await post("/login", { email: "alex@example.com", password: "right", redirectTo: "/account/orders?page=2" }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/account/orders?page=2");
    const maxAge = Number(/Max-Age=(\d+)/.exec(response.headers.get("Set-Cookie")!)?.[1]);
    expect(maxAge).toBeGreaterThan(1790);
    expect(maxAge).toBeLessThanOrEqual(1800);
    const session = await sessionOf(response);
    expect(session.get("commerceToken")).toBe("co-tok");
    expect(session.get("customerName")).toBe("Alex");
    expect(await flashOf(response)).toEqual({ kind: "success", message: "Welcome back, Alex." });
  });

  it("merges the guest cart into the customer's, whose id the session then holds", async () => {
    account.login.mockResolvedValue({ ok: true, value: signIn(1800) });
    customer.mergeCarts.mockResolvedValue(cart("customer-cart", 5));
    const response = (await run(
      await post("/login", { email: "alex@example.com", password: "right" }, { cartId: "guest-cart", cartCount: 2 }),
    )) as Response;
    expect(customer.mergeCarts).toHaveBeenCalledWith("default", "guest-cart", "customer-cart", "co-tok");
    const session = await sessionOf(response);
    expect(session.get("cartId")).toBe("customer-cart");
    expect(session.get("cartCount")).toBe(5);
  });

  it("a failed merge keeps the customer's cart and says what was not moved", async () => {
    account.login.mockResolvedValue({ ok: true, value: signIn(1800) });
    customer.mergeCarts.mockRejectedValue(new Error("merge refused"));
    const response = (await run(
      await post("/login", { email: "alex@example.com", password: "right" }, { cartId: "guest-cart", cartCount: 2 }),
    )) as Response;
    const session = await sessionOf(response);
    expect(session.get("cartId")).toBe("customer-cart");
    expect(session.get("cartCount")).toBe(1);
    expect((await flashOf(response))?.message).toMatch(/couldn't move the 2 items from your basket/);
  });

  it("sends a session lifetime only when keep-me-logged-in is offered and ticked", async () => {
    account.login.mockResolvedValue({ ok: true, value: signIn(60) });
    await run(await post("/login", { email: "a@example.com", password: "p", keepLoggedIn: "on" }));
    await run(await post("/login", { email: "a@example.com", password: "p" }));
    settings.ttl = 0;
    await run(await post("/login", { email: "a@example.com", password: "p", keepLoggedIn: "on" }));
    expect(account.login.mock.calls.map((c) => c[2])).toEqual([true, false, false]);
  });

  it("limits attempts: the sixth in a minute for one e-mail gets 429 without asking upstream", async () => {
    account.login.mockResolvedValue({ ok: false, error: { code: "INVALID_CREDENTIALS", message: "x", status: 401 } });
    for (let i = 0; i < 5; i++) await run(await post("/login", { email: "alex@example.com", password: `guess-${i}` }));
    const result = (await run(await post("/login", { email: "alex@example.com", password: "guess-6" }))) as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };
      init: ResponseInit;
    };
    expect(result.init.status).toBe(429);
    expect(result.data.result.error[""]).toEqual(["Too many attempts. Please try again in a few minutes."]);
    expect(result.data.result.initialValue.email).toBe("alex@example.com");
    expect(account.login).toHaveBeenCalledTimes(5);
  });

  it("a filled honeypot looks like success but asks nothing upstream", async () => {
    const response = (await run(
      await post("/login", { email: "bot@example.com", password: "x", [HONEYPOT_FIELD]: "http://spam" }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(account.login).not.toHaveBeenCalled();
  });

  it("never redirects off-site after sign-in", async () => {
    account.login.mockResolvedValue({ ok: true, value: signIn(600) });
    const response = (await run(
      await post("/login", { email: "a@example.com", password: "p", redirectTo: "//evil.example/x" }),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/account");
  });
});

describe("logout", () => {
  it("ends the upstream session, forgets tokens and carts, and says so", async () => {
    account.login.mockResolvedValue({ ok: true, value: signIn(1800) });
    const signedIn = (await run(await post("/login", { email: "alex@example.com", password: "right" }))) as Response;
    const cookie = signedIn.headers.get("Set-Cookie")!.split(";")[0];
    const response = (await logout({
      request: await post("/logout", { intent: "logout" }, { cookie }),
      params: {},
      context: {},
    })) as Response;
    expect(account.logout).toHaveBeenCalledWith({ userUuid: "u-1", identityToken: "id-tok", sessionToken: "se-tok" });
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Clear-Site-Data")).toBe('"cache"');
    const session = await sessionOf(response);
    for (const key of ["userUuid", "identityToken", "sessionToken", "commerceToken", "cartId"] as const)
      expect(session.get(key)).toBeUndefined();
    expect(await flashOf(response)).toEqual({ kind: "success", message: "You have been logged out." });
  });
});
