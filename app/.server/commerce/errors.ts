import type { CommerceError } from "./client";
import type { CommerceUserError } from "~/lib/models/commerce";

// Shopper-facing sentences for the product.md §8 codes. A function gets the server's own message, for
// codes where its detail (a limit, a product name) is worth showing.
const MESSAGES: Record<string, (detail: string) => string> = {
  PRODUCT_NOT_FOUND: () => "Sorry, we couldn't find this product. It may no longer be available.",
  NOT_SALABLE: () => "Sorry, this product is out of stock.",
  INSUFFICIENT_STOCK: () => "Sorry, we don't have that many in stock. Please choose a smaller quantity.",
  PERMISSION_DENIED: (detail) =>
    /sign in to trade in/i.test(detail)
      ? "Please sign in to trade in your old device: a trade-in is once per customer."
      : "Sorry, this product can't be added to your cart.",
  GIFT_ERROR: () => "Free gifts are added and removed automatically with the product they come with.",
  ITEM_QTY: (detail) => {
    const limit = /most you may purchase is (\d+)/i.exec(detail)?.[1];
    if (limit) return `You can buy at most ${limit} of this product per order.`;
    if (/out of stock/i.test(detail)) return "Sorry, this product is now out of stock. Please remove it to continue.";
    return "Sorry, we don't have that many in stock. Please choose a smaller quantity.";
  },
  // ITEM_INCREMENT: fewer than one multiple; ITEM_INCREMENTS: not a multiple (server/sandbox/commerce/line-rules.ts)
  ITEM_INCREMENTS: (detail) => {
    const step = Number(/quantities of (\d+)/i.exec(detail)?.[1]);
    return step
      ? `This product is sold in multiples of ${step}. Please choose ${step}, ${step * 2}, ${step * 3} and so on.`
      : "This product is sold in fixed multiples. Please change the quantity.";
  },
  ITEM_INCREMENT: (detail) => {
    const step = /fewest you may purchase is (\d+)/i.exec(detail)?.[1];
    return step
      ? `This product is sold in multiples of ${step}. Please choose at least ${step}.`
      : "This product is sold in fixed multiples. Please change the quantity.";
  },
  CARTONS_LIMIT: (detail) => detail || "You have more cartons in your cart than one order allows. Please remove some.",
  ONGOING_SUBSCRIPTION: () => "You already have a subscription for this product. You can change it in your account.",
  TRADEIN_LIMIT: (detail) => {
    if (/already used/i.test(detail)) return "You have already used your trade-in. Please remove this offer.";
    const left = /change the quantity to (\d+)/i.exec(detail)?.[1];
    return left
      ? `A trade-in is ${left} device per customer. Please change the quantity to ${left}.`
      : "You have reached the trade-in limit for this product.";
  },
  FREEGIFTS_UNAVAILABLE: () => "Sorry, this free gift is no longer available.",
  FREEGIFTS_NO_SUCH_PARENT: () => "This free gift needs its qualifying product in your cart.",
  FREEGIFTS_NO_SUCH_CHILD: () => "Sorry, this free gift could not be found.",
  FREEGIFTS_QTY_ERROR: () => "You have more free gifts than this offer allows.",
  CART_NOT_FOUND: () => "Your cart has expired. Please add your products again.",
  CART_NOT_ACTIVE: () => "This cart has already been ordered. Please start a new one.",
  GUEST_EMAIL_MISSING: () => "Please enter your email address.",
  // The server says what to fix (a missing delivery method, an unticked confirmation); the
  // checkout step puts its own "We couldn't place your order" in front.
  UNABLE_TO_PLACE_ORDER: (detail) => detail || "We couldn't place your order. Please check your details and try again.",
};

/** The sentence to show for a product.md §8 code; unknown codes (and UNDEFINED) show the server's message. */
export function shopperMessage(code: string | undefined, serverMessage: string): string {
  const message = code ? MESSAGES[code] : undefined;
  return message ? message(serverMessage) : serverMessage;
}

/** A failed cart mutation as the error the routes show. */
export function toUserError(error: CommerceError): CommerceUserError {
  const first = error.errors[0];
  const serverMessage = first?.message ?? error.message;
  // A vanished cart comes back without a code; name it so routes can start a new one.
  const code = error.code ?? (/^Could not find a cart with ID/.test(serverMessage) ? "CART_NOT_FOUND" : "UNDEFINED");
  return { code, message: shopperMessage(code, serverMessage) };
}
