import { index, route, type RouteConfig, type RouteConfigEntry } from "@remix-run/route-config";

// The route table (Remix's v3_routeConfig, the format React Router 7 reads as it is). Each page
// is a folder, `app/routes/<name>/`, holding its route module (`route.tsx`, or `route.ts` for a
// resource route without a page: loader, action, meta and component) and what only it uses
// (docs/architecture.md). A route's id is `routes/<name>`: the browser tests and
// `useRouteLoaderData` name routes by it.

type Children = RouteConfigEntry[];

/** The page in folder `name`, at `path` (`null`: the parent's index). */
function page(path: string | null, name: string, children?: Children, file = "route.tsx"): RouteConfigEntry {
  const module = `routes/${name}/${file}`;
  const id = `routes/${name}`;
  if (path === null) return index(module, { id });
  return children ? route(path, module, { id }, children) : route(path, module, { id });
}

/** A resource route (no page): `route.ts`. */
const resource = (path: string, name: string) => page(path, name, undefined, "route.ts");

/**
 * The checkout, one set of modules mounted for each store view (app/lib/store-view.ts); under
 * /trial/checkout the ids are `routes/trial.<name>`.
 */
function checkout(base: "checkout" | "trial/checkout"): RouteConfigEntry {
  const mount = (path: string | null, name: string, children?: Children) => {
    const entry = page(path, name, children);
    return base === "checkout" ? entry : { ...entry, id: `routes/trial.${name}` };
  };
  return mount(base, "checkout", [
    mount(null, "checkout._index"),
    ...["contact", "shipping", "delivery", "payment"].map((step) => mount(step, `checkout.${step}`)),
    mount("age-verification", "checkout.age-verification"),
    mount("age-verification/status", "checkout.age-verification.status"),
    mount("confirmation/:orderNumber", "checkout.confirmation.$orderNumber"),
  ]);
}

export default [
  page(null, "home"),
  resource("healthz", "healthz"),
  resource("readyz", "readyz"),
  resource("healthz/upstreams", "healthz.upstreams"),
  page("shop", "shop._index"),
  page("shop/*", "shop.$"),
  resource("p/:sku", "p.$sku"),
  page("search", "search"),
  page("stores", "stores._index"),
  page("stores/:id", "stores.$id"),
  resource("go", "go"),
  // where server/security.ts sends a request it refused, for the shop's own page
  page("__refused/:reason", "refused"),
  page("blog", "blog._index"),
  page("blog/:slug", "blog.$slug"),
  page("cart", "cart"),
  page("order-status", "order-status"),
  page("content-form", "content-form"),
  checkout("checkout"),
  checkout("trial/checkout"),
  // Back from the payment provider's page (checkout and account payments alike).
  page("payment/return", "payment.return"),
  page("trial", "trial._index"),
  page("account", "account", [
    page(null, "account._index"),
    page("information", "account.information"),
    page("update-personal-details", "account.update-personal-details"),
    page("preferences", "account.preferences"),
    page("update-phone", "account.update-phone"),
    page("change-password", "account.change-password"),
    page("communication", "account.communication"),
    page("notifications", "account.notifications"),
    page("consents-renewal", "account.consents-renewal"),
    page("payments", "account.payments"),
    page("subscriptions", "account.subscriptions._index"),
    page("subscriptions/:id", "account.subscriptions.$id"),
    page("pack-codes", "account.pack-codes"),
    page("devices", "account.devices"),
    page("age-verification", "account.age-verification._index"),
    page("age-verification/status", "account.age-verification.status"),
    page("privacy-request", "account.privacy-request"),
    page("coupons", "account.coupons"),
    page("complaints", "account.complaints"),
    page("cancel-account", "account.cancel-account"),
    page("deactivate", "account.deactivate"),
    page("address", "account.address._index"),
    page("address/new", "account.address.new"),
    page("address/:id", "account.address.$id"),
    page("orders", "account.orders._index"),
    page("orders/:number", "account.orders.$number"),
    page("orders/:number/return", "account.orders.$number.return"),
    page("returns", "account.returns"),
    page("wishlist", "account.wishlist"),
    resource("orders/:number/invoices/:id", "account.orders.$number.invoices.$id"),
    resource("orders/:number/export", "account.orders.$number.export"),
    page("downloads", "account.downloads"),
    resource("downloads/:key", "account.downloads.$key"),
  ]),
  // The loyalty club (decision 0015); /referral shares its frame.
  page("club", "club", [
    page(null, "club._index"),
    page("history", "club.history"),
    page("rewards", "club.rewards._index"),
    page("rewards/:slug", "club.rewards.$slug"),
    page("redemptions/:id", "club.redemptions.$id"),
    page("pack-codes", "club.pack-codes"),
    page("articles", "club.articles._index"),
    page("articles/:id", "club.articles.$id"),
    page("qr/:id", "club.qr.$id"),
    page("surveys", "club.surveys._index"),
    page("surveys/:id", "club.surveys.$id"),
    page("quizzes", "club.quizzes._index"),
    page("quizzes/:id", "club.quizzes.$id"),
    page("quizzes/:id/results/:submission", "club.quizzes.$id.results.$submission"),
    page("contests", "club.contests._index"),
    page("contests/:id", "club.contests.$id"),
  ]),
  page("referral", "referral"),
  // The flavour finder: a public quiz that recommends sticks.
  page("flavor-finder", "flavor-finder._index"),
  page("flavor-finder/results/:id", "flavor-finder.results.$id"),
  // Identity: sign in and out, registration, password reset, e-mail change confirmation.
  page("login", "login"),
  page("logout", "logout"),
  page("register", "register"),
  page("forgot-password", "forgot-password"),
  page("unsubscribe", "unsubscribe"),
  // A lead's marketing consent, confirmed from the platform's e-mail (decision 0062); the thanks
  // after it is the same module.
  page("consents/confirm/:hash", "consents.confirm"),
  { ...page("consents/confirmed", "consents.confirm"), id: "routes/consents.confirmed" },
  page("contact", "contact"),
  // Legal and service pages: the brand's copy from the CMS, with the store's facts (decision 0041).
  page("privacy", "privacy"),
  page("terms", "terms"),
  page("returns", "returns"),
  page("delivery", "delivery"),
  page("cookies", "cookies"),
  page("reset-password", "reset-password"),
  page("verify-email", "verify-email"),
  // The platform's e-mail links point here too; it must work signed out, so it sits outside /account.
  { ...page("account/verify-email", "verify-email"), id: "routes/account.verify-email" },
  page("*", "content-page"),
] satisfies RouteConfig;
