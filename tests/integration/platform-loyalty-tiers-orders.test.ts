import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetConfigForTests } from "~/.server/config";
import { loyaltyGateway } from "~/.server/platform/loyalty";
import { creditOrder } from "../../server/sandbox/loyalty/ledger";
import {
  FLAVOURS,
  newCustomer,
  restoreConfig,
  signInDemo,
  startSandbox,
  useFlavour,
  type Flavour,
  type RunningSandbox,
} from "./platform-account-sandbox";

// The club's tiers and an order's points (product.md §7 Loyalty: /tiers and
// /consumers/{uuid}/orders/{order_id}, and the legacy platform's equivalents) through the
// storefront's loyalty gateway on each flavour, and product.md §8's safe defaults when the
// service is down.

describe.each(FLAVOURS)("loyalty tiers and order points, %s flavour", (flavour: Flavour) => {
  let sandbox: RunningSandbox;
  beforeAll(async () => void (sandbox = await startSandbox()));
  afterAll(() => sandbox.close());
  beforeEach(() => useFlavour(sandbox, flavour));
  afterEach(() => restoreConfig());

  const club = () => loyaltyGateway();

  it("lists every tier with the points it needs and its artwork, lowest first", async () => {
    const tiers = await club().tiers();
    expect(tiers.available).toBe(true);
    expect(tiers.value).toEqual([
      { code: "bronze", name: "Bronze", threshold: 0, imageUrl: `${sandbox.origin}/content/media/tier-bronze.svg` },
      { code: "silver", name: "Silver", threshold: 600, imageUrl: `${sandbox.origin}/content/media/tier-silver.svg` },
      { code: "gold", name: "Gold", threshold: 1500, imageUrl: `${sandbox.origin}/content/media/tier-gold.svg` },
    ]);
  });

  it("gives the points a fresh customer's order earned, pending for the return period", async () => {
    const { auth } = await newCustomer();
    const number = `9${Date.now().toString().slice(-8)}`;
    expect(creditOrder(sandbox.db, auth.userUuid, number, [{ sku: "ASH-STK-AMBER-P20", quantity: 12 }])).toBe(120);
    const read = await club().orderPoints(auth, number);
    expect(read).toMatchObject({
      available: true,
      value: { pointsEarned: 120, pointsPending: true, pointsSpent: 0 },
    });
    const days = (Date.parse(read.value!.pointsAvailableAt!) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(14);
  });

  it("gives an order whose points are in nothing pending, one that earned nothing, and none for another's order", async () => {
    const demo = await signInDemo();
    expect((await club().orderPoints(demo, "000000101")).value).toMatchObject({
      pointsEarned: 300,
      pointsPending: false,
    });
    // the demo customer's order of June earned nothing in the club
    expect((await club().orderPoints(demo, "000000106")).value).toEqual({
      pointsEarned: 0,
      pointsPending: false,
      pointsAvailableAt: null,
      pointsSpent: 0,
    });
    const { auth } = await newCustomer();
    expect(await club().orderPoints(auth, "000000101")).toEqual({ available: true, value: null });
  });

  it("falls back to no tiers and no order points when the loyalty service is down", async () => {
    const auth = await signInDemo();
    process.env.PLATFORM_API_URL = "http://127.0.0.1:9/platform";
    process.env.LOYALTY_TIMEOUT_MS = "200";
    resetConfigForTests();
    try {
      expect(await club().tiers()).toEqual({ available: false, value: [] });
      expect(await club().orderPoints(auth, "000000105")).toEqual({ available: false, value: null });
    } finally {
      delete process.env.LOYALTY_TIMEOUT_MS;
    }
  });
});
