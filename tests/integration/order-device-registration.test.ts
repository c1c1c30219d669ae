// Registering a device from the order confirmation (issue 36, 7): only against an order that
// holds a device, and only from the browser that placed it.
import { beforeEach, describe, expect, it } from "vitest";
import * as confirmationPage from "~/routes/checkout.confirmation.$orderNumber/confirmation.server";
import { placeOrderAction } from "~/routes/checkout.payment/place-order.server";
import {
  args,
  caught,
  cartWith,
  checkoutSteps,
  cookiesOf,
  cookieWith,
  deviceRow,
  freshDevice,
  location,
  replied,
  SKU,
  useRoutesSandbox,
  type FormResult,
} from "./routes-sandbox";
import { hosted } from "../support/session";

useRoutesSandbox();

const freshCode = () => freshDevice("ORDER");

/** A guest's order of sticks only, placed in this browser: its number and the browser's cookie. */
let placed: { number: string; cookie: string };
beforeEach(async () => {
  const cartId = await cartWith("default", [SKU, 1]);
  await checkoutSteps("default", cartId);
  const body = new FormData();
  for (const [k, v] of Object.entries({
    intent: "place-order",
    idempotencyKey: `k-${cartId}`,
    paymentMethod: "cashondelivery",
    attr_age_confirmation: "1",
  }))
    body.append(k, v);
  const cookie = await cookieWith({ cartId, orderKeys: { [cartId]: { key: `k-${cartId}` } } });
  const request = new Request("http://shop.test/checkout/payment", { method: "POST", headers: { Cookie: cookie } });
  const answer = await hosted(({ request, context }) => placeOrderAction("default", { request, context }, body))({
    request,
  });
  placed = { number: location(answer)!.split("/").at(-1)!, cookie: cookiesOf(answer) };
});

const registerDevice = (number: string, cookie: string, code: string) =>
  caught(
    hosted(confirmationPage.action)({
      ...args(
        new Request(`http://shop.test/checkout/confirmation/${number}`, {
          method: "POST",
          body: new URLSearchParams({ intent: "register-device", code }),
          headers: { Cookie: cookie },
        }),
      ),
      params: { orderNumber: number },
    }),
  );

describe("registering a device from the order confirmation", () => {
  it("refuses an order that holds no device, registering nothing", async () => {
    const code = freshCode();
    const answer = await registerDevice(placed.number, placed.cookie, code);
    expect(answer).not.toBeInstanceOf(Response);
    const refused = replied<FormResult["data"]>(answer);
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error.code?.[0]).toMatch(/no device/);
    expect(refused.data.result.initialValue.code).toBe(code);
    expect(deviceRow(code)).toMatchObject({ external_id: null, consumer_id: null });
  });

  it("refuses a browser that did not place the order", async () => {
    const code = freshCode();
    const answer = await registerDevice(placed.number, await cookieWith({}), code);
    expect((answer as Response).status).toBe(404);
    expect(deviceRow(code)).toMatchObject({ external_id: null, consumer_id: null });
  });
});
