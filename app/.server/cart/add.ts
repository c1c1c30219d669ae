import { addToCartSchema } from "~/lib/schemas/cart";
import { addToCart, updateCartItem } from "../commerce/cart";
import type { AddToCartInput, Cart, Product, StoreView } from "~/lib/models/commerce";
import { parseForm, redirectWithFlash, reply } from "../form";
import { commitSession, type AppSession } from "../session";
import { ensureCartId, rememberCount } from "./session-cart";

/** The form's intent, on the product page and wherever else a product is added. */
export const ADD_INTENT = "add";

/** The most one line of a cart holds: what the cart's quantity fields allow (updateLineSchema). */
export const LINE_LIMIT = 99;

/** What the quantity field says when this add would take the line past LINE_LIMIT. */
function overLimitMessage(before: number) {
  return before >= LINE_LIMIT
    ? `Your cart already has ${before} of these, the most it can hold.`
    : `Your cart already has ${before} of these: you can add up to ${LINE_LIMIT - before} more.`;
}

/** The line this add took past LINE_LIMIT (the upstream allows more: its limit is per product), if any. */
const lineOverLimit = (cart: Cart, product: Product) =>
  cart.items.find((i) => !i.isGift && i.product.sku === product.sku && i.quantity > LINE_LIMIT);

/** Reads the bundle choices (`bundle_<optionId>` fields) and checks the required groups. */
function bundleChoices(product: Product, form: FormData) {
  const options: { optionId: number; valueIds: number[]; quantity: number }[] = [];
  const errors: Record<string, string> = {};
  for (const group of product.bundleOptions) {
    const valid = new Set(group.choices.map((c) => c.id));
    const valueIds = form
      .getAll(`bundle_${group.optionId}`)
      .map(Number)
      .filter((v) => valid.has(v));
    if (valueIds.length === 0) {
      if (group.required) errors[`bundle_${group.optionId}`] = `Choose ${group.title.toLowerCase()}.`;
      continue;
    }
    const quantity = group.choices.find((c) => c.id === valueIds[0])?.quantity ?? 1;
    options.push({ optionId: group.optionId, valueIds, quantity });
  }
  return { options, errors };
}

/**
 * The add-to-cart form of a product page: validates, creates the guest cart on the first
 * add, and turns upstream refusals (out of stock, limits) into the form's message. Without
 * JavaScript a success goes to the cart with a flash; with it (`stay`), a 200 reply keeps
 * the shopper on the product page.
 */
export async function addFromForm(session: AppSession, store: StoreView, product: Product, form: FormData) {
  const submission = parseForm(form, addToCartSchema);
  if (submission.status !== "success") return reply(ADD_INTENT, submission);
  const v = submission.value;
  let input: AddToCartInput;
  if (v.kind === "bundle") {
    const { options, errors } = bundleChoices(product, form);
    if (Object.keys(errors).length > 0) {
      const fieldErrors = Object.fromEntries(Object.entries(errors).map(([k, m]) => [k, [m]]));
      return reply(ADD_INTENT, submission, { fieldErrors });
    }
    input = { kind: "bundle", sku: v.sku, quantity: v.quantity, options };
  } else if (v.kind === "configurable") {
    input = { kind: "configurable", parentSku: v.parentSku, sku: v.sku, quantity: v.quantity };
  } else {
    input = { kind: "simple", sku: v.sku, quantity: v.quantity };
  }
  if (product.hasRegistrationConsent) input.registrationConsent = v.registrationConsent === "1";
  const cartId = await ensureCartId(session, store);
  const token = session.get("commerceToken");
  const added = await addToCart(store, cartId, input, token);
  const headers = { "Set-Cookie": await commitSession(session) };
  if (added.error) return reply(ADD_INTENT, submission, { formErrors: [added.error.message], headers });
  let cart = added.cart;
  const over = cart && lineOverLimit(cart, product);
  if (over) {
    // the add is taken back: the line keeps what it had, and the field says how many fit
    const before = over.quantity - v.quantity;
    const undone = await updateCartItem(store, cartId, over.id, before, token);
    if (undone.error) return reply(ADD_INTENT, submission, { formErrors: [undone.error.message], headers });
    cart = undone.cart;
    rememberCount(session, store, cart);
    headers["Set-Cookie"] = await commitSession(session);
    const fieldErrors = { quantity: [overLimitMessage(before)] };
    return reply(ADD_INTENT, submission, { fieldErrors, headers });
  }
  rememberCount(session, store, cart);
  headers["Set-Cookie"] = await commitSession(session);
  if (form.get("stay")) return reply(ADD_INTENT, submission, { status: 200, headers });
  const message = `Added ${v.quantity} × ${product.name} to your cart.`;
  return redirectWithFlash("/cart", { kind: "success", message }, headers);
}
