// Registration and password-reset actions against fake gateways.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { flashOf } from "../support/flash";

const account = vi.hoisted(() => ({
  getRegistrationForm: vi.fn(),
  register: vi.fn(),
  verifyReferralCode: vi.fn(),
  requestPasswordReset: vi.fn(),
  resetPassword: vi.fn(),
}));
const customer = vi.hoisted(() => ({ getCustomerCartId: vi.fn(), mergeCarts: vi.fn(), isSessionExpired: () => false }));
const cartApi = vi.hoisted(() => ({ getCart: vi.fn() }));
const rules = { minLength: 8, minLowerCase: 1, minUpperCase: 1, minNumber: 1, minSymbol: 0, excludeUsername: true };
vi.mock("~/.server/platform/account", () => ({ accountGateway: () => account }));
vi.mock("~/.server/commerce/customer", () => customer);
vi.mock("~/.server/commerce/cart", () => cartApi);
vi.mock("~/.server/platform", () => ({
  platform: () => ({
    getUserConfiguration: async () => ({
      registrationFields: [
        { name: "first_name", label: "Given name", type: "text", required: true },
        { name: "phone", label: "Mobile", type: "tel", required: false },
      ],
      defaultSessionTtlSeconds: 0,
      passwordRequirements: rules,
    }),
    getPasswordRequirements: async () => rules,
  }),
}));

const register = await import("~/routes/register");
const forgot = await import("~/routes/forgot-password");
const reset = await import("~/routes/reset-password");
const { getSession } = await import("~/.server/session");

let ip = 0;
const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://shop.test${path}`, {
    method: "POST",
    body: new URLSearchParams({ website: "", ...fields }),
    headers: { "x-ashless-client-ip": `198.51.100.${ip}` },
  });
const args = (request: Request) => ({ request, params: {}, context: {} });
type Failed = {
  data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };
  init: ResponseInit;
};

const form = {
  intent: "register",
  email: "sam@example.com",
  password: "Sup3rSecret",
  firstname: "Sam",
  lastname: "Smith",
  dob: "1990-03-27",
  custom_preferred_store: "Leeds",
  "consent_gdpr-privacy": "on",
};

beforeEach(() => {
  vi.clearAllMocks();
  ip += 1;
  account.getRegistrationForm.mockResolvedValue({
    customAttributes: [
      {
        code: "preferred_store",
        type: "text",
        label: "Preferred store",
        hint: null,
        isRequired: false,
        displayAfter: "favourite_flavour",
      },
      {
        code: "favourite_flavour",
        type: "select",
        label: "Favourite flavour",
        hint: null,
        isRequired: false,
        displayAfter: null,
        options: [{ value: "berry", label: "Berry" }],
      },
    ],
    consents: [
      { id: "gdpr-privacy", category: "GDPR", label: "Privacy notice", required: true },
      { id: "marketing-email", category: "email", label: "News", required: false },
    ],
  });
  customer.getCustomerCartId.mockResolvedValue("customer-cart");
  cartApi.getCart.mockResolvedValue({ id: "customer-cart", items: [], totalQuantity: 0 });
});

describe("registration", () => {
  it("shows the configured fields, the custom attributes in display_after order and the rules", async () => {
    const loaded = (await register.loader(args(new Request("http://shop.test/register")))) as unknown as {
      data: { options: { fields: { name: string; label: string }[]; customAttributes: { code: string }[] } };
    };
    expect(loaded.data.options.customAttributes.map((a) => a.code)).toEqual(["favourite_flavour", "preferred_store"]);
    expect(loaded.data.options.fields.map((f) => f.name)).toEqual([
      "email",
      "password",
      "firstname",
      "lastname",
      "dob",
      "telephone",
    ]);
    expect(loaded.data.options.fields.find((f) => f.name === "firstname")?.label).toBe("Given name");
  });

  it("creates the account, signs the customer in and welcomes them on /account", async () => {
    account.register.mockResolvedValue({
      ok: true,
      value: {
        userUuid: "u",
        identityToken: "i",
        sessionToken: "s",
        commerceToken: "c",
        firstname: "Sam",
        lastname: "Smith",
        email: "sam@example.com",
        expiresAt: new Date(Date.now() + 3600_000).toISOString(),
        consentRenewalRequired: false,
        isAgeVerified: false,
      },
    });
    const response = (await register.action(args(post("/register", form)))) as Response;
    expect(account.register).toHaveBeenCalledWith({
      email: "sam@example.com",
      password: "Sup3rSecret",
      firstname: "Sam",
      lastname: "Smith",
      dob: "1990-03-27",
      telephone: null,
      customAttributes: { preferred_store: "Leeds" },
      referralCode: null,
      consents: [
        { id: "gdpr-privacy", accepted: true },
        { id: "marketing-email", accepted: false },
      ],
    });
    expect(response.headers.get("Location")).toBe("/account");
    const session = await getSession(
      new Request("http://x/", { headers: { Cookie: response.headers.get("Set-Cookie")!.split(";")[0] } }),
    );
    expect(session.get("commerceToken")).toBe("c");
    expect((await flashOf(response))?.message).toBe("Welcome to Ashless, Sam! Your account is ready.");
  });

  it("an invalid referral code is a message on its field; nothing is registered", async () => {
    account.verifyReferralCode.mockResolvedValue(false);
    const result = (await register.action(args(post("/register", { ...form, referralCode: "NOPE42" })))) as Failed;
    expect(result.init.status).toBe(400);
    expect(result.data.result.error.referralCode).toEqual([
      "This referral code isn't valid. Check it, or leave the field empty.",
    ]);
    expect(account.register).not.toHaveBeenCalled();
  });

  it("the platform's refusals land on their fields, and the password is never sent back", async () => {
    account.register.mockResolvedValue({
      ok: false,
      error: {
        code: "REQUIRED",
        message: "Preferred store is required.",
        field: "customAttributes.preferred_store",
        status: 422,
      },
    });
    const result = (await register.action(args(post("/register", form)))) as Failed;
    expect(result.data.result.error.custom_preferred_store).toEqual(["Preferred store is required."]);
    expect(result.data.result.initialValue.email).toBe("sam@example.com");
    expect(result.data.result.initialValue.password).toBeUndefined();
  });
});

describe("password reset", () => {
  it("answers the same for any e-mail address", async () => {
    const known = (await forgot.action(
      args(post("/forgot-password", { intent: "request-reset", email: "sam@example.com" })),
    )) as Response;
    const unknown = (await forgot.action(
      args(post("/forgot-password", { intent: "request-reset", email: "nobody@example.com" })),
    )) as Response;
    expect(known.headers.get("Location")).toBe("/forgot-password?sent=1");
    expect(unknown.headers.get("Location")).toBe(known.headers.get("Location"));
    expect(account.requestPasswordReset).toHaveBeenCalledTimes(2);
  });

  it("an expired link says so; a good one leads to log in", async () => {
    account.resetPassword.mockResolvedValueOnce({
      ok: false,
      error: { code: "INVALID_TOKEN", message: "x", field: "token", status: 422 },
    });
    const fields = {
      intent: "reset-password",
      token: "tok-123456789",
      password: "N3wPassword",
      confirmPassword: "N3wPassword",
    };
    const refused = (await reset.action(args(post("/reset-password?token=tok-123456789", fields)))) as Response;
    // the page without a token is the one that says the link can't be used
    expect(refused.headers.get("Location")).toBe("/reset-password");
    account.resetPassword.mockResolvedValueOnce({ ok: true, value: undefined });
    const done = (await reset.action(args(post("/reset-password?token=tok-123456789", fields)))) as Response;
    expect(done.headers.get("Location")).toBe("/login");
  });

  it("after a failed submit the checklist says which rules the password missed", async () => {
    const fields = {
      intent: "reset-password",
      token: "tok-123456789",
      password: "weakling",
      confirmPassword: "weakling",
    };
    const result = (await reset.action(args(post("/reset-password", fields)))) as unknown as {
      data: { detail: { rule: string; met: boolean }[] };
    };
    expect(result.data.detail.filter((c) => !c.met).map((c) => c.rule)).toEqual(["minUpperCase", "minNumber"]);
    expect(account.resetPassword).not.toHaveBeenCalled();
  });
});
