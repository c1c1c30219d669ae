import type { Money } from "./models/commerce";

/**
 * How a product page names its ways to buy (one-time or by subscription). "Save" is said only
 * when the subscription costs less than buying once today, with the saving in whole percent;
 * a subscription that does not cost less is offered for its convenience alone. How often it
 * delivers is the subscription product's subscription_format.
 */
export function purchaseOptionLabel(
  option: { subscription: boolean; format?: string | null; price: { final: Money } },
  options: { subscription: boolean; price: { final: Money } }[],
): string {
  if (!option.subscription) return "One-time purchase";
  const once = options.find((o) => !o.subscription)?.price.final.value;
  // prices in pennies have rounding: £4.28 against £4.75 is the same 10% as £4.95 against £5.50
  const saving =
    once && option.price.final.value < once ? Math.round(((once - option.price.final.value) / once) * 100) : 0;
  // how often, as commerce words it (product.md §3 subscription_format: "Every 4 weeks")
  const often = option.format ? option.format.toLowerCase() : "regularly";
  return `${saving >= 1 ? `Subscribe and save ${saving}%` : "Subscribe"} — delivered ${often}, which you can change`;
}
