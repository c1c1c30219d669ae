import { storeConfigValue, type Ctx } from "./context";
import type { CartModel, QuoteRow } from "./cart-model";

// Free trials (brand rule): one trial product, one unit, once per e-mail address, on the trial
// store view. Trial orders are recognised by sales_order.is_trial.

export function trialUsedBy(ctx: Ctx, email: string): boolean {
  return Boolean(
    ctx.db
      .prepare("SELECT 1 FROM sales_order WHERE is_trial = 1 AND customer_email = ? COLLATE NOCASE")
      .get(email.trim()),
  );
}

export const isTrialStore = (ctx: Ctx) => storeConfigValue<boolean>(ctx, "brand/is_trial_store") ?? false;

/**
 * Why this cart cannot be ordered as a free trial, or null when it can. Before the e-mail is
 * known the cart is judged on its contents alone; placeOrder then needs the e-mail anyway.
 */
export function trialProblem(ctx: Ctx, quote: QuoteRow, model: CartModel): string | null {
  if (!isTrialStore(ctx)) return "Free trials are only available in the free trial shop.";
  const lines = model.lines.filter((l) => !l.item.is_gift);
  if (lines.length !== 1 || lines[0].product.after_trial_price === null)
    return "A free trial order holds one free trial product and nothing else.";
  if (lines[0].item.qty !== 1) return "You can order one free trial kit at a time.";
  if (quote.email && trialUsedBy(ctx, quote.email))
    return "Free trials are limited to one per customer, and this e-mail address has already had one.";
  return null;
}
