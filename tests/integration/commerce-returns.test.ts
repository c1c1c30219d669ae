import { describe, expect, it } from "vitest";
import { toUid } from "../../server/sandbox/commerce/context";
import { getCustomerReturns, getOrderReturns, requestReturn } from "../../app/.server/commerce/returns";
import { demoCustomer, newCustomer, useSandbox } from "./commerce-customer-sandbox";

// Returns (RMA, decision 0066) through the gateway against the sandbox: what a delivered order
// can send back, a request and what it claims, the refusals, and the merchant moving a return
// through product.md §4's statuses (the sandbox's POST /graphql/_sandbox/returns/:number).
// Tests run in order: later ones see earlier requests.
useSandbox();

/** Reason, condition and resolution as the sandbox's RMA_ITEM options have them (attributes.ts). */
const chosen = (reason: number, condition = 21, resolution = 31) => ({
  selected: [
    { attribute_code: "reason", value: toUid(reason) },
    { attribute_code: "condition", value: toUid(condition) },
    { attribute_code: "resolution", value: toUid(resolution) },
  ],
  entered: [],
});

const commerceUrl = () => process.env.COMMERCE_GRAPHQL_URL!;

async function merchant(number: string, body: Record<string, unknown>) {
  const res = await fetch(`${commerceUrl()}/_sandbox/returns/${number}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { status: string };
}

describe("returns", () => {
  it("shows the seeded return in words, and what can still go back", async () => {
    const { token } = demoCustomer();
    const order = await getOrderReturns("default", token, "000000101");
    expect(order?.returns).toMatchObject([
      {
        number: "000000001",
        orderNumber: "000000101",
        createdAt: "2026-01-15T10:20:00Z",
        status: "AUTHORIZED",
        statusLabel: "Accepted: please send the items back",
        items: [{ sku: "ASH-CON-CLEAN-30", requested: 1, accepted: 1, status: "AUTHORIZED" }],
      },
    ]);
    expect(order?.returns[0].comments).toEqual(["The pack was crushed in the post."]);
    expect(order?.returns[0].items[0].attributes).toEqual([
      { label: "Reason", value: "It arrived damaged" },
      { label: "Condition", value: "Damaged" },
      { label: "Resolution", value: "Refund" },
    ]);
    // two sticks cartons left; the one cleaning pack is claimed by the return
    expect(order?.returnable.map((i) => [i.sku, i.max])).toEqual([["ASH-STK-AMBER-C10", 2]]);
  });

  it("offers nothing from orders not delivered, cancelled or someone else's", async () => {
    const { token } = demoCustomer();
    for (const number of ["000000109", "000000110", "000000103", "000000113"])
      expect((await getOrderReturns("default", token, number))?.returnable).toEqual([]);
    expect(await getOrderReturns("default", newCustomer().token, "000000105")).toBeNull();
  });

  it("records a request, which then claims its quantity", async () => {
    const { token } = demoCustomer();
    const order = (await getOrderReturns("default", token, "000000105"))!;
    expect(order.returnable).toMatchObject([{ sku: "ASH-STK-TURQUOISE-P20", max: 5 }]);
    const outcome = await requestReturn("default", token, {
      orderUid: order.orderUid,
      items: [{ uid: order.returnable[0].uid, quantity: 2, ...chosen(11, 22, 32) }],
      comment: "The tin was dented.",
    });
    expect(outcome).toEqual({ ok: true, number: "000000002" });
    const after = (await getOrderReturns("default", token, "000000105"))!;
    expect(after.returnable[0].max).toBe(3);
    expect(after.returns[0]).toMatchObject({
      number: "000000002",
      status: "PENDING",
      statusLabel: "Waiting for us to review it",
      comments: ["The tin was dented."],
      items: [
        {
          requested: 2,
          accepted: 0,
          status: "PENDING",
          statusLabel: "Waiting for review",
          attributes: [
            { label: "Reason", value: "It arrived damaged" },
            { label: "Condition", value: "Opened" },
            { label: "Resolution", value: "Exchange" },
          ],
        },
      ],
    });
  });

  it("refuses more than can go back, with the service's message", async () => {
    const { token } = demoCustomer();
    const order = (await getOrderReturns("default", token, "000000105"))!;
    const outcome = await requestReturn("default", token, {
      orderUid: order.orderUid,
      items: [{ uid: order.returnable[0].uid, quantity: 4, ...chosen(16) }],
      comment: "",
    });
    expect(outcome).toMatchObject({ ok: false, message: expect.stringMatching(/greater than you can return/) });
    // someone else cannot ask to return the demo customer's items
    const stranger = await requestReturn("default", newCustomer().token, {
      orderUid: order.orderUid,
      items: [{ uid: order.returnable[0].uid, quantity: 1, ...chosen(16) }],
      comment: "",
    });
    expect(stranger.ok).toBe(false);
    expect((await getOrderReturns("default", token, "000000105"))!.returnable[0].max).toBe(3);
  });

  it("follows the merchant through the statuses, and frees what is refused", async () => {
    const { token } = demoCustomer();
    const order = (await getOrderReturns("default", token, "000000102"))!;
    expect(order.returnable.map((i) => i.sku)).toEqual(["ASH-DEV-DUO-SLATE", "ASH-STK-TEAK-P20"]);
    const outcome = await requestReturn("default", token, {
      orderUid: order.orderUid,
      items: order.returnable.map((i) => ({ uid: i.uid, quantity: 1, ...chosen(12) })),
      comment: "",
    });
    expect(outcome.ok).toBe(true);
    const number = (outcome as { number: string }).number;
    const status = async () =>
      (await getCustomerReturns("default", token, 1)).returns.find((r) => r.number === number)!;
    expect((await merchant(number, { items: { "ASH-DEV-DUO-SLATE": "AUTHORIZED" } })).status).toBe(
      "PARTIALLY_AUTHORIZED",
    );
    expect(await status()).toMatchObject({
      statusLabel: "Partly accepted: please send back the accepted items",
      items: [
        { sku: "ASH-DEV-DUO-SLATE", status: "AUTHORIZED", statusLabel: "Accepted: please send it back", accepted: 1 },
        { sku: "ASH-STK-TEAK-P20", status: "PENDING", accepted: 0 },
      ],
    });
    expect((await merchant(number, { items: { "ASH-STK-TEAK-P20": "DENIED" } })).status).toBe("PARTIALLY_AUTHORIZED");
    expect((await merchant(number, { items: { "ASH-DEV-DUO-SLATE": "RECEIVED" } })).status).toBe("PARTIALLY_RECEIVED");
    expect((await merchant(number, { items: { "ASH-DEV-DUO-SLATE": "APPROVED" } })).status).toBe("PARTIALLY_APPROVED");
    expect((await merchant(number, { status: "APPROVED" })).status).toBe("APPROVED");
    expect((await merchant(number, { status: "REJECTED" })).status).toBe("REJECTED");
    expect((await merchant(number, { close: "PROCESSED_AND_CLOSED" })).status).toBe("PROCESSED_AND_CLOSED");
    expect(await status()).toMatchObject({ status: "PROCESSED_AND_CLOSED", statusLabel: "Completed" });
    // both items refused in the end: they can be asked for again
    const again = (await getOrderReturns("default", token, "000000102"))!;
    expect(again.returnable.map((i) => [i.sku, i.max])).toEqual([
      ["ASH-DEV-DUO-SLATE", 1],
      ["ASH-STK-TEAK-P20", 4],
    ]);
  });

  it("lists the customer's returns newest first, and none for a new customer", async () => {
    const { token } = demoCustomer();
    const list = await getCustomerReturns("default", token, 1);
    expect(list.returns.map((r) => [r.number, r.orderNumber])).toEqual([
      ["000000003", "000000102"],
      ["000000002", "000000105"],
      ["000000001", "000000101"],
    ]);
    expect((await getCustomerReturns("default", newCustomer().token, 1)).returns).toEqual([]);
  });
});
