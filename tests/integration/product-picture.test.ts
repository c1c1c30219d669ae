// Decision 0031 against the whole sandbox: a product page's picture, one of the sandbox's small
// drawings, comes in the page rather than a round trip after it.
import { describe, expect, it } from "vitest";
import type { ProductPageData } from "~/.server/product-page";
import { loader as shopLoader } from "~/routes/shop.$";
import { browserRequest, useRoutesSandbox } from "./routes-sandbox";

useRoutesSandbox();

const PAGE = "/shop/sticks/single-packs/amber-tobacco-sticks-pack-20";

describe("the product page's picture", () => {
  it("is the product's drawing, read for the page (the budget test checks the page shows it)", async () => {
    const page = (await shopLoader({
      request: browserRequest(PAGE),
      params: { "*": PAGE.replace("/shop/", "") },
      context: {},
    })) as ProductPageData;
    const drawing = decodeURIComponent(page.imageInline!.replace(/^data:image\/svg\+xml,/, ""));
    expect(drawing).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*aria-label="[^"]+">/);
    expect(drawing).not.toContain("<text");
  });
});
