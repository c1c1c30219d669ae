/** product.md §2 tracking page types; anything else is reported as "other". */
export const PAGE_TYPES = [
  "home-page",
  "cart",
  "checkout",
  "free-trial-checkout",
  "order-confirmation",
  "shop",
  "product-details-page",
  "store-locator",
  "faq-page",
  "flavor-finder",
  // product.md §2 {product}-club pages: overview, redeem, points history, pack codes
  "ashless-club-overview",
  "ashless-club-redeem",
  "ashless-club-points-history",
  "ashless-club-pack-codes",
  "referral-page",
  "search-results",
  "unsubscribe",
  "blog",
  "article-page",
  "account-page",
  "age-verification",
  "my-orders",
  "account-information",
  "my-addresses",
  "payments",
  "my-devices",
  "communication-preferences",
  "change-password",
  "update-phone",
  "update-personal-details",
  "login-page",
  "signup_regular",
  "my-subscription",
] as const;

export type PageName = (typeof PAGE_TYPES)[number] | "other";

export function pageName(name: string): PageName {
  return (PAGE_TYPES as readonly string[]).includes(name) ? (name as PageName) : "other";
}

/** The page name exposed for tracking as <meta name="page-name">. */
export function pageMeta(name: string) {
  return [{ name: "page-name", content: pageName(name) }];
}
