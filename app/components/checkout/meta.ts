import type { MetaFunction } from "@remix-run/node";
import type { StoreView } from "~/lib/models/commerce";
import { pageMeta } from "~/lib/page-names";

/** Title and tracking page name of a checkout page (SPEC §2: checkout, free-trial-checkout). */
export function checkoutMeta(title: string, store: StoreView): MetaFunction {
  const name = store === "trial" ? "free-trial-checkout" : "checkout";
  const prefix = store === "trial" ? "Free trial checkout" : "Checkout";
  return () => [{ title: `${prefix}: ${title} · Ashless` }, { name: "robots", content: "noindex" }, ...pageMeta(name)];
}

export const confirmationMeta: MetaFunction = () => [
  { title: "Order confirmed · Ashless" },
  { name: "robots", content: "noindex" },
  ...pageMeta("order-confirmation"),
];
