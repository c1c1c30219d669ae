import type { DefineRouteFunction } from "@remix-run/dev/dist/config/routes";

// The route table. Each module holds its loader, action, component and meta.
export function routeTable(route: DefineRouteFunction) {
  route("", "routes/home.tsx", { index: true });
  route("healthz", "routes/healthz.ts");
  route("readyz", "routes/readyz.ts");
  route("shop", "routes/shop._index.tsx", { index: false });
  route("shop/*", "routes/shop.$.tsx");
  route("p/:sku", "routes/p.$sku.ts");
  route("search", "routes/search.tsx");
  route("stores", "routes/stores._index.tsx", { index: false });
  route("stores/:id", "routes/stores.$id.tsx");
  route("go", "routes/go.ts");
  // where server/security.ts sends a request it refused, for the shop's own page
  route("__refused/:reason", "routes/refused.ts");
  route("blog", "routes/blog._index.tsx", { index: false });
  route("blog/:slug", "routes/blog.$slug.tsx");
  route("cart", "routes/cart.tsx");
  route("content-form", "routes/content-form.ts");
  // The checkout, one set of modules mounted for each store view (app/lib/store-view.ts).
  for (const base of ["checkout", "trial/checkout"]) {
    const id = (file: string) => (base === "checkout" ? `routes/${file}` : `routes/trial.${file}`);
    route(base, "routes/checkout.tsx", { id: id("checkout") }, () => {
      route("", "routes/checkout._index.tsx", { index: true, id: id("checkout._index") });
      for (const step of ["contact", "shipping", "delivery", "payment"])
        route(step, `routes/checkout.${step}.tsx`, { id: id(`checkout.${step}`) });
      route("age-verification", "routes/checkout.age-verification.tsx", { id: id("checkout.age-verification") });
      route("age-verification/status", "routes/checkout.age-verification.status.tsx", {
        id: id("checkout.age-verification.status"),
      });
      route("confirmation/:orderNumber", "routes/checkout.confirmation.$orderNumber.tsx", {
        id: id("checkout.confirmation.$orderNumber"),
      });
    });
  }
  // Back from the payment provider's page (checkout and account payments alike).
  route("payment/return", "routes/payment.return.tsx");
  route("trial", "routes/trial._index.tsx");
  route("account", "routes/account.tsx", () => {
    route("", "routes/account._index.tsx", { index: true });
    route("information", "routes/account.information.tsx");
    route("update-personal-details", "routes/account.update-personal-details.tsx");
    route("update-phone", "routes/account.update-phone.tsx");
    route("change-password", "routes/account.change-password.tsx");
    route("communication", "routes/account.communication.tsx");
    route("payments", "routes/account.payments.tsx");
    route("subscriptions", "routes/account.subscriptions._index.tsx", { index: false });
    route("subscriptions/:id", "routes/account.subscriptions.$id.tsx");
    route("pack-codes", "routes/account.pack-codes.tsx");
    route("devices", "routes/account.devices.tsx");
    route("age-verification", "routes/account.age-verification._index.tsx", { index: false });
    route("age-verification/status", "routes/account.age-verification.status.tsx");
    route("cancel-account", "routes/account.cancel-account.tsx");
    route("deactivate", "routes/account.deactivate.tsx");
    route("address", "routes/account.address._index.tsx", { index: false });
    route("address/new", "routes/account.address.new.tsx");
    route("address/:id", "routes/account.address.$id.tsx");
    route("orders", "routes/account.orders._index.tsx", { index: false });
    route("orders/:number", "routes/account.orders.$number.tsx");
    route("orders/:number/invoices/:id", "routes/account.orders.$number.invoices.$id.ts");
  });
  // The loyalty club (decision 0015); /referral shares its frame.
  route("club", "routes/club.tsx", () => {
    route("", "routes/club._index.tsx", { index: true });
    route("history", "routes/club.history.tsx");
    route("rewards", "routes/club.rewards._index.tsx", { index: false });
    route("rewards/:slug", "routes/club.rewards.$slug.tsx");
    route("redemptions/:id", "routes/club.redemptions.$id.tsx");
    route("pack-codes", "routes/club.pack-codes.tsx");
    route("articles", "routes/club.articles._index.tsx", { index: false });
    route("articles/:id", "routes/club.articles.$id.tsx");
    route("qr/:id", "routes/club.qr.$id.tsx");
    route("surveys", "routes/club.surveys._index.tsx", { index: false });
    route("surveys/:id", "routes/club.surveys.$id.tsx");
    route("quizzes", "routes/club.quizzes._index.tsx", { index: false });
    route("quizzes/:id", "routes/club.quizzes.$id.tsx");
    route("quizzes/:id/results/:submission", "routes/club.quizzes.$id.results.$submission.tsx");
    route("contests", "routes/club.contests._index.tsx", { index: false });
    route("contests/:id", "routes/club.contests.$id.tsx");
  });
  route("referral", "routes/referral.tsx");
  // The flavour finder (SPEC §2 flavor-finder): a public quiz that recommends sticks.
  route("flavor-finder", "routes/flavor-finder._index.tsx", { index: false });
  route("flavor-finder/results/:id", "routes/flavor-finder.results.$id.tsx");
  // Identity: sign in and out, registration, password reset, e-mail change confirmation.
  route("login", "routes/login.tsx");
  route("logout", "routes/logout.tsx");
  route("register", "routes/register.tsx");
  route("forgot-password", "routes/forgot-password.tsx");
  route("unsubscribe", "routes/unsubscribe.tsx");
  route("contact", "routes/contact.tsx");
  route("reset-password", "routes/reset-password.tsx");
  route("verify-email", "routes/verify-email.tsx");
  // The platform's e-mail links point here too; it must work signed out, so it sits outside /account.
  route("account/verify-email", "routes/verify-email.tsx", { id: "routes/account.verify-email" });
  route("*", "routes/content-page.tsx");
}
