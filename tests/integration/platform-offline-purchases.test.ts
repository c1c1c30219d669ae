import { describe, expect, it } from "vitest";
import { resetConfigForTests } from "~/.server/config";
import { AccountGatewayError } from "~/.server/platform/account-map";
import { offlinePurchases } from "~/.server/platform/offline-purchases";
import { type Flavour, FLAVOURS, mountOf, newCustomer, sandboxFor, signInDemo } from "./platform-account-sandbox";

// Offline purchases (product.md §3, §7) through the storefront's gateway against each flavour of
// the in-process sandbox: what a till reported, newest first, only to its own customer.

describe.each(FLAVOURS)("offline purchases, %s flavour", (flavour: Flavour) => {
  const sandbox = sandboxFor(flavour);

  /** As a till reports a purchase: the sandbox's own route, in the flavour's envelope. */
  const till = (email: string, purchase: Record<string, unknown>) =>
    fetch(`${sandbox.origin}${mountOf(flavour)}/_sandbox/offline-purchases`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-tenant-code": "ashless-gb" },
      body: JSON.stringify({ email, ...purchase }),
    });

  it("the demo customer's two purchases, newest first, each with where and what", async () => {
    const purchases = await offlinePurchases(await signInDemo());
    expect(purchases).toEqual([
      {
        actionId: expect.any(String),
        date: "2026-10-03T17:15:00.000Z",
        type: "retailer",
        items: [{ sku: "ASH-STK-SILVER-P20", name: "Silver Menthol Sticks, Pack of 20", quantity: 3 }],
      },
      {
        actionId: expect.any(String),
        date: "2026-09-12T10:42:00.000Z",
        type: "store",
        items: [
          { sku: "ASH-STK-AMBER-P20", name: "Amber Tobacco Sticks, Pack of 20", quantity: 2 },
          { sku: "ASH-STK-TURQUOISE-P20", name: "Turquoise Mint Sticks, Pack of 20", quantity: 1 },
        ],
      },
    ]);
  });

  it("a new customer has none until a till reports one; a till's bad report is refused", async () => {
    const { auth, email } = await newCustomer();
    expect(await offlinePurchases(auth)).toEqual([]);

    const bought = await till(email, {
      type: "store",
      datetime: "2026-11-20T09:30:00Z",
      items: [{ sku: "ASH-DEV-PRIME", name: "Ashless Prime", qty: 1 }],
    });
    expect(bought.status).toBe(201);
    expect(await offlinePurchases(auth)).toEqual([
      {
        actionId: expect.any(String),
        date: "2026-11-20T09:30:00.000Z",
        type: "store",
        items: [{ sku: "ASH-DEV-PRIME", name: "Ashless Prime", quantity: 1 }],
      },
    ]);

    for (const bad of [
      { type: "online", items: [{ sku: "A", name: "A", qty: 1 }] },
      { type: "store", items: [] },
      { type: "store", items: [{ sku: "A", name: "A", qty: 0 }] },
      { type: "store", datetime: "yesterday", items: [{ sku: "A", name: "A", qty: 1 }] },
    ])
      expect((await till(email, bad)).status).toBe(422);
    expect(await offlinePurchases(auth)).toHaveLength(1);
  });

  it("each flavour's route: unified leads purchase actions, legacy product.md §2's /orders/{UUID}", async () => {
    const { auth } = await newCustomer();
    const path = {
      unified: `/api/leads/${auth.userUuid}/actions/purchase`,
      legacy: `/orders/${auth.userUuid}`,
    }[flavour];
    const answer = await fetch(`${sandbox.origin}${mountOf(flavour)}${path}`, {
      headers: { "x-tenant-code": "ashless-gb", authorization: `Bearer ${auth.identityToken}` },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual(flavour === "unified" ? { items: [] } : { data: [] });
  });

  it("another customer's purchases are never read: their uuid with this token signs out", async () => {
    const demo = await signInDemo();
    const { auth } = await newCustomer();
    const error = await offlinePurchases({ ...auth, userUuid: demo.userUuid }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountGatewayError);
    expect((error as AccountGatewayError).error.code).toBe("SESSION_EXPIRED");
  });

  it("a platform that does not answer gives null, not an error page", async () => {
    const demo = await signInDemo();
    process.env.PLATFORM_API_URL = "http://127.0.0.1:9/platform";
    // a time-out shorter than the first retry's wait: one try, not 3 s of them (retry.test.ts's)
    process.env.UPSTREAM_TIMEOUT_MS = "500";
    resetConfigForTests();
    try {
      expect(await offlinePurchases(demo)).toBeNull();
    } finally {
      delete process.env.UPSTREAM_TIMEOUT_MS;
    }
  });
});
