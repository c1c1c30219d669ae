// product.md §3/§7/§8: the free gifts chosen with a cart line, set to the quantities the shopper
// asks for. More of a gift is added through addProductsToCart with the gift's entered options
// (addGifts: entries of 0 or less are ignored); less of one, or none (a swap), through
// updateCartItems on its own gift line.
import type { CartItem, StoreView } from "~/lib/models/commerce";
import { addGifts, updateCartItems, type CartResult } from "./cart";

type GiftLine = NonNullable<CartItem["giftChoice"]>["lines"][number];

/**
 * Sets the gifts of `parent` to `wanted` (sku → units; a sku left out keeps what it has), from
 * the gift lines it has now (`current`). Lessening goes first so a swap stays within the line's
 * allowed quantity; when the additions are then refused, what was taken out is put back, and
 * the answer is the refusal. Null when nothing would change.
 */
export async function chooseGifts(
  store: StoreView,
  cartId: string,
  parent: { sku: string; lineId: number },
  current: GiftLine[],
  wanted: Map<string, number>,
  token?: string,
): Promise<CartResult | null> {
  const has = (sku: string) => current.filter((l) => l.sku === sku).reduce((n, l) => n + l.quantity, 0);
  const fewer = current.flatMap((l) => {
    const want = wanted.get(l.sku);
    return want !== undefined && want < l.quantity ? [{ line: l, quantity: want }] : [];
  });
  const more = [...wanted].map(([sku, want]) => ({ sku, quantity: want - has(sku) })).filter((e) => e.quantity > 0);
  if (fewer.length === 0 && more.length === 0) return null;
  let result: CartResult | null = null;
  if (fewer.length > 0) {
    result = await updateCartItems(
      store,
      cartId,
      fewer.map((f) => ({ id: f.line.id, quantity: f.quantity })),
      token,
    );
    if (result.error) return result;
  }
  if (more.length === 0) return result;
  const added = (await addGifts(store, cartId, parent, more, token))!;
  if (added.error && fewer.length > 0) {
    const back = fewer.map((f) => ({ sku: f.line.sku, quantity: f.line.quantity - f.quantity }));
    const restored = await addGifts(store, cartId, parent, back, token);
    return { cart: restored?.cart ?? added.cart, error: added.error };
  }
  return added;
}
