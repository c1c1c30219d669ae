// A guest's order as /order-status shows it: placed through the shop, then found with its number,
// e-mail and billing postcode in a browser of its own.
import { expect } from "vitest";
import { action as findAction, loader as findLoader } from "~/routes/order-status/route";
import { hosted } from "../support/session";
import { checkoutSteps, place } from "./commerce-checkout-sandbox";
import { browserRequest, cartWith, caught, cookiesOf, replied } from "./routes-sandbox";

/** A guest's order of one pack (cash on delivery), and the cookie of the browser that found it. */
export async function foundGuestOrder(email: string): Promise<{ number: string; cookie: string }> {
  const cartId = await cartWith("default", ["ASH-STK-AMBER-P20", 1]);
  await checkoutSteps("default", cartId, { email, payment: "cashondelivery" });
  const placed = await place(cartId);
  expect(placed.error).toBeNull();
  const number = placed.order!.orderNumber;
  const found = await caught(
    hosted(findAction)({
      request: browserRequest("/order-status", { form: { intent: "find-order", number, email, postcode: "SW1A 2AA" } }),
      params: {},
    }),
  );
  return { number, cookie: cookiesOf(found) };
}

/** /order-status's data in that browser. */
export const guestOrderPage = async <T>(cookie: string) =>
  replied<{ order: T | null }>(await hosted(findLoader)({ request: browserRequest("/order-status", { cookie }) })).data;
