import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setCacheClock } from "~/.server/state/cache";
import { accountGateway } from "~/.server/platform";
import { packGateway } from "~/.server/platform/packs";
import { tradeInGateway } from "~/.server/platform/trade-in";
import type { Auth } from "~/lib/models/account";
import { mintPackCodes } from "../../server/sandbox/accounts/packs";
import { TRADER_CUSTOMER } from "../../server/sandbox/accounts/packs-seed";
import { recordTradeIn } from "../../server/sandbox/accounts/trade-in";
import {
  authOf,
  FLAVOURS,
  newCustomer,
  restoreConfig,
  signInDemo,
  startSandbox,
  useFlavour,
  value,
  type Flavour,
  type RunningSandbox,
} from "./platform-account-sandbox";

// Pack registration and trade-in through the storefront's gateways against each flavour of the
// in-process sandbox: product.md §3's result for each kind of code, §4's limit, §5/§8's eligibility.

const registrations = (sandbox: RunningSandbox, code: string) =>
  sandbox.db.prepare("SELECT user_uuid, points FROM accounts_pack_registrations WHERE code = ?").all(code) as {
    user_uuid: string;
    points: number;
  }[];

describe.each(FLAVOURS)("pack and trade-in gateways, %s flavour", (flavour: Flavour) => {
  let sandbox: RunningSandbox;
  beforeAll(async () => void (sandbox = await startSandbox()));
  afterAll(() => sandbox.close());
  beforeEach(() => useFlavour(sandbox, flavour));
  afterEach(() => {
    restoreConfig();
    setCacheClock(() => Date.now());
  });

  const register = (auth: Auth, code: string) => packGateway().register(auth, code);

  it("registers a genuine code once, with the rule's points, then refuses it as used", async () => {
    const { auth } = await newCustomer();
    const seeded = flavour === "unified" ? "ash1-vald 0001" : "ASH1-VALD-0009";
    const first = await register(auth, seeded);
    expect(first).toMatchObject({ hasError: false, isValid: true, limitReached: false, error: null });
    expect(first.loyalty_rule).toEqual(
      flavour === "unified"
        ? { code: "PACK_REGISTRATION", name: "Pack registration", points: 50 }
        : { code: "CARTON_REGISTRATION", name: "Carton registration", points: 200 },
    );
    const code = seeded.replace(/[\s-]/g, "").toUpperCase();
    expect(registrations(sandbox, code)).toEqual([
      { user_uuid: auth.userUuid, points: flavour === "unified" ? 50 : 200 },
    ]);

    const again = await register((await newCustomer()).auth, code);
    expect(again).toMatchObject({ hasError: true, isValid: false, limitReached: false, loyalty_rule: null });
    expect(again.error).toMatchObject({ code: "PACK_ALREADY_REGISTERED", field: "code" });
  });

  it("refuses the seeded used code and a code that is not genuine", async () => {
    const auth = await signInDemo();
    expect((await register(auth, "ASH1-USED-0001")).error?.code).toBe("PACK_ALREADY_REGISTERED");
    const fake = await register(auth, "ZZZZ-ZZZZ-ZZZZ");
    expect(fake).toMatchObject({ hasError: true, isValid: false, limitReached: false });
    expect(fake.error).toMatchObject({ code: "INVALID_PACK_CODE", field: "code" });
  });

  it("answers limit reached without using the code once the customer has registered 5 packs", async () => {
    const { auth } = await newCustomer();
    const codes = mintPackCodes(sandbox.db, 6);
    for (const code of codes.slice(0, 5)) expect((await register(auth, code)).isValid).toBe(true);
    const sixth = await register(auth, codes[5]);
    expect(sixth).toEqual({ hasError: false, isValid: false, limitReached: true, loyalty_rule: null, error: null });
    expect(registrations(sandbox, codes[5])).toEqual([]);
  });

  it("the seeded trader is at the limit and not eligible for trade-in; a new customer is eligible", async () => {
    const trader = authOf(value(await accountGateway().login(TRADER_CUSTOMER.email, TRADER_CUSTOMER.password, false)));
    const [code] = mintPackCodes(sandbox.db, 1);
    expect((await register(trader, code)).limitReached).toBe(true);
    expect(await tradeInGateway().isEligible(trader)).toBe(false);

    const { auth } = await newCustomer();
    expect(await tradeInGateway().isEligible(auth)).toBe(true);
    recordTradeIn(sandbox.db, auth.userUuid);
    expect(await tradeInGateway().isEligible(auth)).toBe(false);
  });

  it("counts no user, a revoked token or another customer's id as not eligible", async () => {
    expect(await tradeInGateway().isEligible(null)).toBe(false);
    const { auth } = await newCustomer();
    expect(await tradeInGateway().isEligible({ ...auth, identityToken: "revoked" })).toBe(false);
    const demo = await signInDemo();
    expect(await tradeInGateway().isEligible({ ...demo, userUuid: auth.userUuid })).toBe(false);
    expect(await tradeInGateway().isEligible(demo)).toBe(true);
  });

  it("reads the configuration and keeps it for 5 seconds", async () => {
    let now = 1_000_000;
    setCacheClock(() => now);
    const config = await tradeInGateway().getConfiguration();
    expect(config).toMatchObject({
      enabled: true,
      products: [{ sku: "ASH-DEV-PRIME", name: "Ashless Prime Heating Device" }],
      credit: { value: 20, currency: "GBP" },
      maxPerCustomer: 1,
    });
    expect(config.terms).toMatch(/one trade-in per customer/i);
    sandbox.db.prepare("UPDATE catalog_product SET trade_in = 1 WHERE sku = 'ASH-DEV-DUO'").run();
    try {
      now += 4_000;
      expect((await tradeInGateway().getConfiguration()).products).toHaveLength(1);
      now += 1_500;
      expect((await tradeInGateway().getConfiguration()).products.map((p) => p.sku)).toEqual([
        "ASH-DEV-DUO",
        "ASH-DEV-PRIME",
      ]);
    } finally {
      sandbox.db.prepare("UPDATE catalog_product SET trade_in = 0 WHERE sku = 'ASH-DEV-DUO'").run();
    }
  });
});
