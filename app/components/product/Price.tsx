// The small pieces a product shows wherever it appears: its price, its stock, a flavour rating.
import type { ProductPrice } from "~/lib/models/commerce";
import { useMoney } from "~/lib/use-money";

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
  const money = useMoney();
  const discounted = price.final.value < price.regular.value;
  return (
    <p className={`price ${className}`}>
      {from ? (
        `From ${money(price.final)}`
      ) : discounted ? (
        <>
          <span className="price__old">
            <span className="visually-hidden">Was </span>
            {money(price.regular)}
          </span>{" "}
          <span className="visually-hidden">Now </span>
          {money(price.final)} <span className="badge">{Math.round(price.percentOff)}% off</span>
        </>
      ) : (
        money(price.final)
      )}
    </p>
  );
}

export function StockStatus({ status }: { status: "IN_STOCK" | "OUT_OF_STOCK" }) {
  return status === "IN_STOCK" ? <p className="stock--in">In stock</p> : <p className="stock--out">Out of stock</p>;
}

/** product.md §2 flavour rating row: 5 dots, active up to the rating, half for .5; the value as text too. */
export function RatingRow({ label, rating }: { label: string; rating: number }) {
  const dots = [1, 2, 3, 4, 5].map((n) => {
    if (n <= rating) return "active";
    if (n - 0.5 === rating) return "half";
    return "empty";
  });
  return (
    <div className="rating">
      <span className="rating__label">{label}</span>
      <span className="rating__dots" aria-hidden="true">
        {dots.map((kind, i) => (
          <span key={i} className={`rating__dot rating__dot--${kind}`} />
        ))}
      </span>
      <span className="rating__value">{rating} out of 5</span>
    </div>
  );
}
