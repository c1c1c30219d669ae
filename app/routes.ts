import { index, route, type RouteConfig, type RouteConfigEntry } from "@remix-run/route-config";

// The route table (Remix's v3_routeConfig, the format React Router 7 reads as it is). Each
// module holds its loader, action, component and meta. A route's id is its file without the
// extension unless given: the browser tests and `useRouteLoaderData` name routes by it.

/** The checkout, one set of modules mounted for each store view (app/lib/store-view.ts). */
function checkout(base: "checkout" | "trial/checkout"): RouteConfigEntry {
  const id = (file: string) => (base === "checkout" ? `routes/${file}` : `routes/trial.${file}`);
  return route(base, "routes/checkout.tsx", { id: id("checkout") }, [
    index("routes/checkout._index.tsx", { id: id("checkout._index") }),
    ...["contact", "shipping", "delivery", "payment"].map((step) =>
      route(step, `routes/checkout.${step}.tsx`, { id: id(`checkout.${step}`) }),
    ),
    route("age-verification", "routes/checkout.age-verification.tsx", { id: id("checkout.age-verification") }),
    route("age-verification/status", "routes/checkout.age-verification.status.tsx", {
      id: id("checkout.age-verification.status"),
    }),
    route("confirmation/:orderNumber", "routes/checkout.confirmation.$orderNumber.tsx", {
      id: id("checkout.confirmation.$orderNumber"),
    }),
  ]);
}

export default [
  index("routes/home/route.tsx", { id: "routes/home" }),
  route("healthz", "routes/healthz.ts"),
  route("readyz", "routes/readyz.ts"),
  route("shop", "routes/shop._index/route.tsx", { id: "routes/shop._index" }),
  route("shop/*", "routes/shop.$/route.tsx", { id: "routes/shop.$" }),
  route("p/:sku", "routes/p.$sku/route.ts", { id: "routes/p.$sku" }),
  route("search", "routes/search/route.tsx", { id: "routes/search" }),
  route("stores", "routes/stores._index/route.tsx", { id: "routes/stores._index" }),
  route("stores/:id", "routes/stores.$id/route.tsx", { id: "routes/stores.$id" }),
  route("go", "routes/go.ts"),
  // where server/security.ts sends a request it refused, for the shop's own page
  route("__refused/:reason", "routes/refused.tsx"),
  route("blog", "routes/blog._index/route.tsx", { id: "routes/blog._index" }),
  route("blog/:slug", "routes/blog.$slug/route.tsx", { id: "routes/blog.$slug" }),
  route("cart", "routes/cart/route.tsx", { id: "routes/cart" }),
  route("content-form", "routes/content-form/route.tsx", { id: "routes/content-form" }),
  checkout("checkout"),
  checkout("trial/checkout"),
  // Back from the payment provider's page (checkout and account payments alike).
  route("payment/return", "routes/payment.return.tsx"),
  route("trial", "routes/trial._index.tsx"),
  route("account", "routes/account.tsx", [
    index("routes/account._index.tsx"),
    route("information", "routes/account.information.tsx"),
    route("update-personal-details", "routes/account.update-personal-details.tsx"),
    route("update-phone", "routes/account.update-phone.tsx"),
    route("change-password", "routes/account.change-password.tsx"),
    route("communication", "routes/account.communication.tsx"),
    route("payments", "routes/account.payments.tsx"),
    route("subscriptions", "routes/account.subscriptions._index.tsx"),
    route("subscriptions/:id", "routes/account.subscriptions.$id.tsx"),
    route("pack-codes", "routes/account.pack-codes.tsx"),
    route("devices", "routes/account.devices.tsx"),
    route("age-verification", "routes/account.age-verification._index.tsx"),
    route("age-verification/status", "routes/account.age-verification.status.tsx"),
    route("cancel-account", "routes/account.cancel-account.tsx"),
    route("deactivate", "routes/account.deactivate.tsx"),
    route("address", "routes/account.address._index.tsx"),
    route("address/new", "routes/account.address.new.tsx"),
    route("address/:id", "routes/account.address.$id.tsx"),
    route("orders", "routes/account.orders._index.tsx"),
    route("orders/:number", "routes/account.orders.$number.tsx"),
    route("orders/:number/invoices/:id", "routes/account.orders.$number.invoices.$id.ts"),
  ]),
  // The loyalty club (decision 0015); /referral shares its frame.
  route("club", "routes/club.tsx", [
    index("routes/club._index.tsx"),
    route("history", "routes/club.history.tsx"),
    route("rewards", "routes/club.rewards._index.tsx"),
    route("rewards/:slug", "routes/club.rewards.$slug.tsx"),
    route("redemptions/:id", "routes/club.redemptions.$id.tsx"),
    route("pack-codes", "routes/club.pack-codes.tsx"),
    route("articles", "routes/club.articles._index.tsx"),
    route("articles/:id", "routes/club.articles.$id.tsx"),
    route("qr/:id", "routes/club.qr.$id.tsx"),
    route("surveys", "routes/club.surveys._index.tsx"),
    route("surveys/:id", "routes/club.surveys.$id.tsx"),
    route("quizzes", "routes/club.quizzes._index.tsx"),
    route("quizzes/:id", "routes/club.quizzes.$id.tsx"),
    route("quizzes/:id/results/:submission", "routes/club.quizzes.$id.results.$submission.tsx"),
    route("contests", "routes/club.contests._index.tsx"),
    route("contests/:id", "routes/club.contests.$id.tsx"),
  ]),
  route("referral", "routes/referral.tsx"),
  // The flavour finder: a public quiz that recommends sticks.
  route("flavor-finder", "routes/flavor-finder._index/route.tsx", { id: "routes/flavor-finder._index" }),
  route("flavor-finder/results/:id", "routes/flavor-finder.results.$id/route.tsx", {
    id: "routes/flavor-finder.results.$id",
  }),
  // Identity: sign in and out, registration, password reset, e-mail change confirmation.
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.tsx"),
  route("register", "routes/register.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("unsubscribe", "routes/unsubscribe.tsx"),
  route("contact", "routes/contact.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  // The platform's e-mail links point here too; it must work signed out, so it sits outside /account.
  route("account/verify-email", "routes/verify-email.tsx", { id: "routes/account.verify-email" }),
  route("*", "routes/content-page/route.tsx", { id: "routes/content-page" }),
] satisfies RouteConfig;
