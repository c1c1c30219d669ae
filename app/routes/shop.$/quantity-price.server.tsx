// "What would N cost?" on a product page with price tiers (product.md §7 getProductPrice, decision
// 0073): a plain GET form that reloads the page with ?qty=N, and the price of that many beside
// it: the total, the price of one at that quantity, and what buying that many saves. Drawn on the
// server as HTML: the page's script has no room for it (its 100 KB budget, decision 0063), and it
// never changes in the browser.
import { renderToStaticMarkup } from "react-dom/server";
import { getProductPrice, type QuantityPrice } from "~/.server/commerce/product-reads";
import { log } from "~/.server/observability";
import type { MoneyWriter } from "~/lib/format";
import type { StoreView } from "~/lib/models/commerce";
import { LINE_LIMIT, type ProductPageData } from "./product.server";
import { QuantityField } from "./AddToCartForm";

/** The form's field: the page's address with ?qty=N prices N. */
export const QUANTITY_PRICE_FIELD = "qty";

const ID = "quantity-price";

type Answer =
  | { kind: "asked"; value: string }
  | { kind: "priced"; value: string; price: QuantityPrice }
  | { kind: "refused"; value: string; message: string }
  | { kind: "unavailable"; value: string };

function QuantityPriceForm({
  page,
  answer,
  most,
  money,
}: {
  page: ProductPageData;
  answer: Answer;
  most: number;
  money: MoneyWriter;
}) {
  const error = answer.kind === "refused" ? answer.message : null;
  return (
    <div className="quantity-price">
      <form method="get" action={page.href}>
        {/* the variant chosen stays chosen */}
        {Object.entries(page.selected).map(([code, value]) => (
          <input key={code} type="hidden" name={code} value={value} />
        ))}
        <QuantityField
          id={ID}
          name={QUANTITY_PRICE_FIELD}
          label="What would this many cost?"
          min={1}
          max={most}
          value={answer.value}
          error={error ?? undefined}
        />
        <button className="btn btn--secondary">Check price</button>
      </form>
      {answer.kind === "priced" ? (
        <p className="quantity-price__answer" role="status">
          <strong>
            {answer.price.quantity} × {page.product.name}: {money(answer.price.total)}
          </strong>{" "}
          ({money(answer.price.unit)} each
          {answer.price.tierQuantity ? `, the price for ${answer.price.tierQuantity} or more` : ""}).
          {answer.price.saving.value > 0 ? ` You save ${money(answer.price.saving)}.` : ""}
        </p>
      ) : answer.kind === "unavailable" ? (
        <p className="quantity-price__answer" role="status">
          We can't work out that price just now. The cart shows it once you add them.
        </p>
      ) : null}
    </div>
  );
}

/** What the URL's ?qty asks: nothing, a quantity to price, or a refusal worded for the field. */
function asked(
  params: URLSearchParams,
  most: number,
): { value: string; quantity: number | null; message: string | null } {
  const value = (params.get(QUANTITY_PRICE_FIELD) ?? "").trim().slice(0, 20);
  if (!params.has(QUANTITY_PRICE_FIELD)) return { value: "1", quantity: null, message: null };
  const quantity = /^\d+$/.test(value) ? Number(value) : NaN;
  if (quantity >= 1 && quantity <= most) return { value, quantity, message: null };
  return { value, quantity: null, message: `Enter a whole number from 1 to ${most}.` };
}

/**
 * The form and, when the URL asks (?qty=N), that many's price; null for a product without price
 * tiers (every quantity costs the same for one) and for bundles and grouped products, which are
 * priced by what is chosen.
 */
export async function quantityPriceHtml(
  store: StoreView,
  page: ProductPageData,
  params: URLSearchParams,
  money: MoneyWriter,
): Promise<string | null> {
  const { product } = page;
  if (product.priceTiers.length === 0 || product.typeId === "bundle" || product.typeId === "grouped") return null;
  // as many as one order may hold of it, as the add-to-cart quantity allows
  const most = Math.min(product.orderQuantityLimit ?? LINE_LIMIT, LINE_LIMIT);
  const { value, quantity, message } = asked(params, most);
  let answer: Answer = message ? { kind: "refused", value, message } : { kind: "asked", value };
  if (quantity !== null) {
    const price = await getProductPrice(store, page.sku, quantity).catch((error: unknown) => {
      log().warn(`price of ${quantity} × ${page.sku}: ${(error as Error).message}`);
      return null;
    });
    answer = price ? { kind: "priced", value, price } : { kind: "unavailable", value };
  }
  return renderToStaticMarkup(<QuantityPriceForm page={page} answer={answer} most={most} money={money} />);
}
