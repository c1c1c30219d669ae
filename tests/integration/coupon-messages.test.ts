// A refused discount code and the cart's own messages (product.md §8): on the cart page the cart's
// messages have their own block above the lines, so beside the code is only the server's error;
// the checkout's payment step shows no cart messages, so there they follow the error beside the code.
import type { ActionFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { action as cartAction } from "~/routes/cart/route";
import { action as paymentAction } from "~/routes/checkout.payment/route";
import { hosted } from "../support/session";
import {
  args,
  browserRequest,
  caught,
  cartWith,
  checkoutSteps,
  cookieWith,
  replied,
  SKU,
  useRoutesSandbox,
  type FormResult,
} from "./routes-sandbox";

useRoutesSandbox();

type Action = (a: ActionFunctionArgs) => Promise<unknown>;
const NOT_VALID = 'The coupon code "NOPE" is not valid.';
const OVER = "An order can hold at most 30 items; your cart has 31.";

/** The message beside the code field when `action` refuses NOPE for a cart of 31 packs. */
async function besideTheCode(action: Action, path: string) {
  const cartId = await cartWith("default", [SKU, 31]); // over the store's 30 items
  await checkoutSteps("default", cartId);
  const cookie = await cookieWith({ cartId });
  const form = { intent: "apply-coupon", code: "NOPE" };
  const answer = await caught(hosted(action)(args(browserRequest(path, { cookie, form }))));
  const r = replied<FormResult["data"]>(answer);
  expect(r.init.status).toBe(400);
  expect(r.data.result.initialValue.code).toBe("NOPE");
  return r.data.result.error.code;
}

describe("a refused discount code beside the field", () => {
  it("on the cart: the server's error only, the cart's messages being on the page already", async () => {
    expect(await besideTheCode(cartAction, "/cart")).toEqual([NOT_VALID]);
  });

  it("on the payment step, which shows no cart messages: the error, then the cart's messages, one each", async () => {
    expect(await besideTheCode(paymentAction, "/checkout/payment")).toEqual([NOT_VALID, OVER]);
  });
});
