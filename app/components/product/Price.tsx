import type { ProductPrice } from "~/lib/models/commerce";
import { formatMoney } from "~/lib/format";

/** `from`: what is chosen changes the price (ProductSummary.priceVaries); this is the cheapest. */
export function Price({
  price,
  className = "",
  from = false,
}: {
  price: ProductPrice;
  className?: string;
  from?: boolean;
}) {
  const discounted = price.final.value < price.regular.value;
  return (
    <p className={`price ${className}`}>
      {from ? (
        `From ${formatMoney(price.final)}`
      ) : discounted ? (
        <>
          <span className="price__old">
            <span className="visually-hidden">Was </span>
            {formatMoney(price.regular)}
          </span>{" "}
          <span className="visually-hidden">Now </span>
          {formatMoney(price.final)} <span className="badge">{Math.round(price.percentOff)}% off</span>
        </>
      ) : (
        formatMoney(price.final)
      )}
    </p>
  );
}

export function StockStatus({ status }: { status: "IN_STOCK" | "OUT_OF_STOCK" }) {
  return status === "IN_STOCK" ? <p className="stock--in">In stock</p> : <p className="stock--out">Out of stock</p>;
}
