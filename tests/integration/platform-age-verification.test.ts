import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accountGateway } from "~/.server/platform/account";
import { ageVerificationGateway } from "~/.server/platform/age-verification";
import type { Auth } from "~/lib/models/account";
import {
  FLAVOURS,
  newCustomer,
  refusal,
  restoreConfig,
  signInDemo,
  startSandbox,
  useFlavour,
  value,
  type Flavour,
  type RunningSandbox,
} from "./platform-account-sandbox";

// Age verification through the storefront's gateway against each flavour of the in-process
// sandbox: the methods, the hidden check, the synchronous check deciding from the data
// entered, the asynchronous one finished on the provider's page, and whose verification is whose.

const ADULT = "1990-03-27";
const minor = () => `${new Date().getUTCFullYear() - 16}-06-15`;
const doc = (dob: string, number = "P12345678") => ({ document_number: number, date_of_birth: dob });

describe.each(FLAVOURS)("age verification gateway, %s flavour", (flavour: Flavour) => {
  let sandbox: RunningSandbox;
  beforeAll(async () => void (sandbox = await startSandbox()));
  afterAll(() => sandbox.close());
  beforeEach(() => {
    useFlavour(sandbox, flavour);
    process.env.SANDBOX_AGE_CHECK_DELAY_MS = "0";
  });
  afterEach(() => {
    restoreConfig();
    delete process.env.SANDBOX_AGE_CHECK_DELAY_MS;
  });

  const api = () => ageVerificationGateway();
  const request = (email: string, methodCode: string, fields: Record<string, string>) => ({
    email,
    methodCode,
    countryCode: "GB",
    fields,
  });
  const verifiedOnPlatform = async (auth: Auth) => (await accountGateway().getProfile(auth)).isAgeVerified;

  /** The shopper's "Confirm" on the provider's page: where it sends them back to. */
  async function confirmAtProvider(redirectUrl: string, action = "") {
    const res = await fetch(`${redirectUrl}${action}`, { method: "POST", redirect: "manual" });
    expect(res.status).toBe(303);
    return res.headers.get("location");
  }

  it("lists the methods with their fields, not the hidden check, and offers the hidden check in GB only", async () => {
    const methods = await api().getMethods("GB");
    expect(methods.map((m) => [m.code, m.flow])).toEqual([
      ["id_document", "sync"],
      ["bank_id", "async"],
    ]);
    expect(methods[0].fields).toEqual([
      expect.objectContaining({ code: "document_number", type: "text", required: true }),
      expect.objectContaining({ code: "date_of_birth", type: "date", required: true }),
    ]);
    expect(await api().hasHiddenVerification("GB")).toEqual({ available: true, methodCode: "hidden" });
    expect(await api().hasHiddenVerification("FR")).toEqual({ available: false, methodCode: null });
  });

  it("verifies a customer at once from the document: under 18 fails, an adult is verified", async () => {
    const { auth, signIn } = await newCustomer();
    expect(await verifiedOnPlatform(auth)).toBe(false);
    const under = value(await api().verify(auth, request(signIn.email, "id_document", doc(minor()))));
    expect(under).toMatchObject({ status: "failed", message: expect.stringMatching(/under 18/) });
    expect(await verifiedOnPlatform(auth)).toBe(false);

    const adult = value(await api().verify(auth, request(signIn.email, "id_document", doc(ADULT))));
    expect(adult).toMatchObject({ status: "success", methodCode: "id_document", message: null });
    expect(await verifiedOnPlatform(auth)).toBe(true);
    // the next sign-in says so too (product.md §3 stored user)
    expect(value(await accountGateway().login(signIn.email, "Green-Leaf-77", false)).isAgeVerified).toBe(true);
  });

  it("refuses fields beside them: a document number, a date of birth that isn't one", async () => {
    const { auth, signIn } = await newCustomer();
    expect(refusal(await api().verify(auth, request(signIn.email, "id_document", doc(ADULT, "AB 1"))))).toMatchObject({
      code: "INVALID_DOCUMENT",
      field: "fields.document_number",
      status: 422,
    });
    expect(refusal(await api().verify(auth, request(signIn.email, "id_document", doc("1990-02-31"))))).toMatchObject({
      code: "INVALID_DATE",
      field: "fields.date_of_birth",
    });
    expect(refusal(await api().verify(auth, request(signIn.email, "nope", {})))).toMatchObject({
      code: "UNKNOWN_METHOD",
    });
  });

  it("checks a guest's details with the hidden check", async () => {
    const check = (last: string) =>
      api().verify(
        null,
        request("guest@example.com", "hidden", { first_name: "Ada", last_name: last, postcode: "SW1A 2AA" }),
      );
    expect(value(await check("Lovelace")).status).toBe("success");
    expect(value(await check("Minor"))).toMatchObject({ status: "failed", message: expect.stringMatching(/under 18/) });
    expect(value(await check("Unknown")).status).toBe("failed");
  });

  it("finishes the bank check on the provider's page: pending until confirmed, then success", async () => {
    const { auth, signIn } = await newCustomer();
    const started = value(
      await api().start(auth, {
        ...request(signIn.email, "bank_id", { date_of_birth: ADULT }),
        returnUrl: "https://shop.test/back",
      }),
    );
    expect(started).toMatchObject({ status: "pending", methodCode: "bank_id" });
    expect(started.redirectUrl).toBe(`${sandbox.origin}/age-provider/checks/${started.uuid}`);
    expect((await api().status(auth, started.uuid)).status).toBe("pending");
    expect(await confirmAtProvider(started.redirectUrl)).toBe(`https://shop.test/back?verification=${started.uuid}`);
    expect(await api().status(auth, started.uuid)).toMatchObject({ status: "success", message: null });
    expect(await verifiedOnPlatform(auth)).toBe(true);
  });

  it("keeps a review pending for three times the delay, and fails an under-18 or a cancelled check", async () => {
    process.env.SANDBOX_AGE_CHECK_DELAY_MS = "60000";
    const start = async (dob: string) =>
      value(
        await api().start(null, {
          ...request("guest@example.com", "bank_id", { date_of_birth: dob }),
          returnUrl: "https://shop.test/back",
        }),
      );
    const review = await start("1985-01-01");
    await confirmAtProvider(review.redirectUrl);
    expect((await api().status(null, review.uuid)).status).toBe("pending");
    process.env.SANDBOX_AGE_CHECK_DELAY_MS = "0";
    expect((await api().status(null, review.uuid)).status).toBe("success");

    const under = await start(minor());
    await confirmAtProvider(under.redirectUrl);
    expect(await api().status(null, under.uuid)).toMatchObject({
      status: "failed",
      message: expect.stringMatching(/under 18/),
    });

    const cancelled = await start(ADULT);
    await confirmAtProvider(cancelled.redirectUrl, "/cancel");
    expect(await api().status(null, cancelled.uuid)).toMatchObject({
      status: "failed",
      message: expect.stringMatching(/cancelled/),
    });
  });

  it("shows a customer's verification to that customer only", async () => {
    const { auth, signIn } = await newCustomer();
    const started = value(
      await api().start(auth, {
        ...request(signIn.email, "bank_id", { date_of_birth: ADULT }),
        returnUrl: "https://shop.test/back",
      }),
    );
    const demo = await signInDemo();
    await expect(api().status(demo, started.uuid)).rejects.toMatchObject({ code: "SESSION_EXPIRED" });
    await expect(api().status(null, started.uuid)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
