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
  route("cart", "routes/cart.tsx");
  route("content-form", "routes/content-form.ts");
  route("checkout", "routes/checkout.tsx", () => {
    route("", "routes/checkout._index.tsx", { index: true });
    route("contact", "routes/checkout.contact.tsx");
    route("shipping", "routes/checkout.shipping.tsx");
    route("delivery", "routes/checkout.delivery.tsx");
    route("payment", "routes/checkout.payment.tsx");
    route("confirmation/:orderNumber", "routes/checkout.confirmation.$orderNumber.tsx");
  });
  route("trial", "routes/trial._index.tsx");
  route("trial/checkout", "routes/trial.checkout.tsx", () => {
    route("", "routes/trial.checkout._index.tsx", { index: true });
    route("contact", "routes/trial.checkout.contact.tsx");
    route("shipping", "routes/trial.checkout.shipping.tsx");
    route("delivery", "routes/trial.checkout.delivery.tsx");
    route("payment", "routes/trial.checkout.payment.tsx");
    route("confirmation/:orderNumber", "routes/trial.checkout.confirmation.$orderNumber.tsx");
  });
  route("*", "routes/content-page.tsx");
}
