// Issue 40, 14: one notice for one free gift. A device's free cleaning kit is said once on its
// page, by its promotion; a gift that no promotion names still gets a notice of its own.
import { renderToString } from "react-dom/server";
import type { ReactNode } from "react";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { loadProductPage, withGiftNotice } from "~/routes/shop.$/product.server";
import { ProductDetail } from "~/routes/shop.$/ProductDetail";
import { useRoutesSandbox } from "./routes-sandbox";

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest set-up, not a React hook
useRoutesSandbox();

/** The view as the server renders it, in a router of its own. */
async function render(element: ReactNode) {
  const handler = createStaticHandler([{ path: "*", element }]);
  const context = await handler.query(new Request("http://shop.test/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

const noticesOf = (html: string) =>
  [...html.matchAll(/<p class="notice notice--info">(.*?)<\/p>/g)].map((m) => m[1].replace(/<[^>]+>/g, ""));

describe("a product's offers", () => {
  it("says a device's free gift once", async () => {
    const page = await loadProductPage("default", "ashless-one-device", new URLSearchParams());
    expect(page?.product.freeGifts?.products.map((g) => g.name)).toEqual(["Ashless Cleaning Kit"]);
    const html = await render(<ProductDetail page={page!} />);
    const gifts = noticesOf(html).filter((n) => /cleaning kit/i.test(n));
    expect(gifts).toEqual([
      "Free gift: Free cleaning kit Every device comes with a free Ashless Cleaning Kit, added to your cart automatically. How to get it: Add any device to your cart.",
    ]);
  });

  it("gives a gift that no promotion names a notice of its own", async () => {
    const page = await loadProductPage("default", "ashless-one-device", new URLSearchParams());
    const offers = withGiftNotice({ ...page!.product, promotionalOffers: [] });
    expect(offers).toEqual([
      expect.objectContaining({ title: "Free gift", description: "Ashless Cleaning Kit, free with this product." }),
    ]);
  });
});
