import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { accountGateway } from "~/.server/platform";
import type { AccountAddressInput, Auth } from "~/lib/models/account";
import {
  DEMO,
  type Flavour,
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

// Profile, phone, preferences, addresses, wallet and account closing through the gateway,
// against each flavour of the in-process sandbox (a fresh database per flavour).

const home: AccountAddressInput = {
  firstname: "Sam",
  lastname: "Taylor",
  company: null,
  streetName: "High Street",
  streetNumber: "12",
  streetAdditional: "Flat 3",
  city: "Leeds",
  postcode: "LS1 4AB",
  countryCode: "gb",
  region: null,
  regionCode: null,
  telephone: "0113 496 0000",
};

function placeOrder(sandbox: RunningSandbox, number: string, userUuid: string | null, status: string) {
  sandbox.db
    .prepare(
      `INSERT INTO sales_order (increment_id, store_code, customer_uuid, customer_email, status, subtotal, tax_amount, grand_total,
      order_currency_code, payment_method, payment_title, created_at)
     VALUES (?, 'default', ?, 'someone@example.com', ?, 10, 2, 12, 'GBP', 'ashless_card', 'Card', ?)`,
    )
    .run(number, userUuid, status, new Date().toISOString());
}
const orderStatus = (sandbox: RunningSandbox, number: string) =>
  sandbox.db.prepare("SELECT status FROM sales_order WHERE increment_id = ?").pluck().get(number);

describe.each(FLAVOURS)("account gateway, %s flavour: profile and account area", (flavour: Flavour) => {
  const sandbox = sandboxFor(flavour);

  it("reads the demo profile in domain shape, with its locked (verified) date of birth", async () => {
    const auth = await signInDemo();
    expect(await accountGateway().getProfile(auth)).toEqual({
      uuid: DEMO.uuid,
      email: DEMO.email,
      firstname: "Alex",
      lastname: "Morgan",
      dob: "1990-04-12",
      telephone: "+447700900123",
      gender: "not_specified",
      isAgeVerified: true,
      isPendingEmailVerification: false,
      extra: { favourite_flavour: "berry", store_customer_number: "LDN-CG-004217" },
      // the consents the demo customer agreed to (product.md §3 purposes)
      purposes: ["gdpr-privacy", "marketing-email", "research-survey"],
      allowDateOfBirthUpdate: false,
    });
    const moved = refusal(
      await accountGateway().updatePersonalDetails(auth, {
        firstname: "Alex",
        lastname: "Morgan",
        dob: "1991-04-12",
        gender: null,
      }),
    );
    expect(moved).toMatchObject({ code: "DOB_LOCKED", field: "dob" });
  });

  it("updates personal details and custom attributes", async () => {
    const c = await newCustomer();
    const p = value(
      await accountGateway().updatePersonalDetails(c.auth, {
        firstname: "Samantha",
        lastname: "Taylor-Reed",
        dob: "1994-02-28",
        gender: "female",
      }),
    );
    expect(p).toMatchObject({
      firstname: "Samantha",
      lastname: "Taylor-Reed",
      dob: "1994-02-28",
      gender: "female",
      allowDateOfBirthUpdate: true,
    });
    expect(
      refusal(
        await accountGateway().updatePersonalDetails(c.auth, { firstname: "", lastname: "T", dob: null, gender: null }),
      ),
    ).toMatchObject({ field: "firstname" });
    const withAttrs = value(
      await accountGateway().updateCustomAttributes(c.auth, { favourite_flavour: "citrus", heard_about_us: "friend" }),
    );
    expect(withAttrs.extra).toEqual({ favourite_flavour: "citrus", heard_about_us: "friend" });
    const cleared = value(await accountGateway().updateCustomAttributes(c.auth, { favourite_flavour: "" }));
    expect(cleared.extra).toEqual({ heard_about_us: "friend" });
    expect(refusal(await accountGateway().updateCustomAttributes(c.auth, { heard_about_us: "" }))).toMatchObject({
      field: "customAttributes.heard_about_us",
    });
    // the brand's own attribute is not the customer's to change
    expect(
      refusal(await accountGateway().updateCustomAttributes(c.auth, { store_customer_number: "FORGED-1" })),
    ).toMatchObject({ field: "customAttributes.store_customer_number" });
  });

  it("adds a friend's code after registering, once, within the window (unified only)", async () => {
    const c = await newCustomer();
    const referrerOf = (uuid: string) =>
      sandbox.db.prepare("SELECT referrer_code FROM accounts_users WHERE uuid = ?").pluck().get(uuid);
    if (flavour === "legacy") {
      expect(refusal(await accountGateway().addReferrerCode(c.auth, "ALEX-FRIEND"))).toMatchObject({
        code: "NOT_SUPPORTED",
      });
      expect(referrerOf(c.auth.userUuid)).toBeNull();
      return;
    }
    expect(refusal(await accountGateway().addReferrerCode(c.auth, "NO-SUCH-CODE"))).toMatchObject({
      code: "INVALID_REFERRAL_CODE",
      field: "referralCode",
    });
    // the demo customer's code, named as typed in lower case
    value(await accountGateway().addReferrerCode(c.auth, " alex-friend "));
    expect(referrerOf(c.auth.userUuid)).toBe("ALEX-FRIEND");
    expect(refusal(await accountGateway().addReferrerCode(c.auth, "ALEX-FRIEND"))).toMatchObject({
      code: "REFERRER_ALREADY_SET",
    });
    // not one's own code
    expect(refusal(await accountGateway().addReferrerCode(await signInDemo(), "ALEX-FRIEND"))).toMatchObject({
      code: "OWN_REFERRAL_CODE",
    });
    // a customer who joined 31 days ago: too late
    const late = await newCustomer();
    sandbox.db
      .prepare("UPDATE accounts_users SET created_at = ? WHERE uuid = ?")
      .run(new Date(Date.now() - 31 * 86_400_000).toISOString(), late.auth.userUuid);
    expect(refusal(await accountGateway().addReferrerCode(late.auth, "ALEX-FRIEND"))).toMatchObject({
      code: "REFERRER_WINDOW_CLOSED",
    });
  });

  it("takes a privacy request, confirms it by e-mail, and keeps one open request of each kind", async () => {
    const c = await newCustomer();
    const refused = await accountGateway().requestPrivacy(c.auth, { type: "rectification", details: "" });
    expect(refusal(refused)).toMatchObject({ code: "REQUIRED", field: "details" });
    const receipt = value(await accountGateway().requestPrivacy(c.auth, { type: "access", details: "" }));
    expect(receipt.reference).toMatch(/^PRV-\d{6}$/);
    const today = new Date();
    const due = new Date(`${receipt.dueAt}T00:00:00Z`);
    // one month on (a month's last day when it has no such day)
    expect((due.getUTCMonth() - today.getUTCMonth() + 12) % 12).toBe(1);
    expect(due.getUTCDate()).toBeLessThanOrEqual(today.getUTCDate());
    const mail = (await outbox(sandbox, flavour, c.email)).find((m) => m.kind === "privacy-request");
    expect(mail?.subject).toContain(receipt.reference);
    expect(refusal(await accountGateway().requestPrivacy(c.auth, { type: "access", details: "" }))).toMatchObject({
      code: "REQUEST_ALREADY_OPEN",
      message: expect.stringContaining(receipt.reference),
    });
    // another kind is a request of its own
    value(await accountGateway().requestPrivacy(c.auth, { type: "erasure", details: "Everything, please." }));
  });

  it("changes the phone number only after the texted code is validated; three wrong codes fail the check", async () => {
    const c = await newCustomer();
    const first = value(await accountGateway().startPhoneVerification(c.auth, "07700 900999"));
    for (const expected of ["pending", "pending", "failed"] as const) {
      expect(value(await accountGateway().confirmPhoneVerification(c.auth, first.verificationId, "000000"))).toEqual({
        status: expected,
      });
    }
    const [sms] = await outbox(sandbox, flavour, "+447700900999");
    // Even the right code cannot revive a failed check.
    expect(value(await accountGateway().confirmPhoneVerification(c.auth, first.verificationId, sms.code!))).toEqual({
      status: "failed",
    });
    expect((await accountGateway().getProfile(c.auth)).telephone).toBeNull();

    const second = value(await accountGateway().startPhoneVerification(c.auth, "+44 7700 900999"));
    const [fresh] = await outbox(sandbox, flavour, "+447700900999");
    expect(fresh.code).toMatch(/^\d{6}$/);
    expect(value(await accountGateway().confirmPhoneVerification(c.auth, second.verificationId, fresh.code!))).toEqual({
      status: "validated",
    });
    expect((await accountGateway().getProfile(c.auth)).telephone).toBe("+447700900999");
    expect(refusal(await accountGateway().startPhoneVerification(c.auth, "not a number"))).toMatchObject({
      code: "INVALID_PHONE",
      field: "telephone",
    });
  });

  it("looks a number up before texting it (legacy /get-verified-phone/{PHONE}): not for one's own, never another's", async () => {
    const number = `+4477009${String(Date.now()).slice(-5)}`;
    const owner = await newCustomer();
    const other = await newCustomer();
    const started = value(await accountGateway().startPhoneVerification(owner.auth, number));
    const [sms] = await outbox(sandbox, flavour, number);
    expect(
      value(await accountGateway().confirmPhoneVerification(owner.auth, started.verificationId, sms.code!)),
    ).toEqual({ status: "validated" });
    expect(refusal(await accountGateway().startPhoneVerification(owner.auth, number))).toMatchObject({
      code: "PHONE_UNCHANGED",
      field: "telephone",
    });
    expect(refusal(await accountGateway().startPhoneVerification(other.auth, number))).toMatchObject({
      code: "PHONE_TAKEN",
      field: "telephone",
    });
    expect(await outbox(sandbox, flavour, number)).toHaveLength(1); // no code texted for either
    // a number only given at registration is not verified: another customer may still prove it theirs
    const given = `+4477008${String(Date.now()).slice(-5)}`;
    await newCustomer({ telephone: given });
    expect(value(await accountGateway().startPhoneVerification(other.auth, given)).verificationId).toBeTruthy();
  });

  it("reads consents in product.md order and updates consents and marketing subscriptions", async () => {
    const auth = await signInDemo();
    const before = await accountGateway().getCommunicationPreferences(auth);
    expect(before.consents.map((c) => [c.category, c.accepted])).toEqual([
      ["email", true],
      ["sms", false],
      ["post", false],
      ["survey", true],
      ["additional", false],
      ["GDPR", true],
    ]);
    expect(before.subscriptions).toEqual([
      { category: "email", subscribed: true },
      { category: "sms", subscribed: false },
      { category: "post", subscribed: false },
    ]);
    value(
      await accountGateway().updateCommunicationPreferences(
        auth,
        [
          { id: "marketing-sms", accepted: true },
          { id: "research-survey", accepted: false },
        ],
        [
          { category: "email", subscribed: false },
          { category: "sms", subscribed: true },
          { category: "post", subscribed: false },
        ],
      ),
    );
    const after = await accountGateway().getCommunicationPreferences(auth);
    expect(after.consents.filter((c) => c.accepted).map((c) => c.id)).toEqual([
      "marketing-email",
      "marketing-sms",
      "gdpr-privacy",
    ]);
    expect(after.subscriptions.filter((s) => s.subscribed).map((s) => s.category)).toEqual(["sms"]);
    const withdrawn = refusal(
      await accountGateway().updateCommunicationPreferences(auth, [{ id: "gdpr-privacy", accepted: false }], []),
    );
    expect(withdrawn).toMatchObject({ code: "CONSENT_REQUIRED", field: "consents.gdpr-privacy" });
  });

  it("adds, edits, re-defaults and deletes addresses", async () => {
    const c = await newCustomer();
    const first = value(await accountGateway().addAddress(c.auth, home));
    expect(first).toMatchObject({
      streetName: "High Street",
      countryCode: "GB",
      telephone: "+441134960000",
      isDefaultBilling: true,
      isDefaultShipping: true,
    });
    const second = value(
      await accountGateway().addAddress(c.auth, {
        ...home,
        streetName: "Park Lane",
        postcode: "W1K 1AA",
        city: "London",
      }),
    );
    expect(second).toMatchObject({ isDefaultBilling: false, isDefaultShipping: false });
    value(await accountGateway().setDefaultAddress(c.auth, second.id, "shipping"));
    const edited = value(
      await accountGateway().updateAddress(c.auth, second.id, {
        ...home,
        streetName: "Park Lane",
        streetNumber: "45",
        postcode: "W1K 1AA",
        city: "London",
      }),
    );
    expect(edited).toMatchObject({ id: second.id, streetNumber: "45", isDefaultShipping: true });
    expect(
      (await accountGateway().listAddresses(c.auth)).map((a) => [
        a.streetName,
        a.isDefaultBilling,
        a.isDefaultShipping,
      ]),
    ).toEqual([
      ["High Street", true, false],
      ["Park Lane", false, true],
    ]);
    expect(refusal(await accountGateway().addAddress(c.auth, { ...home, postcode: "12345" }))).toMatchObject({
      code: "INVALID_POSTCODE",
      field: "postcode",
    });
    expect(refusal(await accountGateway().addAddress(c.auth, { ...home, streetName: " " }))).toMatchObject({
      field: "streetName",
    });
    value(await accountGateway().deleteAddress(c.auth, second.id));
    expect((await accountGateway().listAddresses(c.auth)).map((a) => [a.id, a.isDefaultShipping])).toEqual([
      [first.id, true],
    ]);
    expect(refusal(await accountGateway().deleteAddress(c.auth, second.id))).toMatchObject({ status: 404 });
  });

  it("lists the wallet and removes a card", async () => {
    const auth = await signInDemo();
    expect(await accountGateway().getWallet(auth)).toEqual([
      { id: "card_demo_visa", brand: "Visa", last4: "4242", expiry: "09/29", isDefault: true },
      { id: "card_demo_mastercard", brand: "Mastercard", last4: "4444", expiry: "03/28", isDefault: false },
    ]);
    value(await accountGateway().removeCard(auth, "card_demo_visa"));
    expect(await accountGateway().getWallet(auth)).toEqual([
      { id: "card_demo_mastercard", brand: "Mastercard", last4: "4444", expiry: "03/28", isDefault: true },
    ]);
    expect(refusal(await accountGateway().removeCard(auth, "card_demo_visa")).status).toBe(404);
  });

  it("requests an order cancellation only for the customer's own cancelable order (unified only)", async () => {
    const auth: Auth = await signInDemo();
    placeOrder(sandbox, `${flavour}-1`, DEMO.uuid, "processing");
    placeOrder(sandbox, `${flavour}-2`, DEMO.uuid, "shipped");
    placeOrder(sandbox, `${flavour}-3`, "someone-else", "pending");
    const gateway = accountGateway();
    const results = [
      await gateway.requestOrderCancellation(auth, `${flavour}-1`, "Ordered twice"),
      await gateway.requestOrderCancellation(auth, `${flavour}-2`, "Too late"),
      await gateway.requestOrderCancellation(auth, `${flavour}-3`, "Not mine"),
      await gateway.requestOrderCancellation(auth, "nope", "Unknown"),
    ];
    if (flavour === "unified") {
      expect(results).toEqual([true, false, false, false]);
      expect(orderStatus(sandbox, "unified-1")).toBe("pending_cancellation");
    } else {
      expect(results).toEqual([false, false, false, false]);
      expect(orderStatus(sandbox, "legacy-1")).toBe("processing");
    }
  });

  it("cancels an account with the password, ending its sessions; deactivation is unified-only", async () => {
    const c = await newCustomer();
    expect(refusal(await accountGateway().cancelAccount(c.auth, "Wrong-Pass-1", null))).toMatchObject({
      code: "INVALID_PASSWORD",
      field: "password",
    });
    const deactivated = await accountGateway().deactivateAccount(c.auth, c.password);
    if (flavour === "legacy") {
      expect(refusal(deactivated)).toMatchObject({ code: "NOT_SUPPORTED" });
      value(await accountGateway().cancelAccount(c.auth, c.password, "Stopped using nicotine"));
    } else {
      value(deactivated);
    }
    await expect(accountGateway().validateSession(c.auth)).resolves.toBe(false);
    // product.md §4 account status: a deactivated account is INACTIVE, said only to the right password
    expect(refusal(await accountGateway().login(c.email, c.password, false)).code).toBe(
      flavour === "legacy" ? "INVALID_CREDENTIALS" : "ACCOUNT_INACTIVE",
    );
    expect(refusal(await accountGateway().login(c.email, "Wrong-Pass-1", false)).code).toBe("INVALID_CREDENTIALS");
    const status = sandbox.db.prepare("SELECT status FROM accounts_users WHERE uuid = ?").pluck().get(c.auth.userUuid);
    expect(status).toBe(flavour === "legacy" ? "cancelled" : "deactivated");
  });
});

describe("the same gateway call gives the same domain result on both flavours", () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => void (sandbox = await startSandbox()));
  afterAll(() => sandbox.close());
  afterEach(restoreConfig);

  it("for the demo customer's reads and the registration form", async () => {
    const read = async (flavour: Flavour) => {
      useFlavour(sandbox, flavour);
      const auth = await signInDemo();
      const g = accountGateway();
      return {
        profile: await g.getProfile(auth),
        addresses: await g.listAddresses(auth),
        wallet: await g.getWallet(auth),
        preferences: await g.getCommunicationPreferences(auth),
        form: await g.getRegistrationForm(),
        session: await g.validateSession(auth),
      };
    };
    const unified = await read("unified");
    const legacy = await read("legacy");
    expect(legacy).toEqual(unified);
    expect(unified.addresses).toEqual([
      expect.objectContaining({
        streetName: "Baker Street",
        streetNumber: "221B",
        postcode: "NW1 6XE",
        isDefaultBilling: true,
      }),
    ]);
  });
});
