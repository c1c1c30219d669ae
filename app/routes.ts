import { index, route, type RouteConfig, type RouteConfigEntry } from "@remix-run/route-config";

// The route table (Remix's v3_routeConfig, the format React Router 7 reads as it is). Each
// module holds its loader, action, component and meta. A route's id is its file without the
// extension unless given: the browser tests and `useRouteLoaderData` name routes by it.

/**
 * The checkout, one set of modules mounted for each store view (app/lib/store-view.ts). Each
 * page is a folder, `routes/<name>/route.tsx`; its id stays `routes/<name>` (`routes/trial.<name>`
 * under /trial/checkout).
 */
function checkout(base: "checkout" | "trial/checkout"): RouteConfigEntry {
  const page = (name: string) => ({
    file: `routes/${name}/route.tsx`,
    id: base === "checkout" ? `routes/${name}` : `routes/trial.${name}`,
  });
  const mount = (path: string, name: string) => route(path, page(name).file, { id: page(name).id });
  return route(base, page("checkout").file, { id: page("checkout").id }, [
    index(page("checkout._index").file, { id: page("checkout._index").id }),
    ...["contact", "shipping", "delivery", "payment"].map((step) => mount(step, `checkout.${step}`)),
    mount("age-verification", "checkout.age-verification"),
    mount("age-verification/status", "checkout.age-verification.status"),
    mount("confirmation/:orderNumber", "checkout.confirmation.$orderNumber"),
  ]);
}

export default [
  index("routes/home.tsx"),
  route("healthz", "routes/healthz/route.ts", { id: "routes/healthz" }),
  route("readyz", "routes/readyz/route.ts", { id: "routes/readyz" }),
  route("shop", "routes/shop._index.tsx"),
  route("shop/*", "routes/shop.$.tsx"),
  route("p/:sku", "routes/p.$sku.ts"),
  route("search", "routes/search.tsx"),
  route("stores", "routes/stores._index.tsx"),
  route("stores/:id", "routes/stores.$id.tsx"),
  route("go", "routes/go/route.ts", { id: "routes/go" }),
  // where server/security.ts sends a request it refused, for the shop's own page
  route("__refused/:reason", "routes/refused/route.tsx", { id: "routes/refused" }),
  route("blog", "routes/blog._index.tsx"),
  route("blog/:slug", "routes/blog.$slug.tsx"),
  route("cart", "routes/cart.tsx"),
  route("content-form", "routes/content-form.ts"),
  checkout("checkout"),
  checkout("trial/checkout"),
  // Back from the payment provider's page (checkout and account payments alike).
  route("payment/return", "routes/payment.return/route.tsx", { id: "routes/payment.return" }),
  route("trial", "routes/trial._index/route.tsx", { id: "routes/trial._index" }),
  route("account", "routes/account/route.tsx", { id: "routes/account" }, [
    index("routes/account._index/route.tsx", { id: "routes/account._index" }),
    route("information", "routes/account.information/route.tsx", { id: "routes/account.information" }),
    route("update-personal-details", "routes/account.update-personal-details/route.tsx", {
      id: "routes/account.update-personal-details",
    }),
    route("update-phone", "routes/account.update-phone/route.tsx", { id: "routes/account.update-phone" }),
    route("change-password", "routes/account.change-password/route.tsx", { id: "routes/account.change-password" }),
    route("communication", "routes/account.communication/route.tsx", { id: "routes/account.communication" }),
    route("payments", "routes/account.payments/route.tsx", { id: "routes/account.payments" }),
    route("subscriptions", "routes/account.subscriptions._index/route.tsx", {
      id: "routes/account.subscriptions._index",
    }),
    route("subscriptions/:id", "routes/account.subscriptions.$id/route.tsx", {
      id: "routes/account.subscriptions.$id",
    }),
    route("pack-codes", "routes/account.pack-codes/route.tsx", { id: "routes/account.pack-codes" }),
    route("devices", "routes/account.devices/route.tsx", { id: "routes/account.devices" }),
    route("age-verification", "routes/account.age-verification._index/route.tsx", {
      id: "routes/account.age-verification._index",
    }),
    route("age-verification/status", "routes/account.age-verification.status/route.tsx", {
      id: "routes/account.age-verification.status",
    }),
    route("cancel-account", "routes/account.cancel-account/route.tsx", { id: "routes/account.cancel-account" }),
    route("deactivate", "routes/account.deactivate/route.tsx", { id: "routes/account.deactivate" }),
    route("address", "routes/account.address._index/route.tsx", { id: "routes/account.address._index" }),
    route("address/new", "routes/account.address.new/route.tsx", { id: "routes/account.address.new" }),
    route("address/:id", "routes/account.address.$id/route.tsx", { id: "routes/account.address.$id" }),
    route("orders", "routes/account.orders._index/route.tsx", { id: "routes/account.orders._index" }),
    route("orders/:number", "routes/account.orders.$number/route.tsx", { id: "routes/account.orders.$number" }),
    route("orders/:number/invoices/:id", "routes/account.orders.$number.invoices.$id/route.ts", {
      id: "routes/account.orders.$number.invoices.$id",
    }),
  ]),
  // The loyalty club (decision 0015); /referral shares its frame.
  route("club", "routes/club/route.tsx", { id: "routes/club" }, [
    index("routes/club._index/route.tsx", { id: "routes/club._index" }),
    route("history", "routes/club.history/route.tsx", { id: "routes/club.history" }),
    route("rewards", "routes/club.rewards._index/route.tsx", { id: "routes/club.rewards._index" }),
    route("rewards/:slug", "routes/club.rewards.$slug/route.tsx", { id: "routes/club.rewards.$slug" }),
    route("redemptions/:id", "routes/club.redemptions.$id/route.tsx", { id: "routes/club.redemptions.$id" }),
    route("pack-codes", "routes/club.pack-codes/route.tsx", { id: "routes/club.pack-codes" }),
    route("articles", "routes/club.articles._index/route.tsx", { id: "routes/club.articles._index" }),
    route("articles/:id", "routes/club.articles.$id/route.tsx", { id: "routes/club.articles.$id" }),
    route("qr/:id", "routes/club.qr.$id/route.tsx", { id: "routes/club.qr.$id" }),
    route("surveys", "routes/club.surveys._index/route.tsx", { id: "routes/club.surveys._index" }),
    route("surveys/:id", "routes/club.surveys.$id/route.tsx", { id: "routes/club.surveys.$id" }),
    route("quizzes", "routes/club.quizzes._index/route.tsx", { id: "routes/club.quizzes._index" }),
    route("quizzes/:id", "routes/club.quizzes.$id/route.tsx", { id: "routes/club.quizzes.$id" }),
    route("quizzes/:id/results/:submission", "routes/club.quizzes.$id.results.$submission/route.tsx", {
      id: "routes/club.quizzes.$id.results.$submission",
    }),
    route("contests", "routes/club.contests._index/route.tsx", { id: "routes/club.contests._index" }),
    route("contests/:id", "routes/club.contests.$id/route.tsx", { id: "routes/club.contests.$id" }),
  ]),
  route("referral", "routes/referral/route.tsx", { id: "routes/referral" }),
  // The flavour finder: a public quiz that recommends sticks.
  route("flavor-finder", "routes/flavor-finder._index.tsx"),
  route("flavor-finder/results/:id", "routes/flavor-finder.results.$id.tsx"),
  // Identity: sign in and out, registration, password reset, e-mail change confirmation.
  route("login", "routes/login/route.tsx", { id: "routes/login" }),
  route("logout", "routes/logout/route.tsx", { id: "routes/logout" }),
  route("register", "routes/register/route.tsx", { id: "routes/register" }),
  route("forgot-password", "routes/forgot-password/route.tsx", { id: "routes/forgot-password" }),
  route("unsubscribe", "routes/unsubscribe/route.tsx", { id: "routes/unsubscribe" }),
  route("contact", "routes/contact/route.tsx", { id: "routes/contact" }),
  route("reset-password", "routes/reset-password/route.tsx", { id: "routes/reset-password" }),
  route("verify-email", "routes/verify-email/route.tsx", { id: "routes/verify-email" }),
  // The platform's e-mail links point here too; it must work signed out, so it sits outside /account.
  route("account/verify-email", "routes/verify-email/route.tsx", { id: "routes/account.verify-email" }),
  route("*", "routes/content-page.tsx"),
] satisfies RouteConfig;
