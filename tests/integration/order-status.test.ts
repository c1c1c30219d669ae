// A guest finds an order later (/order-status) from its number, e-mail and billing postcode,
// and the order e-mail (in the sandbox's outbox) links there; against the whole sandbox.
import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/order-status/route";
import { NOT_FOUND } from "~/routes/order-status/order-status.server";
import { place } from "./commerce-checkout-sandbox";
import {
  browserRequest,
  caught,
  cartWith,
  checkoutSteps,
  cookiesOf,
  location,
  mailsTo,
  replied,
  useRoutesSandbox,
  type FormResult,
} from "./routes-sandbox";
import { hosted } from "../support/session";

useRoutesSandbox();

const find = async (form: Record<string, string>, cookie?: string) =>
  caught(
    hosted(action)({
      request: browserRequest("/order-status", { cookie, form: { intent: "find-order", ...form } }),
      params: {},
    }),
  );
const show = async (cookie?: string, query = "") =>
  replied<{ order: { number: string; statusLabel: string; items: { sku: string }[] } | null; number: string }>(
    await hosted(loader)({ request: browserRequest(`/order-status${query}`, { cookie }) }),
  );

async function guestOrder(email: string) {
  const cartId = await cartWith("default", ["ASH-STK-AMBER-P20", 1]);
  await checkoutSteps("default", cartId, { email, payment: "cashondelivery" });
  const placed = await place(cartId);
  expect(placed.error).toBeNull();
  return placed.order!.orderNumber;
}

describe("finding a guest order", () => {
  it("e-mails the order with a link to find it, and finds it from its number, e-mail and billing postcode", async () => {
    const email = `guest-${Date.now()}@example.com`;
    const number = await guestOrder(email);
    const mail = (await mailsTo(email)).find((m) => m.kind === "order-confirmation");
    expect(mail).toMatchObject({ subject: expect.stringContaining(number), link: `/order-status?number=${number}` });

    // the link's number starts the form
    expect((await show(undefined, `?number=${number}`)).data).toEqual({ order: null, hasDevice: false, number });

    const found = await find({ number, email: email.toUpperCase(), postcode: "sw1a 2aa" });
    expect(location(found)).toBe("/order-status");
    const page = await show(cookiesOf(found));
    expect(page.data.order).toMatchObject({ number, items: [{ sku: "ASH-STK-AMBER-P20" }] });
    expect(page.data.order!.statusLabel).not.toBe("");
    expect(new Headers(page.init.headers).get("Cache-Control")).toBe("private, no-store");
  });

  it("finds an order of the free trial's store too (the seeded one)", async () => {
    const found = await find({ number: "000000100", email: "used-trial@example.com", postcode: "SW1A 1AA" });
    expect(location(found)).toBe("/order-status");
    expect((await show(cookiesOf(found))).data.order).toMatchObject({ number: "000000100" });
  });

  it("says so when the details do not match, keeps what was typed, and shows nothing", async () => {
    const email = `guest-wrong-${Date.now()}@example.com`;
    const number = await guestOrder(email);
    const r = replied<FormResult["data"]>(await find({ number, email, postcode: "EC1A 1BB" }));
    expect(r.init.status).toBe(400);
    expect(r.data.result.error[""]).toEqual([NOT_FOUND]);
    expect(r.data.result.initialValue).toMatchObject({ number, email, postcode: "EC1A 1BB" });
  });

  it("asks for each detail beside its field", async () => {
    const r = replied<FormResult["data"]>(await find({ number: "12", email: "not-an-address", postcode: "" }));
    expect(r.init.status).toBe(400);
    expect(Object.keys(r.data.result.error).sort()).toEqual(["email", "number", "postcode"]);
  });

  it("stops guessing: after 5 wrong tries for one order number, 429 beside the number", async () => {
    const number = await guestOrder(`guest-guess-${Date.now()}@example.com`);
    for (let i = 0; i < 5; i++)
      expect(replied(await find({ number, email: `try${i}@example.com`, postcode: "SW1A 2AA" })).init.status).toBe(400);
    const refused = replied<FormResult["data"]>(
      await find({ number, email: "try6@example.com", postcode: "SW1A 2AA" }),
    );
    expect(refused.init.status).toBe(429);
    expect(refused.data.result.error.number?.[0]).toMatch(/Too many attempts/);
  });
});
