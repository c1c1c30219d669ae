// A guest takes a device off their order on /order-status (product.md §6: guest unassign by the
// order's external id, decision 0012), against the whole sandbox on each platform flavour: only
// once the order was found (number, e-mail, billing postcode), only a device registered with
// that order, the code kept beside the field when refused, and tries limited like every code.
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { createCart, addToCart } from "~/.server/commerce/cart";
import { registerByCode } from "~/.server/devices/register";
import { deviceGateway } from "~/.server/platform/devices";
import { action, loader } from "~/routes/order-status/route";
import { DEVICE_SERVICE_UNAVAILABLE } from "~/routes/order-status/order-status.server";
import { place } from "./commerce-checkout-sandbox";
import {
  browserRequest,
  caught,
  checkoutSteps,
  cookiesOf,
  cookieWith,
  deviceRow,
  freshDevice,
  location,
  replied,
  upstreamCalls,
  usePlatformFlavour,
  useRoutesSandbox,
  type FormResult,
} from "./routes-sandbox";
import { FLAVOURS } from "./platform-account-sandbox";
import { server } from "../msw/server";
import { flashOf } from "../support/flash";
import { hosted } from "../support/session";

useRoutesSandbox();

const POSTCODE = "SW1A 2AA";
let made = 0;
const freshCode = () => freshDevice("UNASN");

/** A guest's order of an Ashless One, placed: its number and e-mail. */
async function deviceOrder() {
  const email = `unassign-${++made}-${Date.now()}@example.com`;
  const cartId = await createCart("default");
  const added = await addToCart("default", cartId, {
    kind: "configurable",
    parentSku: "ASH-DEV-ONE",
    sku: "ASH-DEV-ONE-BLACK",
    quantity: 1,
  });
  expect(added.error).toBeNull();
  await checkoutSteps("default", cartId, { email, payment: "cashondelivery" });
  const placed = await place(cartId);
  expect(placed.error).toBeNull();
  return { number: placed.order!.orderNumber, email };
}

/** The session cookie of a browser that found the order on /order-status. */
async function found(order: { number: string; email: string }) {
  const answer = await caught(
    hosted(action)({
      request: browserRequest("/order-status", {
        form: { intent: "find-order", number: order.number, email: order.email, postcode: POSTCODE },
      }),
      params: {},
    }),
  );
  expect(location(answer)).toBe("/order-status");
  return cookiesOf(answer);
}

/** The device registered with the order, as the confirmation page does (by its external id). */
async function registeredWith(number: string) {
  const code = freshCode();
  const r = await registerByCode(deviceGateway(), { externalId: `order-${number}` }, code);
  expect(r.ok).toBe(true);
  return code;
}

const unassign = (cookie: string, code: string) =>
  caught(
    hosted(action)({
      request: browserRequest("/order-status", { cookie, form: { intent: "unassign-device", code } }),
      params: {},
    }),
  );
const show = async (cookie: string) =>
  replied<{ order: { number: string } | null; hasDevice: boolean }>(
    await hosted(loader)({ request: browserRequest("/order-status", { cookie }) }),
  ).data;

describe.each(FLAVOURS)("a device off a guest order, %s platform", (flavour) => {
  beforeEach(() => usePlatformFlavour(flavour));

  it("takes the order's device off it by its code, keeps the order shown, and the device can be registered again", async () => {
    const order = await deviceOrder();
    const cookie = await found(order);
    expect(await show(cookie)).toMatchObject({ order: { number: order.number }, hasDevice: true });
    const code = await registeredWith(order.number);

    // typed as on the card, with a space and in small letters
    const answer = await unassign(cookie, `${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`);
    expect(location(answer)).toBe("/order-status");
    expect(await flashOf(answer as Response)).toEqual({
      kind: "success",
      message: `Ashless One is no longer registered with order ${order.number}. It can now be registered again, by you or by whoever you give it to.`,
    });
    expect(deviceRow(code)).toEqual({ external_id: null, consumer_id: null });
    // the flavour's own call, with the order's external id
    const calls = (await upstreamCalls("platform")).filter((c) => c.path.endsWith(`/guest/${code}/unassign`));
    expect(calls.map((c) => [c.method, c.path.includes("/api/"), c.variables])).toEqual([
      ["PATCH", flavour === "unified", { externalId: `order-${order.number}` }],
    ]);
    // the order stays found: nothing to type again
    expect((await show(cookie)).order).toMatchObject({ number: order.number });
    // free: whoever has it now registers it
    const again = await registerByCode(deviceGateway(), { externalId: "order-000009999" }, code);
    expect(again.ok).toBe(true);
  });

  it("refuses a code not registered with the order beside the field, keeping the code as typed", async () => {
    const order = await deviceOrder();
    const cookie = await found(order);
    const mine = await registeredWith(order.number);
    const free = freshCode();
    const answer = replied<FormResult["data"]>(await unassign(cookie, free));
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error).toEqual({
      code: [
        `No device with this code is registered with order ${order.number}. Check the code on the card in its box.`,
      ],
    });
    expect(answer.data.result.initialValue.code).toBe(free);
    // a code no device has: the same answer
    expect(replied<FormResult["data"]>(await unassign(cookie, "ZZZZZ99999")).data.result.error.code?.[0]).toMatch(
      /No device with this code is registered with order/,
    );
    expect(deviceRow(free)).toEqual({ external_id: null, consumer_id: null });
    expect(deviceRow(mine).external_id).toBe(`order-${order.number}`);
  });

  it("refuses the device of another order, which stays registered with it", async () => {
    const [mine, theirs] = [await deviceOrder(), await deviceOrder()];
    const theirCode = await registeredWith(theirs.number);
    const answer = replied<FormResult["data"]>(await unassign(await found(mine), theirCode));
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error.code?.[0]).toMatch(`registered with order ${mine.number}`);
    expect(deviceRow(theirCode).external_id).toBe(`order-${theirs.number}`);
  });

  it("unassigns nothing for a browser that has not found the order", async () => {
    const order = await deviceOrder();
    const code = await registeredWith(order.number);
    // the order number alone is not enough: the session must hold the found order
    for (const cookie of [await cookieWith({}), ""]) {
      const answer = await unassign(cookie, code);
      expect(location(answer)).toBe("/order-status");
    }
    expect((await upstreamCalls("platform")).filter((c) => c.path.includes("/unassign"))).toEqual([]);
    expect(deviceRow(code).external_id).toBe(`order-${order.number}`);
  });

  it("stops guessing: after 5 wrong codes for the order, 429 beside the field, even for the right code", async () => {
    const order = await deviceOrder();
    const cookie = await found(order);
    const code = await registeredWith(order.number);
    for (let i = 0; i < 5; i++)
      expect(replied(await unassign(cookie, `WRONG${String(i).padStart(5, "0")}`)).init.status).toBe(400);
    const refused = replied<FormResult["data"]>(await unassign(cookie, code));
    expect(refused.init.status).toBe(429);
    expect(refused.data.result.error.code?.[0]).toMatch(/Too many attempts/);
    expect(refused.data.result.initialValue.code).toBe(code);
    expect(deviceRow(code).external_id).toBe(`order-${order.number}`);
  });

  it("says when the device service fails (its notice) or can't be reached (503), keeping the code and the device", async () => {
    const order = await deviceOrder();
    const cookie = await found(order);
    const code = await registeredWith(order.number);
    const unassignCall = /\/devices\/guest\/[^/]+\/unassign$/;

    server.use(http.patch(unassignCall, () => HttpResponse.json({ message: "boom" }, { status: 500 })));
    const failed = replied<FormResult["data"] & { detail?: { title: string; tryLater: boolean } }>(
      await unassign(cookie, code),
    );
    expect(failed.data.detail).toMatchObject({ title: "Something went wrong on our side", tryLater: true });
    expect(failed.data.result.initialValue.code).toBe(code);

    server.resetHandlers();
    server.use(http.patch(unassignCall, () => HttpResponse.error()));
    const down = replied<FormResult["data"]>(await unassign(cookie, code));
    expect(down.init.status).toBe(503);
    expect(down.data.result.error[""]).toEqual([DEVICE_SERVICE_UNAVAILABLE]);
    expect(down.data.result.initialValue.code).toBe(code);
    expect(deviceRow(code).external_id).toBe(`order-${order.number}`);
  });
});
