// product.md §7 getProductPrice on the product page (decision 0073): a product with price tiers
// asks "What would this many cost?" with a plain GET form; the page at ?qty=N says what N cost,
// the price of one at that quantity and what that many saves, as the cart then charges it. A
// quantity that is not one the form allows is refused beside the field, what was typed kept.
import { graphql, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { clearCache } from "~/.server/state/cache";
import { server } from "../msw/server";
import { addToCart, createCart } from "~/.server/commerce/cart";
import { loader } from "~/routes/shop.$/route";
import { hosted } from "../support/session";
import { browserRequest, forgetCalls, operationCalls, useRoutesSandbox } from "./routes-sandbox";

useRoutesSandbox();

const CARTON_PATH = "sticks/cartons/amber-tobacco-sticks-carton-10";
const PACK_PATH = "sticks/single-packs/amber-tobacco-sticks-pack-20";

/** The quantity-price part of the page at `path?query`, as HTML (null when the page has none). */
async function quantityPrice(path: string, query = "") {
  const answer = await hosted(loader)({
    request: browserRequest(`/shop/${path}${query}`),
    params: { "*": path },
    context: {},
  });
  const body = (answer && typeof answer === "object" && "data" in answer ? answer.data : answer) as {
    quantityPriceHtml: string | null;
  };
  return body.quantityPriceHtml;
}

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'");

describe("what a quantity costs, on the product page", () => {
  it("offers the form on a product with price tiers, and none on one without", async () => {
    const html = (await quantityPrice(CARTON_PATH))!;
    expect(html).toContain(`<form method="get" action="/shop/${CARTON_PATH}">`);
    expect(html).toMatch(/<label for="quantity-price">What would this many cost\?<\/label>/);
    expect(html).toMatch(/name="qty"[^>]*value="1"/);
    expect(html).not.toContain('role="status"');
    expect(await quantityPrice(PACK_PATH)).toBeNull();
  });

  it("says what three cartons cost at the tier, and what they save, as the cart charges them", async () => {
    forgetCalls();
    const html = (await quantityPrice(CARTON_PATH, "?qty=3"))!;
    expect(text(html)).toContain(
      "3 × Amber Tobacco Sticks, Carton of 10 Packs: £147.00 (£49.00 each, the price for 3 or more). You save £9.00.",
    );
    expect(html).toMatch(/name="qty"[^>]*value="3"/);
    const reads = await operationCalls("getProductPrice");
    expect(reads.map((r) => r.variables)).toEqual([{ sku: "ASH-STK-AMBER-C10" }]);
    const cartId = await createCart("default");
    const { cart } = await addToCart("default", cartId, { kind: "simple", sku: "ASH-STK-AMBER-C10", quantity: 3 });
    // prices include VAT, as the cart's row total with tax does
    expect(cart!.items[0]).toMatchObject({ price: { value: 49 }, rowTotalInclTax: { value: 147 } });
  });

  it("says two cartons cost twice one, with nothing saved", async () => {
    const html = (await quantityPrice(CARTON_PATH, "?qty=2"))!;
    expect(text(html)).toContain("2 × Amber Tobacco Sticks, Carton of 10 Packs: £104.00 (£52.00 each).");
    expect(text(html)).not.toContain("You save");
  });

  it("refuses a quantity the form does not allow beside the field, keeping what was typed, and prices nothing", async () => {
    forgetCalls();
    for (const typed of ["0", "abc", "2.5", "1000"]) {
      const html = (await quantityPrice(CARTON_PATH, `?qty=${typed}`))!;
      expect(html).toContain(`value="${typed}"`);
      expect(html).toMatch(/aria-invalid="true" aria-describedby="quantity-price-error"/);
      expect(text(html)).toMatch(/Enter a whole number from 1 to \d+\./);
      expect(html).not.toContain('role="status"');
    }
    expect(await operationCalls("getProductPrice")).toEqual([]);
  });

  it("says it can't work the price out when the shop can't answer, the form still there", async () => {
    clearCache();
    server.use(graphql.query("getProductPrice", () => HttpResponse.error()));
    const html = (await quantityPrice(CARTON_PATH, "?qty=3"))!;
    expect(text(html)).toContain("We can't work out that price just now.");
    expect(html).toMatch(/name="qty"[^>]*value="3"/);
  });
});
