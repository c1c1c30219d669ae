import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { resetConfigForTests } from "~/.server/config";
import { UpstreamUnavailableError } from "~/.server/http/errors";
import { accountGateway, clearPlatformCache } from "~/.server/platform";
import type { Auth, RegistrationInput } from "~/lib/models/account";
import { PLATFORM_URL, platformHandlers, unifiedConfiguration } from "../msw/platform";
import { recorder, useMsw } from "../msw/server";

// The gateway's product.md §5 rules against hand-written answers in each wire format.

const server = useMsw();
const auth: Auth = { userUuid: "u-1", identityToken: "id-token", sessionToken: "session-token" };

function useFlavour(flavour: "unified" | "legacy") {
  process.env.PLATFORM_FLAVOUR = flavour;
  resetConfigForTests();
  clearPlatformCache();
}
afterEach(() => {
  delete process.env.PLATFORM_FLAVOUR;
  resetConfigForTests();
  clearPlatformCache();
});

const unifiedSession = {
  user: {
    uuid: "u-1",
    email: "a@b.example",
    first_name: "A",
    last_name: "B",
    consent_renewal_required: true,
    is_age_verified: false,
  },
  tokens: { identity: "i", commerce: "c", session: "s" },
  expires_at: "2030-01-01T00:00:00.000Z",
};
const legacyLogin = {
  data: {
    uuid: "u-1",
    email: "a@b.example",
    firstName: "A",
    lastName: "B",
    ciamToken: "i",
    magentoToken: "c",
    sessionToken: "s",
    expiresAt: "2030-01-01T00:00:00.000Z",
    consentRenewalRequired: true,
    isAgeVerified: false,
  },
};

describe("login: session lifetime and strategy", () => {
  it.each([
    [false, undefined],
    [true, 2592000],
  ])("unified, keep me logged in %s → session_ttl %s", async (keep, ttl) => {
    const { requests, record } = recorder();
    server.use(
      ...platformHandlers(),
      http.post(
        `${PLATFORM_URL}/users/authentication/sessions`,
        ({ request }) => (record(request), HttpResponse.json(unifiedSession, { status: 201 })),
      ),
    );
    useFlavour("unified");
    const s = await accountGateway().login("a@b.example", "pw", keep);
    expect(s).toEqual({
      ok: true,
      value: expect.objectContaining({
        userUuid: "u-1",
        identityToken: "i",
        commerceToken: "c",
        sessionToken: "s",
        consentRenewalRequired: true,
      }),
    });
    const body = await requests[0].json();
    expect(body).toEqual({
      strategy: "email",
      strategy_data: { identifier: "a@b.example", password: "pw" },
      ...(ttl ? { session_ttl: ttl } : {}),
    });
  });

  it("sends no lifetime when the tenant does not offer keep-me-logged-in, even if ticked", async () => {
    const { requests, record } = recorder();
    server.use(
      http.get(`${PLATFORM_URL}/api/users/configuration`, () =>
        HttpResponse.json({ ...unifiedConfiguration, login: { ...unifiedConfiguration.login, session_ttl: 0 } }),
      ),
      http.post(
        `${PLATFORM_URL}/users/authentication/sessions`,
        ({ request }) => (record(request), HttpResponse.json(unifiedSession, { status: 201 })),
      ),
    );
    useFlavour("unified");
    await accountGateway().login("a@b.example", "pw", true);
    expect(await requests[0].json()).not.toHaveProperty("session_ttl");
  });

  it("legacy sends sessionTtl only when ticked", async () => {
    const { requests, record } = recorder();
    server.use(
      ...platformHandlers(),
      http.post(`${PLATFORM_URL}/login`, ({ request }) => (record(request), HttpResponse.json(legacyLogin))),
    );
    useFlavour("legacy");
    await accountGateway().login("a@b.example", "pw", false);
    await accountGateway().login("a@b.example", "pw", true);
    expect(await requests[0].json()).toEqual({ email: "a@b.example", password: "pw" });
    expect(await requests[1].json()).toEqual({ email: "a@b.example", password: "pw", sessionTtl: 2592000 });
  });

  it("turns any refusal into the one enumeration-safe message", async () => {
    server.use(
      ...platformHandlers(),
      http.post(`${PLATFORM_URL}/users/authentication/sessions`, () =>
        HttpResponse.json({ error_code: "USER_NOT_FOUND", message: "No such user" }, { status: 404 }),
      ),
    );
    useFlavour("unified");
    expect(await accountGateway().login("a@b.example", "pw", false)).toEqual({
      ok: false,
      error: { code: "INVALID_CREDENTIALS", message: "The e-mail or password is incorrect.", status: 404 },
    });
  });
});

const registration: RegistrationInput = {
  email: "a@b.example",
  password: "Pw-123456",
  firstname: "A",
  lastname: "B",
  dob: "1990-04-12",
  telephone: "07700 900123",
  customAttributes: { favourite_flavour: "x" },
  consents: [{ id: "gdpr-privacy", accepted: true }],
  referralCode: null,
};

describe("registration: formats out, field errors back", () => {
  it("legacy gets dd/mm/yyyy and an international number; its error property maps to the domain field", async () => {
    const { requests, record } = recorder();
    server.use(
      http.post(
        `${PLATFORM_URL}/register`,
        ({ request }) => (
          record(request),
          HttpResponse.json(
            {
              status: "error",
              error_code: "INVALID_OPTION",
              message: "Choose one",
              errors: [{ property: "extra.favourite_flavour", message: "Choose one" }],
            },
            { status: 422 },
          )
        ),
      ),
    );
    useFlavour("legacy");
    const r = await accountGateway().register(registration);
    expect(r).toEqual({
      ok: false,
      error: {
        code: "INVALID_OPTION",
        message: "Choose one",
        field: "customAttributes.favourite_flavour",
        status: 422,
      },
    });
    expect(await requests[0].json()).toMatchObject({
      dob: "12/04/1990",
      telephone: "+447700900123",
      extra: { favourite_flavour: "x" },
    });
  });

  it("unified gets ISO; its snake_case field maps to the domain field", async () => {
    const { requests, record } = recorder();
    server.use(
      http.post(
        `${PLATFORM_URL}/users`,
        ({ request }) => (
          record(request),
          HttpResponse.json({ error_code: "UNDERAGE", message: "Too young", field: "date_of_birth" }, { status: 422 })
        ),
      ),
    );
    useFlavour("unified");
    const r = await accountGateway().register(registration);
    expect(r).toMatchObject({ ok: false, error: { code: "UNDERAGE", field: "dob" } });
    expect(await requests[0].json()).toMatchObject({
      date_of_birth: "1990-04-12",
      phone: "+447700900123",
      custom_attributes: { favourite_flavour: "x" },
    });
  });

  it("refuses an impossible date or phone before calling", async () => {
    useFlavour("unified"); // no handler: a call would fail the test
    expect(await accountGateway().register({ ...registration, dob: "1990-02-30" })).toMatchObject({
      ok: false,
      error: { field: "dob" },
    });
    expect(await accountGateway().register({ ...registration, telephone: "n/a" })).toMatchObject({
      ok: false,
      error: { field: "telephone" },
    });
  });
});

describe("referral codes (product.md §5, §8)", () => {
  it("are invalid on 422, and other failures are not swallowed", async () => {
    useFlavour("unified");
    server.use(
      http.get(`${PLATFORM_URL}/api/users/referrals/:code/verify`, ({ params }) =>
        params.code === "GOOD"
          ? HttpResponse.json({ valid: true })
          : params.code === "BAD"
            ? HttpResponse.json({ error_code: "INVALID_REFERRAL_CODE" }, { status: 422 })
            : HttpResponse.json({ error_code: "NOT_FOUND" }, { status: 404 }),
      ),
    );
    await expect(accountGateway().verifyReferralCode("GOOD")).resolves.toBe(true);
    await expect(accountGateway().verifyReferralCode("BAD")).resolves.toBe(false);
    await expect(accountGateway().verifyReferralCode("OTHER")).rejects.toMatchObject({
      name: "RestError",
      status: 404,
    });
  });
});

describe("one-time codes (product.md §4)", () => {
  it.each([
    ["VALIDATED", "validated", 1],
    ["FAILED", "failed", 0],
    ["IN_REVIEW", "pending", 0],
    ["PENDING", "pending", 0],
  ] as const)("legacy status %s counts as %s", async (wire, status, phoneUpdates) => {
    const { requests, record } = recorder();
    server.use(
      http.post(`${PLATFORM_URL}/phone-verification/v-1/verify`, () =>
        HttpResponse.json({ data: { verificationId: "v-1", status: wire, phone: "+447700900123" } }),
      ),
      http.put(`${PLATFORM_URL}/update-profile/phone/u-1`, ({ request }) => (record(request), HttpResponse.json({}))),
    );
    useFlavour("legacy");
    expect(await accountGateway().confirmPhoneVerification(auth, "v-1", "123456")).toEqual({
      ok: true,
      value: { status },
    });
    expect(requests).toHaveLength(phoneUpdates);
    if (phoneUpdates) expect(await requests[0].json()).toEqual({ telephone: "+447700900123", verificationId: "v-1" });
  });
});

describe("sessions and enumeration safety", () => {
  it("maps a 401 on a signed-in call to SESSION_EXPIRED", async () => {
    server.use(
      http.get(`${PLATFORM_URL}/api/users/u-1/profile`, () =>
        HttpResponse.json({ error_code: "UNAUTHORIZED" }, { status: 401 }),
      ),
    );
    useFlavour("unified");
    await expect(accountGateway().getProfile(auth)).rejects.toMatchObject({
      name: "AccountGatewayError",
      code: "SESSION_EXPIRED",
      error: { code: "SESSION_EXPIRED" },
    });
  });

  it("answers a password-reset request the same way for refusals, but not for an outage", async () => {
    useFlavour("unified");
    server.use(
      http.post(`${PLATFORM_URL}/users/password/forgot`, () =>
        HttpResponse.json({ error_code: "USER_NOT_FOUND" }, { status: 404 }),
      ),
    );
    await expect(accountGateway().requestPasswordReset("x@y.example")).resolves.toBeUndefined();
    server.use(http.post(`${PLATFORM_URL}/users/password/forgot`, () => new HttpResponse(null, { status: 503 })));
    await expect(accountGateway().requestPasswordReset("x@y.example")).rejects.toBeInstanceOf(UpstreamUnavailableError);
  });

  it("deactivation is NOT_SUPPORTED on legacy without calling it", async () => {
    useFlavour("legacy");
    expect(await accountGateway().deactivateAccount(auth, "pw")).toMatchObject({
      ok: false,
      error: { code: "NOT_SUPPORTED" },
    });
  });

  it("signs out locally even when the platform fails to answer", async () => {
    server.use(
      http.delete(
        `${PLATFORM_URL}/users/authentication/sessions/current`,
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    useFlavour("unified");
    await expect(accountGateway().logout(auth)).resolves.toBeUndefined();
  });
});
