import type { ProductPrice } from "~/lib/models/commerce";
import { formatMoney } from "~/lib/format";

export function Price({ price, className = "" }: { price: ProductPrice; className?: string }) {
  const discounted = price.final.value < price.regular.value;
  return (
    <p className={`price ${className}`}>
      {discounted ? (
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
