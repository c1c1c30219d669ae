// /trial: the trial store's free-trial products and "Start my free trial", which puts the
// chosen one in the trial cart (session trialCartId) and sends the shopper to its checkout.
import { listProducts } from "~/.server/commerce/catalog";
import { addToCart } from "~/.server/commerce/cart";
import type { ProductSummary } from "~/lib/models/commerce";
import { ensureCartId, readCart } from "~/.server/cart/session-cart";
import type { AppSession } from "~/.server/session/session";

/**
 * The free-trial products: on the trial store view, the simple products that cost nothing
 * today (what they cost after the trial is the cart's total_after_trial). Cheapest first,
 * so they are on the first page whatever else the trial store lists.
 */
export async function trialProducts(): Promise<ProductSummary[]> {
  const page = await listProducts("trial", { sort: "price_asc", page: 1, pageSize: 12 });
  return page.items.filter((p) => (p.typeId === "simple" || p.typeId === "virtual") && p.price.final.value === 0);
}

export type StartTrialResult = { ok: true } | { ok: false; message: string };

export async function startTrial(session: AppSession, sku: string): Promise<StartTrialResult> {
  const product = (await trialProducts()).find((p) => p.sku === sku);
  if (!product)
    return { ok: false, message: "That free trial is no longer available. Choose one of the trials below." };
  if (product.stockStatus !== "IN_STOCK")
    return { ok: false, message: `Sorry, the ${product.name} trial is out of stock right now.` };
  // A second press (or back + resubmit) must not put two trials in the cart.
  const existing = await readCart(session, "trial");
  if (existing?.items.some((i) => i.product.sku === sku || i.variantSku === sku)) return { ok: true };
  const cartId = await ensureCartId(session, "trial");
  const { error } = await addToCart(
    "trial",
    cartId,
    { kind: "simple", sku, quantity: 1 },
    session.get("commerceToken"),
  );
  return error ? { ok: false, message: error.message } : { ok: true };
}
