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
  route("*", "routes/content-page.tsx");
}
