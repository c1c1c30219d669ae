import { describe, expect, it } from "vitest";
import { resetConfigForTests } from "~/.server/config";
import { loyaltyGateway } from "~/.server/platform/loyalty";
import { creditOrder } from "../../server/sandbox/loyalty/ledger";
import { redeem } from "../../server/sandbox/loyalty/rewards";
import {
  customerWithPoints,
  type Flavour,
  FLAVOURS,
  newCustomer,
  sandboxFor,
  signInDemo,
} from "./platform-account-sandbox";

// The club's tiers, and the customer's points, tier, redeemed rewards and an order's points
// (product.md §7 Loyalty: /tiers, /consumers/{uuid}/points, /tier, /rewards and /orders/{order_id},
// and the legacy platform's equivalents, decision 0061) through the storefront's loyalty gateway
// on each flavour, against what the sandbox's ledger and redemptions hold, and product.md §8's
// safe defaults when the service is down.

describe.each(FLAVOURS)("the customer's club reads, %s flavour", (flavour: Flavour) => {
  const sandbox = sandboxFor(flavour);

  const club = () => loyaltyGateway();
  const withPoints = (points: number) => customerWithPoints(sandbox.db, points);

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

  it("gives the demo customer's points: available, pending, and those to expire with their date", async () => {
    const read = await club().points(await signInDemo());
    expect(read.available).toBe(true);
    expect(read.value).toMatchObject({ points: 1475, pendingPoints: 120, pointsToExpire: 220 });
    const days = (Date.parse(read.value.expireAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(0);
    expect(days).toBeLessThanOrEqual(30);
  });

  it("gives a fresh customer's points as the ledger holds them: an order's pending, nothing to expire", async () => {
    const auth = await withPoints(40);
    creditOrder(sandbox.db, auth.userUuid, `8${Date.now().toString().slice(-8)}`, [
      { sku: "ASH-STK-AMBER-P20", quantity: 3 },
    ]);
    expect((await club().points(auth)).value).toEqual({
      points: 40,
      expireAt: null,
      pendingPoints: 30,
      pointsToExpire: 0,
    });
  });

  it("gives the customer's tier with its artwork, the next one and what was earned in 12 months", async () => {
    const read = await club().tier(await signInDemo());
    expect(read).toEqual({
      available: true,
      value: {
        tier: {
          code: "silver",
          name: "Silver",
          threshold: 600,
          imageUrl: `${sandbox.origin}/content/media/tier-silver.svg`,
        },
        nextTier: {
          code: "gold",
          name: "Gold",
          threshold: 1500,
          imageUrl: `${sandbox.origin}/content/media/tier-gold.svg`,
        },
        earnedLastYear: 1475,
      },
    });
    const gold = await withPoints(1600);
    expect((await club().tier(gold)).value).toMatchObject({
      tier: { code: "gold" },
      nextTier: null,
      earnedLastYear: 1600,
    });
  });

  it("lists the rewards the customer redeemed, newest first, 10 a page, with their outcome and code", async () => {
    const auth = await withPoints(20_000);
    expect((await club().redemptions(auth, 1)).value).toEqual({ items: [], page: 1, totalPages: 1, totalCount: 0 });
    const voucher = redeem(sandbox.db, auth.userUuid, "voucher-5", 1, null).redemption;
    for (let i = 0; i < 10; i++) redeem(sandbox.db, auth.userUuid, "festival-draw", 1, null);
    const first = (await club().redemptions(auth, 1)).value;
    expect(first).toMatchObject({ page: 1, totalPages: 2, totalCount: 11 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({ status: "entered", qty: 1, reward: { slug: "festival-draw" } });
    const second = (await club().redemptions(auth, 2)).value;
    expect(second.items).toEqual([
      expect.objectContaining({
        uuid: voucher.uuid,
        status: "confirmed",
        points: 500,
        coupon: voucher.coupon,
        reward: expect.objectContaining({ slug: "voucher-5", rewardType: "virtual" }),
      }),
    ]);
    // another customer's redemptions are not in it
    const { auth: other } = await newCustomer();
    expect((await club().redemptions(other, 1)).value.totalCount).toBe(0);
  });

  it("falls back to no tiers, points, tier, redeemed rewards or order points when the loyalty service is down", async () => {
    const auth = await signInDemo();
    process.env.PLATFORM_API_URL = "http://127.0.0.1:9/platform";
    process.env.LOYALTY_TIMEOUT_MS = "200";
    resetConfigForTests();
    try {
      expect(await club().tiers()).toEqual({ available: false, value: [] });
      expect(await club().orderPoints(auth, "000000105")).toEqual({ available: false, value: null });
      expect(await club().points(auth)).toEqual({
        available: false,
        value: { points: 0, expireAt: null, pendingPoints: 0, pointsToExpire: 0 },
      });
      expect(await club().tier(auth)).toEqual({
        available: false,
        value: { tier: null, nextTier: null, earnedLastYear: 0 },
      });
      expect(await club().redemptions(auth, 1)).toEqual({
        available: false,
        value: { items: [], page: 1, totalPages: 1, totalCount: 0 },
      });
    } finally {
      delete process.env.LOYALTY_TIMEOUT_MS;
    }
  });
});
