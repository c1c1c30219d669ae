import { describe, expect, it } from "vitest";
import { resetConfigForTests } from "~/.server/config";
import { accountGateway } from "~/.server/platform";
import { packGateway } from "~/.server/platform/packs";
import { DEFAULT_STATUS, loyaltyGateway } from "~/.server/platform/loyalty";
import type { PostalAddress } from "~/lib/models/loyalty";
import { mintPackCodes } from "../../server/sandbox/accounts/packs";
import { recordFirstPurchase } from "../../server/sandbox/loyalty/referral";
import {
  authOf,
  customerWithPoints,
  DEMO,
  type Flavour,
  FLAVOURS,
  mountOf,
  newCustomer,
  sandboxFor,
  signInDemo,
  value,
} from "./platform-account-sandbox";

// The club's sandbox service through the storefront's loyalty gateway, on each flavour: the
// demo customer's seeded state, the ledger's rules (pending, expiring and expired points, FIFO),
// pack codes crediting points, product.md §9's multiply flag, redeeming every kind of reward, referrals,
// and product.md §8's safe defaults when the service is down.

const ADDRESS: PostalAddress = {
  firstname: "Sam",
  lastname: "Taylor",
  street: "1 High Street",
  city: "Leeds",
  postcode: "LS1 1AA",
  countryCode: "GB",
  telephone: null,
};

describe.each(FLAVOURS)("loyalty gateway, %s flavour", (flavour: Flavour) => {
  const sandbox = sandboxFor(flavour);

  const club = () => loyaltyGateway();
  const withPoints = (points: number) => customerWithPoints(sandbox.db, points);

  it("reads the demo customer's tier, balance, pending and expiring points", async () => {
    const status = await club().status(await signInDemo());
    expect(status.available).toBe(true);
    expect(status.value.tier?.name).toBe("Silver");
    expect(status.value.nextTier).toMatchObject({ name: "Gold", threshold: 1500 });
    expect(status.value.earnedLastYear).toBe(1475);
    // 1775 earned, 200 spent, 100 expired (what was left of the oldest order's points a year on)
    expect(status.value.points).toMatchObject({ points: 1475, pendingPoints: 120, pointsToExpire: 220 });
    const days = (Date.parse(status.value.points.expireAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(0);
    expect(days).toBeLessThanOrEqual(30);
  });

  it("gives the tier and each reward their artwork, drawn by the content service", async () => {
    const status = await club().status(await signInDemo());
    expect(status.value.tier?.imageUrl).toBe(`${sandbox.origin}/content/media/tier-silver.svg`);
    const rewards = (await club().rewards()).value;
    expect(rewards.find((r) => r.slug === "voucher-5")?.images).toEqual([
      `${sandbox.origin}/content/media/reward-voucher-5.svg`,
    ]);
    const art = await fetch(`${sandbox.origin}/content/media/tier-silver.svg?w=64`);
    expect(art.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  });

  it("pages the history 10 at a time, newest first, with pending and expired entries", async () => {
    const auth = await signInDemo();
    const first = (await club().history(auth, 1)).value;
    expect(first).toMatchObject({ page: 1, totalPages: 2, totalCount: 14 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({ event: "pack_code", points: 50, balance: 1475 });
    expect(first.items.find((i) => i.pending)).toMatchObject({ event: "order", points: 120, orderId: "000000105" });
    const second = (await club().history(auth, 2)).value;
    expect(second.items).toHaveLength(4);
    expect(second.items.at(-1)).toMatchObject({ event: "order", points: 300, balance: 300 });
    expect(first.items.concat(second.items).find((i) => i.type === "expired")).toMatchObject({ points: -100 });
    // a page past the end is the last one
    expect((await club().history(auth, 99)).value.page).toBe(2);
  });

  it("credits a registered pack code to the ledger", async () => {
    const { auth } = await newCustomer();
    expect((await club().status(auth)).value.points.points).toBe(0);
    const [code] = mintPackCodes(sandbox.db, 1);
    expect((await packGateway().register(auth, code)).isValid).toBe(true);
    expect((await club().status(auth)).value.points).toMatchObject({ points: 50, pendingPoints: 0 });
    expect((await club().history(auth, 1)).value.items).toEqual([
      expect.objectContaining({ event: "pack_code", type: "earned", points: 50, balance: 50 }),
    ]);
  });

  it("multiplies a rule's points by the quantity only when its multiply flag is set", async () => {
    const { auth } = await newCustomer();
    const rules = (await club().rules()).value;
    expect(rules.map((r) => r.eventName)).toEqual([
      "order",
      "pack_code",
      "article_read",
      "qr_code",
      "survey",
      "referral_first_purchase",
    ]);
    expect(rules.find((r) => r.eventName === "order")?.multiply).toBe(true);
    const points = async (event: string, sku: string, quantity: number) =>
      (await club().earningRule(auth, event, { sku, quantity })).value;
    expect(await points("order", "ASH-STK-AMBER-P20", 3)).toBe(30);
    expect(await points("order", "ASH-STK-AMBER-C10", 2)).toBe(240);
    expect(await points("pack_code", "ASH-STK-AMBER-P20", 3)).toBe(50);
  });

  it("redeems a voucher for its coupon, spending the points", async () => {
    const auth = await withPoints(1200);
    const voucher = (await club().reward("voucher-5"))!;
    expect(voucher).toMatchObject({ rewardType: "virtual", points: 500, hasCoupons: true, isAddressRequired: false });
    const r = await club().redeem(auth, { rewardUuid: voucher.uuid, qty: 2, address: null });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value).toMatchObject({ qty: 2, points: 1000, status: "confirmed" });
    expect(r.value.coupon).toMatch(/^ASH-[0-9A-F]{8}$/);
    expect((await club().status(auth)).value.points.points).toBe(200);
    expect((await club().history(auth, 1)).value.items[0]).toMatchObject({
      type: "spent",
      points: -1000,
      coupon: r.value.coupon,
      couponType: "voucher",
    });
    expect(await club().redemption(auth, r.value.uuid)).toMatchObject({ uuid: r.value.uuid, coupon: r.value.coupon });
  });

  it("asks for an address when a reward is sent, and keeps its stock", async () => {
    const auth = await withPoints(2000);
    const reward = (await club().reward("travel-case"))!;
    const without = await club().redeem(auth, { rewardUuid: reward.uuid, qty: 1, address: null });
    expect(without).toMatchObject({ ok: false, error: { code: "ADDRESS_REQUIRED", field: "address" } });
    const sent = await club().redeem(auth, { rewardUuid: reward.uuid, qty: 2, address: ADDRESS });
    expect(sent.ok).toBe(true);
    expect((await club().reward("travel-case"))!.stock).toBe(reward.stock! - 2);
    const tooMany = await club().redeem(auth, { rewardUuid: reward.uuid, qty: 3, address: ADDRESS });
    expect(tooMany).toMatchObject({ ok: false, error: { code: "INVALID_QUANTITY", field: "qty" } });
  });

  it("refuses what the customer can't have: too few points, another tier's reward, nothing in stock", async () => {
    const auth = await withPoints(300);
    const redeem = async (slug: string) =>
      club().redeem(auth, { rewardUuid: (await club().reward(slug))!.uuid, qty: 1, address: ADDRESS });
    expect(await redeem("voucher-5")).toMatchObject({
      ok: false,
      error: { code: "INSUFFICIENT_POINTS", field: "qty" },
    });
    expect(await redeem("flavour-lab")).toMatchObject({ ok: false, error: { code: "LEVEL_REQUIRED" } });
    expect(await redeem("limited-pin")).toMatchObject({ ok: false, error: { code: "OUT_OF_STOCK", field: "qty" } });
    expect((await club().status(auth)).value.points.points).toBe(300);
    expect(await club().reward("no-such-reward")).toBeNull();
  });

  it("draws instant lottery tickets at once (every third wins) and enters a delayed draw", async () => {
    const auth = await withPoints(1000);
    const card = (await club().reward("scratch-card"))!;
    const tickets = [];
    for (let i = 0; i < 3; i++) {
      const r = await club().redeem(auth, { rewardUuid: card.uuid, qty: 1, address: null });
      if (!r.ok) throw new Error(r.error.message);
      tickets.push(r.value);
    }
    expect(tickets.map((t) => t.status)).toEqual(["lost", "lost", "won"]);
    // only the winning ticket carries the prize's code
    expect(tickets.map((t) => t.coupon !== null)).toEqual([false, false, true]);
    const draw = (await club().reward("festival-draw"))!;
    const entered = await club().redeem(auth, { rewardUuid: draw.uuid, qty: 2, address: null });
    expect(entered).toMatchObject({ ok: true, value: { status: "entered", points: 200 } });
    expect((await club().status(auth)).value.points.points).toBe(1000 - 450 - 200);
  });

  it("gives the demo customer's referral code, stats and friends 5 a page; a friend's first order credits once", async () => {
    const demo = await signInDemo();
    const first = (await club().referral(demo, 1)).value;
    expect(first).toMatchObject({
      code: DEMO.referralCode,
      parentCode: null,
      stats: { refereesCount: 7, completedFirstOrderCount: 2, earnedPoints: 500 },
      history: { page: 1, totalPages: 2, totalCount: 7 },
    });
    expect(first.history.items).toHaveLength(5);
    expect((await club().referral(demo, 2)).value.history.items).toHaveLength(2);

    const friend = value(
      await accountGateway().register({
        email: `friend-${flavour}-${Date.now()}@example.com`,
        password: "Green-Leaf-77",
        firstname: "Kit",
        lastname: "Moss",
        dob: "1993-03-03",
        telephone: null,
        customAttributes: {},
        consents: [{ id: "gdpr-privacy", accepted: true }],
        referralCode: DEMO.referralCode,
      }),
    );
    expect((await club().referral(authOf(friend), 1)).value).toMatchObject({
      parentCode: DEMO.referralCode,
      hasFirstPurchase: false,
    });
    expect(recordFirstPurchase(sandbox.db, friend.userUuid, "000000999")).toBe(250);
    expect(recordFirstPurchase(sandbox.db, friend.userUuid, "000001000")).toBe(0);
    expect((await club().referral(demo, 1)).value.stats).toEqual({
      refereesCount: 8,
      completedFirstOrderCount: 3,
      earnedPoints: 750,
    });
    expect((await club().referral(authOf(friend), 1)).value.hasFirstPurchase).toBe(true);
    // a customer without a code gets one the first time they ask
    const { auth } = await newCustomer();
    expect((await club().referral(auth, 1)).value.code).toMatch(/^SAM-[0-9A-F]{6}$/);
  });

  it("the code a customer shares: unified in the referral read, legacy from product.md §2's generate-promo-code, made once", async () => {
    const { auth } = await newCustomer();
    const ask = (method: string, path: string) =>
      fetch(`${sandbox.origin}${mountOf(flavour)}${path}`, {
        method,
        headers: { "x-tenant-code": "ashless-gb", authorization: `Bearer ${auth.identityToken}` },
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, Record<string, unknown>> }));
    const code = (await club().referral(auth, 1)).value.code;
    expect(code).toMatch(/^SAM-[0-9A-F]{6}$/);
    if (flavour === "unified") {
      expect((await ask("GET", `/api/loyalty/consumers/${auth.userUuid}/referral`)).body.code).toBe(code);
    } else {
      // the legacy referral read is the stats and friends; the code is generated (once) on its own route
      expect((await ask("GET", `/consumers/${auth.userUuid}/referral`)).body.data.code).toBeUndefined();
      const made = await ask("POST", `/consumers/${auth.userUuid}/generate-promo-code`);
      expect(made).toEqual({ status: 200, body: { data: { promoCode: code } } });
    }
    expect((await club().referral(auth, 1)).value.code).toBe(code);
  });

  it("falls back to safe defaults when the loyalty service is down, and throws on missing configuration", async () => {
    expect((await club().configuration()).pointsPerPound).toBe(100);
    const auth = await signInDemo();
    process.env.PLATFORM_API_URL = "http://127.0.0.1:9/platform";
    process.env.LOYALTY_TIMEOUT_MS = "200";
    resetConfigForTests();
    try {
      expect(await club().status(auth)).toEqual({ available: false, value: DEFAULT_STATUS });
      expect((await club().history(auth, 1)).value.items).toEqual([]);
      expect(await club().earningRule(auth, "order", { sku: "X", quantity: 1 })).toEqual({
        available: false,
        value: null,
      });
      await expect(club().configuration()).rejects.toThrow();
    } finally {
      delete process.env.LOYALTY_TIMEOUT_MS;
    }
  });

  it("credits an article once when read, and only for the tiers it is for", async () => {
    const { auth } = await newCustomer();
    const list = (await club().articles(auth)).value;
    expect(list.map((a) => [a.articleId, a.isAvailable, a.isRead])).toEqual([
      ["how-heating-works", true, false],
      ["caring-for-your-device", true, false],
      ["a-year-of-flavours", true, false],
      ["flavour-lab-notes", false, false],
    ]);
    expect(await club().readArticle(auth, "a-year-of-flavours")).toEqual({
      ok: true,
      value: { points: 30, already: false },
    });
    expect(await club().readArticle(auth, "a-year-of-flavours")).toEqual({
      ok: true,
      value: { points: 0, already: true },
    });
    expect((await club().article(auth, "a-year-of-flavours"))?.isRead).toBe(true);
    expect(await club().readArticle(auth, "flavour-lab-notes")).toMatchObject({
      ok: false,
      error: { code: "ARTICLE_NOT_AVAILABLE" },
    });
    expect(await club().article(auth, "nope")).toBeNull();
    expect((await club().status(auth)).value.points.points).toBe(30);
    // the demo customer read two articles before
    expect((await club().articles(await signInDemo())).value.filter((a) => a.isRead)).toHaveLength(2);
  });

  it("credits a QR code once while it is active", async () => {
    const { auth } = await newCustomer();
    expect(await club().qrCode(auth, "qr-store-london")).toMatchObject({
      points: 25,
      isActive: true,
      alreadyScanned: false,
    });
    expect(await club().scanQrCode(auth, "qr-store-london")).toEqual({
      ok: true,
      value: { points: 25, already: false },
    });
    expect(await club().scanQrCode(auth, "qr-store-london")).toEqual({ ok: true, value: { points: 0, already: true } });
    expect(await club().scanQrCode(auth, "qr-festival-2026")).toMatchObject({
      ok: false,
      error: { code: "QR_CODE_EXPIRED", status: 410 },
    });
    expect(await club().qrCode(auth, "qr-nope")).toBeNull();
    expect((await club().history(auth, 1)).value.items).toEqual([
      expect.objectContaining({ event: "qr_code", points: 25 }),
    ]);
  });

  it("ends the session when the token is refused", async () => {
    const auth = { ...(await signInDemo()), identityToken: "revoked" };
    await expect(club().status(auth)).rejects.toMatchObject({ code: "SESSION_EXPIRED" });
  });
});
