// The route id a request's line, metric and span carry (server/observability/http.ts): matched as
// Remix matches the path, and the same answer every time a path comes again (issue 41, 7: the
// answer is kept per path, so a page is no longer matched against the whole table twice).
import { describe, expect, it } from "vitest";
import { routeIdOf } from "../../server/observability/http";
import { testBuild } from "../support/remix-build";

const build = testBuild(
  {},
  {
    "routes/cart": { path: "cart" },
    "routes/product": { path: "shop/*" },
    "routes/order": { path: "account/orders/:number" },
  },
);

describe("routeIdOf", () => {
  it("names the leaf route of each path, asked again and in turn", () => {
    const asked = [
      ["http://shop.test/cart", "routes/cart"],
      ["http://shop.test/shop/sticks/amber", "routes/product"],
      ["http://shop.test/cart?x=1", "routes/cart"],
      ["http://shop.test/account/orders/000000106", "routes/order"],
      ["http://shop.test/account/orders/000000107.data", "routes/order"],
      ["http://shop.test/nowhere", "unmatched"],
      ["http://shop.test/_root.data", "root"],
      ["http://shop.test/cart.data", "routes/cart"],
    ] as const;
    for (let round = 0; round < 3; round++)
      for (const [url, id] of asked) expect(routeIdOf(build, url), `${url}, round ${round}`).toBe(id);
  });

  it("keeps a bounded number of paths: many distinct paths still get their own answers", () => {
    for (let n = 0; n < 5000; n++)
      expect(routeIdOf(build, `http://shop.test/account/orders/${n}`)).toBe("routes/order");
    expect(routeIdOf(build, "http://shop.test/nowhere/0")).toBe("unmatched");
    expect(routeIdOf(build, "http://shop.test/cart")).toBe("routes/cart");
  });
});
