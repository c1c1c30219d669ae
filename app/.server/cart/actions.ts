import { couponSchema, removeLineSchema, updateLineSchema } from "~/lib/schemas/cart";
import { applyCoupon, removeCartItem, removeCoupon, updateCartItem } from "../commerce/cart";
import type { StoreView } from "~/lib/models/commerce";
import { cartIdFor, type AppSession } from "../session";
import { rememberCount } from "./session-cart";

export type CartActionResult =
  | { ok: true; message: string }
  | { ok: false; intent: string; itemId?: string; field?: string; message: string; value?: string };

const firstIssue = (issues: { message: string }[]) => issues[0]?.message ?? "Please check the form.";

/** The cart page's one action, dispatched on `intent`. */
export async function cartAction(session: AppSession, store: StoreView, form: FormData): Promise<CartActionResult> {
  const intent = String(form.get("intent") ?? "");
  const cartId = cartIdFor(session, store);
  if (!cartId)
    return { ok: false, intent, message: "Your cart is empty or has expired. Add a product to start again." };
  const values = Object.fromEntries(form);

  if (intent === "update") {
    const parsed = updateLineSchema.safeParse(values);
    if (!parsed.success)
      return {
        ok: false,
        intent,
        itemId: String(values.itemId ?? ""),
        field: "quantity",
        message: firstIssue(parsed.error.issues),
        value: String(values.quantity ?? ""),
      };
    const { itemId, quantity } = parsed.data;
    const result =
      quantity === 0
        ? await removeCartItem(store, cartId, itemId)
        : await updateCartItem(store, cartId, itemId, quantity);
    if (result.error)
      return { ok: false, intent, itemId, field: "quantity", message: result.error.message, value: String(quantity) };
    rememberCount(session, store, result.cart);
    return { ok: true, message: quantity === 0 ? "Item removed from your cart." : "Quantity updated." };
  }
  if (intent === "remove") {
    const parsed = removeLineSchema.safeParse(values);
    if (!parsed.success) return { ok: false, intent, message: "That item is no longer in your cart." };
    const result = await removeCartItem(store, cartId, parsed.data.itemId);
    if (result.error) return { ok: false, intent, itemId: parsed.data.itemId, message: result.error.message };
    rememberCount(session, store, result.cart);
    return { ok: true, message: "Item removed from your cart." };
  }
  if (intent === "apply-coupon") {
    const parsed = couponSchema.safeParse(values);
    if (!parsed.success)
      return {
        ok: false,
        intent,
        field: "code",
        message: firstIssue(parsed.error.issues),
        value: String(values.code ?? ""),
      };
    const result = await applyCoupon(store, cartId, parsed.data.code);
    if (result.error)
      return { ok: false, intent, field: "code", message: result.error.message, value: parsed.data.code };
    return { ok: true, message: `Discount code ${parsed.data.code.toUpperCase()} applied.` };
  }
  if (intent === "remove-coupon") {
    const result = await removeCoupon(store, cartId);
    if (result.error) return { ok: false, intent, message: result.error.message };
    return { ok: true, message: "Discount code removed." };
  }
  return { ok: false, intent, message: "Sorry, we didn't understand that request." };
}
