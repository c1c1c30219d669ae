import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accountGateway, AccountGatewayError } from "~/.server/platform";
import type { RegistrationInput } from "~/lib/models/account";
import { userByCommerceToken } from "../../server/sandbox/accounts/store";
import {
  authOf,
  DEMO,
  FLAVOURS,
  newCustomer,
  outbox,
  refusal,
  restoreConfig,
  type RunningSandbox,
  sandboxFor,
  signInDemo,
  startSandbox,
  useFlavour,
  value,
} from "./platform-account-sandbox";

// Sign-in, sessions, registration and password/e-mail flows through the storefront's
// gateway, against each flavour of the in-process sandbox (a fresh database per flavour).

const HOUR = 3600_000;

describe.each(FLAVOURS)("account gateway, %s flavour: signing in and out", (flavour) => {
  const sandbox = sandboxFor(flavour);

  it("signs the demo customer in with three tokens the commerce service accepts", async () => {
    const s = value(await accountGateway().login(` ${DEMO.email.toUpperCase()} `, DEMO.password, false));
    expect(s).toMatchObject({
      userUuid: DEMO.uuid,
      firstname: "Alex",
      lastname: "Morgan",
      email: DEMO.email,
      isAgeVerified: true,
      consentRenewalRequired: false,
      // the demo customer's Ashless One is registered to them (product.md §3 Stored user)
      isDeviceRegistered: true,
    });
    expect(new Set([s.identityToken, s.commerceToken, s.sessionToken]).size).toBe(3);
    expect(userByCommerceToken(sandbox.db, s.commerceToken)?.uuid).toBe(DEMO.uuid);
  });

  it("gives one message for a wrong password and an unknown e-mail", async () => {
    const wrong = refusal(await accountGateway().login(DEMO.email, "Ashless-Demo-2025", false));
    const unknown = refusal(await accountGateway().login("nobody@ashless.example", DEMO.password, false));
    expect(wrong).toEqual({
      code: "INVALID_CREDENTIALS",
      message: "The e-mail or password is incorrect.",
      status: 401,
    });
    expect(unknown).toEqual(wrong);
  });

  it("asks for a long session only when keep-me-logged-in is ticked", async () => {
    const short = value(await accountGateway().login(DEMO.email, DEMO.password, false));
    const long = value(await accountGateway().login(DEMO.email, DEMO.password, true));
    const left = (iso: string) => Date.parse(iso) - Date.now();
    expect(left(short.expiresAt)).toBeGreaterThan(1.5 * HOUR);
    expect(left(short.expiresAt)).toBeLessThanOrEqual(2 * HOUR);
    expect(left(long.expiresAt)).toBeGreaterThan(29 * 24 * HOUR);
  });

  it("validates a session, and logout ends all three tokens", async () => {
    const s = value(await accountGateway().login(DEMO.email, DEMO.password, false));
    const auth = authOf(s);
    await expect(accountGateway().validateSession(auth)).resolves.toBe(true);
    await accountGateway().logout(auth);
    await expect(accountGateway().validateSession(auth)).resolves.toBe(false);
    expect(userByCommerceToken(sandbox.db, s.commerceToken)).toBeNull();
    await expect(accountGateway().getProfile(auth)).rejects.toMatchObject({ code: "SESSION_EXPIRED" });
    await accountGateway().logout(auth); // twice is fine
  });

  it("reports an expired session as SESSION_EXPIRED on reads and on changes", async () => {
    const auth = await signInDemo();
    sandbox.db
      .prepare("UPDATE accounts_tokens SET expires_at = ? WHERE token IN (?, ?)")
      .run("2000-01-01T00:00:00.000Z", auth.identityToken, auth.sessionToken);
    const error = await accountGateway()
      .getProfile(auth)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountGatewayError);
    expect((error as AccountGatewayError).error).toMatchObject({ code: "SESSION_EXPIRED", status: 401 });
    expect(refusal(await accountGateway().changePassword(auth, DEMO.password, "Another-Pass-1")).code).toBe(
      "SESSION_EXPIRED",
    );
    await expect(accountGateway().validateSession(auth)).resolves.toBe(false);
  });

  it("treats a token used for another customer's uuid as an ended session", async () => {
    const auth = await signInDemo();
    const other = await newCustomer();
    const profile = await accountGateway()
      .getProfile({ ...auth, userUuid: other.auth.userUuid })
      .catch((e: unknown) => e);
    expect(profile).toMatchObject({ code: "SESSION_EXPIRED" });
  });
});

describe.each(FLAVOURS)("account gateway, %s flavour: registration and credentials", (flavour) => {
  let sandbox: RunningSandbox;
  beforeAll(async () => void (sandbox = await startSandbox()));
  afterAll(() => sandbox.close());
  beforeEach(() => useFlavour(sandbox, flavour));
  afterEach(restoreConfig);

  it("orders the form's custom attributes by display_after and its consents by category", async () => {
    const form = await accountGateway().getRegistrationForm();
    expect(form.customAttributes.map((a) => a.code)).toEqual([
      "favourite_flavour",
      "preferred_store",
      "store_customer_number",
      "heard_about_us",
      "delivery_instructions",
    ]);
    expect(form.customAttributes[0]).toMatchObject({
      type: "select",
      isRequired: false,
      displayAfter: null,
      readOnly: false,
      isAddressField: false,
      clearable: true,
      options: expect.arrayContaining([{ value: "berry", label: "Berry" }]),
    });
    expect(form.customAttributes[1].validation).toEqual([{ kind: "MAX_TEXT_LENGTH", value: "60" }]);
    // the definition's behaviour, address flag and clearability, as each flavour writes them
    const byCode = Object.fromEntries(form.customAttributes.map((a) => [a.code, a]));
    expect(byCode.store_customer_number).toMatchObject({ readOnly: true, clearable: false, isAddressField: false });
    expect(byCode.heard_about_us).toMatchObject({ readOnly: false, clearable: false });
    expect(byCode.delivery_instructions).toMatchObject({ readOnly: false, isAddressField: true, clearable: true });
    expect(form.consents.map((c) => c.category)).toEqual(["email", "sms", "post", "survey", "additional", "GDPR"]);
    expect(form.consents.find((c) => c.category === "GDPR")).toMatchObject({ id: "gdpr-privacy", required: true });
  });

  it("registers with a valid referral code, signs in, and stores the date of birth and normalised phone", async () => {
    expect(await accountGateway().verifyReferralCode("ALEX-FRIEND")).toBe(true);
    const email = `friend-${flavour}@example.com`;
    const s = value(
      await accountGateway().register({
        email,
        password: "Green-Leaf-77",
        firstname: "Jo",
        lastname: "Reed",
        dob: "1992-11-03",
        telephone: "07700 900456",
        customAttributes: { favourite_flavour: "menthol", preferred_store: "Camden" },
        consents: [
          { id: "gdpr-privacy", accepted: true },
          { id: "marketing-sms", accepted: true },
        ],
        referralCode: " ALEX-FRIEND ",
      }),
    );
    expect(s).toMatchObject({ email, firstname: "Jo", isAgeVerified: false, isDeviceRegistered: false });
    const profile = await accountGateway().getProfile(authOf(s));
    expect(profile).toMatchObject({
      dob: "1992-11-03",
      telephone: "+447700900456",
      extra: { favourite_flavour: "menthol", preferred_store: "Camden" },
    });
    expect(sandbox.db.prepare("SELECT referrer_code FROM accounts_users WHERE uuid = ?").pluck().get(s.userUuid)).toBe(
      "ALEX-FRIEND",
    );
  });

  it("says an unknown referral code is invalid (422), and registration names the field", async () => {
    expect(await accountGateway().verifyReferralCode("NO-SUCH-CODE")).toBe(false);
    const error = refusal(
      await accountGateway().register({
        email: `ref-${flavour}@example.com`,
        password: "Green-Leaf-77",
        firstname: "Jo",
        lastname: "Reed",
        dob: "1992-11-03",
        telephone: null,
        customAttributes: {},
        consents: [{ id: "gdpr-privacy", accepted: true }],
        referralCode: "NO-SUCH-CODE",
      }),
    );
    expect(error).toMatchObject({ code: "INVALID_REFERRAL_CODE", field: "referralCode", status: 422 });
  });

  it("says whether an account exists for an e-mail (unified email-exists, legacy /verify/{EMAIL}), whatever its case", async () => {
    const { email } = await newCustomer({ email: `Exists.${Date.now()}+tag@example.com` });
    expect(await accountGateway().accountExists(email)).toBe(true);
    expect(await accountGateway().accountExists(` ${email.toUpperCase()} `)).toBe(true);
    expect(await accountGateway().accountExists(`nobody-${Date.now()}@example.com`)).toBe(false);
    expect(await accountGateway().accountExists("not an e-mail")).toBe(false);
  });

  it("refuses a taken e-mail, a weak password, a bad attribute and a missing required consent on their fields", async () => {
    const base: RegistrationInput = {
      email: `new-${flavour}@example.com`,
      password: "Green-Leaf-77",
      firstname: "Jo",
      lastname: "Reed",
      dob: "1992-11-03",
      telephone: null,
      customAttributes: {},
      consents: [{ id: "gdpr-privacy", accepted: true }],
      referralCode: null,
    };
    const register = (o: Partial<RegistrationInput>) => accountGateway().register({ ...base, ...o });
    expect(refusal(await register({ email: DEMO.email }))).toMatchObject({
      code: "EMAIL_TAKEN",
      field: "email",
      status: 409,
    });
    expect(refusal(await register({ password: `X1${base.email}` }))).toMatchObject({
      code: "WEAK_PASSWORD",
      field: "password",
    });
    expect(refusal(await register({ password: "short1A" }))).toMatchObject({
      code: "WEAK_PASSWORD",
      field: "password",
    });
    expect(refusal(await register({ customAttributes: { favourite_flavour: "cherry" } }))).toMatchObject({
      code: "INVALID_OPTION",
      field: "customAttributes.favourite_flavour",
    });
    expect(refusal(await register({ consents: [] }))).toMatchObject({
      code: "CONSENT_REQUIRED",
      field: "consents.gdpr-privacy",
    });
    expect(refusal(await register({ dob: "2015-01-01" }))).toMatchObject({ code: "UNDERAGE", field: "dob" });
    expect(refusal(await register({ telephone: "call me" }))).toMatchObject({
      code: "INVALID_PHONE",
      field: "telephone",
    });
  });

  it("resets a password through the link in the outbox, the same way whether or not the e-mail exists", async () => {
    const c = await newCustomer();
    await expect(accountGateway().requestPasswordReset("nobody@example.com")).resolves.toBeUndefined();
    expect(await outbox(sandbox, flavour, "nobody@example.com")).toEqual([]);
    await expect(accountGateway().requestPasswordReset(c.email)).resolves.toBeUndefined();
    const [mail] = await outbox(sandbox, flavour, c.email);
    expect(mail).toMatchObject({ kind: "password-reset", link: expect.stringContaining("/reset-password?token=") });
    expect(refusal(await accountGateway().resetPassword(mail.token!, "weak"))).toMatchObject({
      code: "WEAK_PASSWORD",
      field: "password",
    });
    value(await accountGateway().resetPassword(mail.token!, "Brand-New-Pass-9"));
    expect(refusal(await accountGateway().resetPassword(mail.token!, "Brand-New-Pass-10"))).toMatchObject({
      code: "INVALID_TOKEN",
    });
    expect((await accountGateway().login(c.email, c.password, false)).ok).toBe(false);
    expect((await accountGateway().login(c.email, "Brand-New-Pass-9", false)).ok).toBe(true);
    // The reset signed out the sessions that knew the old password.
    await expect(accountGateway().validateSession(c.auth)).resolves.toBe(false);
  });

  it("changes the password only with the right current one, without ending the session on a wrong one", async () => {
    const c = await newCustomer();
    expect(refusal(await accountGateway().changePassword(c.auth, "Not-My-Pass-1", "Another-Pass-2"))).toMatchObject({
      code: "INVALID_PASSWORD",
      field: "currentPassword",
    });
    expect(refusal(await accountGateway().changePassword(c.auth, c.password, "weakpass"))).toMatchObject({
      code: "WEAK_PASSWORD",
      field: "newPassword",
    });
    value(await accountGateway().changePassword(c.auth, c.password, "Another-Pass-2"));
    expect((await accountGateway().login(c.email, "Another-Pass-2", false)).ok).toBe(true);
  });

  it("changes the e-mail after the link sent to the new address is followed", async () => {
    const c = await newCustomer();
    const next = `moved-${flavour}@example.com`;
    expect(refusal(await accountGateway().requestEmailChange(c.auth, next, "wrong-Pass-1"))).toMatchObject({
      code: "INVALID_PASSWORD",
      field: "password",
    });
    expect(refusal(await accountGateway().requestEmailChange(c.auth, DEMO.email, c.password))).toMatchObject({
      code: "EMAIL_TAKEN",
      field: "newEmail",
    });
    value(await accountGateway().requestEmailChange(c.auth, next, c.password));
    expect(await accountGateway().getProfile(c.auth)).toMatchObject({
      email: c.email,
      isPendingEmailVerification: true,
    });
    const [mail] = await outbox(sandbox, flavour, next);
    expect(mail.kind).toBe("email-change");
    value(await accountGateway().verifyEmailChange(mail.token!));
    expect(refusal(await accountGateway().verifyEmailChange(mail.token!))).toMatchObject({ code: "INVALID_TOKEN" });
    expect(await accountGateway().getProfile(c.auth)).toMatchObject({ email: next, isPendingEmailVerification: false });
    expect((await accountGateway().login(next, c.password, false)).ok).toBe(true);
  });
});
