// The pack-code page's action and the device page's trade-in box and registration consent,
// against the whole sandbox (unified flavour; both flavours are in platform-packs.test.ts).
import { beforeEach, describe, expect, it } from "vitest";
import type { SignIn } from "~/lib/models/account";
import { PACK_MESSAGES } from "~/.server/account/pack-codes";
import { REGISTRATION_CONSENT_UID } from "~/.server/commerce/cart";
import { readFlash } from "~/.server/session/flash";
import { PACK_CODE_FORMAT, PACK_CODE_REQUIRED } from "~/lib/schemas/packs";
import { action as packAction, loader as packLoader } from "~/routes/account.pack-codes/route";
import { action as shopAction, loader as shopLoader } from "~/routes/shop.$/route";
import { mintPackCodes } from "../../server/sandbox/accounts/packs";
import { recordTradeIn } from "../../server/sandbox/accounts/trade-in";
import {
  browserRequest,
  caught,
  cookieWith,
  cookiesOf,
  location,
  newCustomer,
  replied,
  sandboxDb,
  sessionOf,
  upstreamCalls,
  useRoutesSandbox,
  type FormResult,
} from "./routes-sandbox";
import { hosted } from "../support/session";

useRoutesSandbox();

let signIn: SignIn;
beforeEach(async () => void ({ signIn } = await newCustomer()));

const cookie = () => {
  const { userUuid, identityToken, sessionToken, commerceToken } = signIn;
  return cookieWith({ userUuid, identityToken, sessionToken, commerceToken });
};
const PAGE = "/account/pack-codes";
const post = async (form: Record<string, string>) =>
  caught(
    hosted(packAction)({
      request: browserRequest(PAGE, { cookie: await cookie(), form: { intent: "register-pack", ...form } }),
      params: {},
    }),
  );
const refused = async (form: Record<string, string>) => replied<FormResult["data"]>(await post(form));

describe("pack codes page", () => {
  it("sends a signed-out shopper to sign in first", async () => {
    const answer = await caught(hosted(packLoader)({ request: browserRequest(PAGE), params: {} }));
    expect(location(answer)).toBe(`/login?redirectTo=${encodeURIComponent(PAGE)}`);
  });

  it("checks the code's format before asking the platform, keeping what was typed", async () => {
    const empty = await refused({ code: "" });
    expect(empty.init.status).toBe(400);
    expect(empty.data.result.error).toEqual({ code: [PACK_CODE_REQUIRED] });
    const short = await refused({ code: "AB12-CD" });
    expect(short.data.result.error).toEqual({ code: [PACK_CODE_FORMAT] });
    expect(short.data.result.initialValue).toMatchObject({ code: "AB12-CD" });
    expect((await upstreamCalls("platform")).filter((c) => c.path.includes("/products/register"))).toEqual([]);
  });

  it("registers a code typed in lower case with spaces and goes back to the page with the points", async () => {
    const [code] = mintPackCodes(sandboxDb(), 1);
    const typed = `${code.slice(0, 4)} ${code.slice(4, 8)} ${code.slice(8)}`.toLowerCase();
    const answer = await post({ code: typed });
    expect(location(answer)).toBe(PAGE);
    const flash = await readFlash(cookiesOf(answer));
    expect(flash).toEqual({
      kind: "success",
      message: `Pack code ${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)} is registered. You earned 50 points (Pack registration).`,
    });
    const call = (await upstreamCalls("platform")).find((c) => c.path === "/api/me/products/register");
    expect(call?.variables).toEqual({ code });
    expect(call?.authorization).toBe(`Bearer ${signIn.identityToken}`);
    expect(
      sandboxDb().prepare("SELECT user_uuid FROM accounts_pack_registrations WHERE code = ?").pluck().get(code),
    ).toBe(signIn.userUuid);
  });

  it("says beside the field when a code is used, not valid, or the limit is reached", async () => {
    const used = await refused({ code: "ASH1-USED-0001" });
    expect(used.init.status).toBe(400);
    expect(used.data.result.error).toEqual({ code: [PACK_MESSAGES.alreadyUsed] });
    expect(used.data.result.initialValue).toMatchObject({ code: "ASH1-USED-0001" });

    expect((await refused({ code: "QQQQ-QQQQ-QQQQ" })).data.result.error).toEqual({ code: [PACK_MESSAGES.invalid] });

    const codes = mintPackCodes(sandboxDb(), 6);
    for (const code of codes.slice(0, 5)) expect(location(await post({ code }))).toBe(PAGE);
    const limit = await refused({ code: codes[5] });
    expect(limit.data.result.error).toEqual({ code: [PACK_MESSAGES.limitReached] });
  });
});

const PRIME = "/shop/devices/ashless-prime-device";
const productPage = async (path: string, signedIn: boolean) => {
  const request = browserRequest(path, signedIn ? { cookie: await cookie() } : {});
  return caught(hosted(shopLoader)({ request, params: { "*": path.replace("/shop/", "") } }));
};
type Page = { tradeIn: { state: string; offer: { credit: string } | null } | null };
/** The loader's body, whether it came as a plain object or as data(…, {headers}). */
const bodyOf = (r: unknown) => ((r as { data?: Page }).data ?? r) as Page;
const cacheControl = (r: unknown) => new Headers((r as { init?: ResponseInit }).init?.headers).get("Cache-Control");

describe("device page: trade-in", () => {
  it("asks a signed-out shopper to sign in, and that page stays shareable", async () => {
    const answer = await productPage(PRIME, false);
    expect(bodyOf(answer).tradeIn).toEqual({
      state: "signed-out",
      offer: expect.objectContaining({ credit: "£20.00" }),
    });
    expect(cacheControl(answer)).toBeNull();
  });

  it("tells a signed-in customer whether they are eligible, on a page nobody else is served", async () => {
    const eligible = await productPage(PRIME, true);
    expect(bodyOf(eligible).tradeIn?.state).toBe("eligible");
    expect(cacheControl(eligible)).toBe("private, no-store");
    recordTradeIn(sandboxDb(), signIn.userUuid);
    expect(bodyOf(await productPage(PRIME, true)).tradeIn?.state).toBe("not-eligible");
  });

  it("shows no box on a device without trade-in", async () => {
    expect(bodyOf(await productPage("/shop/devices/ashless-one-device", true)).tradeIn).toBeNull();
  });
});

describe("device page: registration consent", () => {
  const add = async (consent: boolean) => {
    const form: Record<string, string> = {
      intent: "add",
      kind: "configurable",
      parentSku: "ASH-DEV-PRIME",
      sku: "ASH-DEV-PRIME-GRAPHITE",
      quantity: "1",
      ...(consent ? { registrationConsent: "1" } : {}),
    };
    const answer = await caught(
      hosted(shopAction)({
        request: browserRequest(PRIME, { form }),
        params: { "*": "devices/ashless-prime-device" },
      }),
    );
    expect(location(answer)).toBe("/cart");
    const cartId = (await sessionOf(answer)).get("cartId");
    return sandboxDb()
      .prepare(
        "SELECT i.has_registration_consent FROM quote_item i JOIN quote q ON q.id = i.quote_id WHERE q.masked_id = ?",
      )
      .pluck()
      .get(cartId);
  };

  it("sends the consent as an entered option, ticked or not", async () => {
    expect(await add(true)).toBe(1);
    const call = (await upstreamCalls("commerce")).find((c) => c.operation === "addConfigurableProductsToCart");
    expect(call?.variables.enteredOptions).toEqual([{ uid: REGISTRATION_CONSENT_UID, value: "1" }]);
    expect(await add(false)).toBe(0);
  });
});
