import { describe, expect, it } from "vitest";
import { couponGateway } from "~/.server/platform/coupons";
import { addEntry } from "../../server/sandbox/loyalty/ledger";
import { redeem } from "../../server/sandbox/loyalty/rewards";
import { type Flavour, FLAVOURS, newCustomer, refusal, sandboxFor, value } from "./platform-account-sandbox";

// The customer's coupons and the external coupon providers (product.md §7, decision 0055) through
// the gateway, against each flavour of the in-process sandbox.

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(FLAVOURS)("coupon gateway, %s flavour", (flavour: Flavour) => {
  const sandbox = sandboxFor(flavour);

  it("lists the partners the platform has", async () => {
    expect(await couponGateway().listProviders()).toEqual([
      { code: "city-rides", name: "City Rides", description: expect.stringContaining("15% off") },
      { code: "green-kitchen", name: "Green Kitchen", description: expect.stringContaining("£3 off") },
    ]);
  });

  it("issues a partner's code, lists it as the customer's, and refuses a second from a one-per-member partner", async () => {
    const { auth } = await newCustomer();
    expect(await couponGateway().listCoupons(auth)).toEqual([]);
    const issued = value(await couponGateway().requestCoupon(auth, "city-rides"));
    expect(issued).toEqual({
      code: expect.stringMatching(/^RIDE-[0-9A-F]{8}$/),
      description: "15% off an order",
      source: "partner",
      sourceName: "City Rides",
      expiresAt: inDays(30),
      used: false,
    });
    expect(await couponGateway().listCoupons(auth)).toEqual([issued]);
    // the commerce side knows the code: the cart takes it
    expect(
      sandbox.db.prepare("SELECT discount_percent FROM salesrule_coupon WHERE code = ?").pluck().get(issued.code),
    ).toBe(15);

    expect(refusal(await couponGateway().requestCoupon(auth, "city-rides"))).toMatchObject({
      code: "COUPON_ALREADY_ISSUED",
      message: `City Rides gives one code per member, and you already have yours: ${issued.code}.`,
      status: 409,
    });
    // another partner gives a new code each time
    const first = value(await couponGateway().requestCoupon(auth, "green-kitchen"));
    const second = value(await couponGateway().requestCoupon(auth, "green-kitchen"));
    expect(second.code).not.toBe(first.code);
    expect(first).toMatchObject({ description: "£3 off an order", sourceName: "Green Kitchen", expiresAt: inDays(14) });
    expect((await couponGateway().listCoupons(auth)).map((c) => c.code).sort()).toEqual(
      [issued.code, first.code, second.code].sort(),
    );
    expect(refusal(await couponGateway().requestCoupon(auth, "no-such-partner"))).toMatchObject({ status: 404 });
  });

  it("lists a club reward's voucher, and says it is used once an order carries it", async () => {
    const { auth } = await newCustomer();
    addEntry(sandbox.db, auth.userUuid, { event: "adjustment", type: "earned", points: 600 });
    const { redemption } = redeem(sandbox.db, auth.userUuid, "voucher-5", 1, null);
    const [voucher] = await couponGateway().listCoupons(auth);
    expect(voucher).toEqual({
      code: redemption.coupon,
      description: "A code for £5 off your next order",
      source: "reward",
      sourceName: "£5 shop voucher",
      expiresAt: inDays(91),
      used: false,
    });
    sandbox.db
      .prepare(
        `INSERT INTO sales_order (increment_id, store_code, customer_uuid, customer_email, status, subtotal, tax_amount,
          grand_total, order_currency_code, payment_method, payment_title, created_at, coupon_code)
         VALUES (?, 'default', ?, 'someone@example.com', 'processing', 10, 2, 12, 'GBP', 'ashless_card', 'Card', ?, ?)`,
      )
      .run(`C${Date.now()}`.slice(0, 9), auth.userUuid, new Date().toISOString(), voucher.code);
    expect((await couponGateway().listCoupons(auth))[0]).toMatchObject({ code: voucher.code, used: true });
  });

  it("signs the shopper out when the platform says their session is over", async () => {
    const { auth } = await newCustomer();
    await expect(couponGateway().listCoupons({ ...auth, identityToken: "expired" })).rejects.toMatchObject({
      error: { code: "SESSION_EXPIRED" },
    });
  });
});
