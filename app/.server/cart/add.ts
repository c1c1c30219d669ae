import { addToCartSchema } from "~/lib/schemas/cart";
import { addToCart } from "../commerce/cart";
import type { AddToCartInput, Product, StoreView } from "~/lib/models/commerce";
import type { AppSession } from "../session";
import { ensureCartId, rememberCount } from "./session-cart";

export type AddResult =
  | { ok: true; message: string; count: number }
  | {
      ok: false;
      fieldErrors: Record<string, string>;
      formError: string | null;
      values: Record<string, string | string[]>;
    };

function valuesOf(form: FormData): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).map(String);
    out[key] = all.length > 1 ? all : (all[0] ?? "");
  }
  return out;
}

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
 * The add-to-cart form of a product page: validates, creates the guest cart on the
 * first add, and turns upstream refusals (out of stock, limits) into messages.
 */
export async function addFromForm(
  session: AppSession,
  store: StoreView,
  product: Product,
  form: FormData,
): Promise<AddResult> {
  const values = valuesOf(form);
  const parsed = addToCartSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
    return { ok: false, fieldErrors, formError: null, values };
  }
  const v = parsed.data;
  let input: AddToCartInput;
  if (v.kind === "bundle") {
    const { options, errors } = bundleChoices(product, form);
    if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors, formError: null, values };
    input = { kind: "bundle", sku: v.sku, quantity: v.quantity, options };
  } else if (v.kind === "configurable") {
    input = { kind: "configurable", parentSku: v.parentSku, sku: v.sku, quantity: v.quantity };
  } else {
    input = { kind: "simple", sku: v.sku, quantity: v.quantity };
  }
  const cartId = await ensureCartId(session, store);
  const { cart, error } = await addToCart(store, cartId, input, session.get("commerceToken"));
  if (error) return { ok: false, fieldErrors: {}, formError: error.message, values };
  rememberCount(session, store, cart);
  const name = product.name;
  return { ok: true, message: `Added ${v.quantity} × ${name} to your cart.`, count: cart?.totalQuantity ?? 0 };
}
