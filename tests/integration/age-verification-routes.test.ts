// The age-verification pages' loaders and actions and checkout's gate, against the whole
// sandbox (unified flavour; both flavours are covered by platform-age-verification.test.ts).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { paymentStep } from "~/.server/checkout";
import { action as accountAction, loader as accountLoader } from "~/routes/account.age-verification._index";
import { loader as accountStatusLoader } from "~/routes/account.age-verification.status";
import { loader as guestLoader } from "~/routes/checkout.age-verification";
import type { SignIn } from "~/lib/models/account";
import {
  args,
  browserRequest,
  caught,
  cartWith,
  checkoutSteps,
  cookieWith,
  cookiesOf,
  location,
  newCustomer,
  replied,
  sessionOf,
  SKU,
  upstreamCalls,
  useRoutesSandbox,
  type FormResult,
} from "./routes-sandbox";

useRoutesSandbox();
beforeEach(() => void (process.env.SANDBOX_AGE_CHECK_DELAY_MS = "60000"));
afterEach(() => void delete process.env.SANDBOX_AGE_CHECK_DELAY_MS);

const ADULT = "1990-03-27";
let signIn: SignIn;
beforeEach(async () => void ({ signIn } = await newCustomer()));

const signedIn = (extra: Record<string, unknown> = {}) => {
  const { userUuid, identityToken, sessionToken, commerceToken } = signIn;
  return cookieWith({ userUuid, identityToken, sessionToken, commerceToken, ...extra });
};
const verify = async (form: Record<string, string>, cookie?: string) =>
  caught(
    accountAction(
      args(
        browserRequest("/account/age-verification", {
          cookie: cookie ?? (await signedIn()),
          form: { intent: "verify", ...form },
        }),
      ),
    ),
  );
const inits = async () => (await upstreamCalls("platform")).filter((c) => c.path.includes("/age-verification/verify"));

describe("/account/age-verification", () => {
  it("lists the methods and opens the chosen one's form, the customer's date of birth filled in", async () => {
    const r = replied<{
      verified: boolean;
      methods: { code: string; href: string }[];
      selected: { code: string } | null;
      prefill: Record<string, string>;
    }>(
      await accountLoader(
        args(
          browserRequest("/account/age-verification?method=bank_id&redirectTo=%2Fcheckout%2Fpayment", {
            cookie: await signedIn(),
          }),
        ),
      ),
    );
    expect(r.data.verified).toBe(false);
    expect(r.data.methods.map((m) => m.href)).toEqual([
      "/account/age-verification?method=id_document&redirectTo=%2Fcheckout%2Fpayment",
      "/account/age-verification?method=bank_id&redirectTo=%2Fcheckout%2Fpayment",
    ]);
    expect(r.data.selected?.code).toBe("bank_id");
    expect(r.data.prefill).toEqual({ date_of_birth: "1995-06-30" });
  });

  it("checks the fields before asking the platform, and shows its refusal beside the field", async () => {
    const empty = replied<FormResult["data"]>(await verify({ method: "id_document", document_number: "P1234567" }));
    expect(empty.init.status).toBe(400);
    expect(empty.data.result.error).toEqual({ date_of_birth: ["Enter your date of birth."] });
    expect(await inits()).toEqual([]);
    const refused = replied<FormResult["data"]>(
      await verify({ method: "id_document", document_number: "AB 1", date_of_birth: ADULT }),
    );
    expect(refused.data.result.error.document_number?.[0]).toMatch(/6 to 18 letters/);
    expect(refused.data.result.initialValue).toMatchObject({ document_number: "AB 1", date_of_birth: ADULT });
  });

  it("says why a check failed, and goes back only to a same-site page once verified", async () => {
    const young = `${new Date().getUTCFullYear() - 17}-01-02`;
    const failed = replied<FormResult["data"]>(
      await verify({ method: "id_document", document_number: "P1234567", date_of_birth: young }),
    );
    expect(failed.data.result.error[""]?.[0]).toMatch(/^We couldn't verify your age\. .*under 18/);
    const ok = await verify({
      method: "id_document",
      document_number: "P1234567",
      date_of_birth: ADULT,
      redirectTo: "//evil.example/checkout",
    });
    expect(location(ok)).toBe("/account/age-verification");
  });

  it("sends an asynchronous check to the provider and reads back only this browser's verification", async () => {
    const r = await verify({ method: "bank_id", date_of_birth: ADULT, redirectTo: "/checkout/payment" });
    expect(r).toBeInstanceOf(Response);
    expect((r as Response).status).toBe(303);
    expect(location(r)).toMatch(/\/age-provider\/checks\/[0-9a-f-]+$/);
    const started = (await sessionOf(r)).get("ageVerification");
    expect(started).toEqual({ uuid: location(r)!.split("/").pop(), back: "/checkout/payment" });
    const cookie = cookiesOf(r);
    const status = replied<{ status: string; back: string }>(
      await accountStatusLoader(
        args(browserRequest("/account/age-verification/status?verification=someone-else", { cookie })),
      ),
    );
    expect(status.data).toMatchObject({ status: "pending", back: "/checkout/payment" });
    const calls = await upstreamCalls("platform");
    expect(calls.some((c) => c.path.endsWith(`/verify/${started!.uuid}`))).toBe(true);
    expect(calls.some((c) => c.path.includes("someone-else"))).toBe(false);
  });
});

describe("checkout's age gate for a guest", () => {
  const payment = async (lastname: string) => {
    const cartId = await cartWith("default", [SKU, 1]);
    await checkoutSteps("default", cartId, {
      email: `${lastname.toLowerCase()}@example.com`,
      address: {
        firstname: "Ada",
        lastname,
        street: ["10 Downing Street", "", ""],
        city: "London",
        postcode: "SW1A 2AA",
        countryCode: "GB",
        region: null,
        telephone: "+447700900123",
      },
    });
    return caught(
      paymentStep("default").loader(
        args(browserRequest("/checkout/payment", { cookie: await cookieWith({ cartId }) })),
      ),
    );
  };

  it("lets an adult the hidden check confirms straight through to payment", async () => {
    const r = await payment("Lovelace");
    expect(location(r)).toBeNull();
    expect((await sessionOf(r)).get("ageGuest")).toMatchObject({ email: "lovelace@example.com", verified: true });
  });

  it("sends a guest the check can't confirm to the methods, once", async () => {
    const r = await payment("Unknown");
    expect(location(r)).toBe("/checkout/age-verification?redirectTo=%2Fcheckout%2Fpayment");
    expect((await sessionOf(r)).get("ageGuest")).toMatchObject({ verified: false, hiddenTried: true });
    const page = await caught(
      guestLoader(args(browserRequest("/checkout/age-verification", { cookie: cookiesOf(r) }))),
    );
    expect(replied<{ hiddenTried: boolean; methods: unknown[] }>(page).data).toMatchObject({ hiddenTried: true });
  });

  it("sends anyone the gate didn't send back to the payment step", async () => {
    expect(location(await caught(guestLoader(args(browserRequest("/checkout/age-verification")))))).toBe(
      "/checkout/payment",
    );
  });
});
