import { Link } from "@remix-run/react";
import type { ProductSummary } from "~/lib/models/commerce";
import { Price, StockStatus } from "./Price";
import { srcSet } from "~/lib/images";

export type ProductCardData = ProductSummary & { href: string };

/** A product's picture in a card: square, in three widths, `sizes` for the card's column. The
 * card names the product beside it, so the picture is decorative (empty alt): a screen reader
 * would otherwise read the name twice. */
export function CardImage({
  product,
  sizes,
  eager = false,
}: {
  product: Pick<ProductSummary, "image">;
  sizes: string;
  eager?: boolean;
}) {
  return (
    <img
      src={product.image.url}
      srcSet={srcSet(product.image.url, [200, 400, 800])}
      sizes={sizes}
      alt=""
      width="400"
      height="400"
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}

export function ProductCard({ product, eager = false }: { product: ProductCardData; eager?: boolean }) {
  return (
    <article className="card">
      <Link to={product.href} prefetch="intent">
        <CardImage product={product} sizes="(min-width: 860px) 250px, 45vw" eager={eager} />
        <h2>{product.name}</h2>
      </Link>
      {product.subtitle ? <p className="card__subtitle">{product.subtitle}</p> : null}
      {product.labels.length > 0 ? (
        <p>
          {product.labels.map((l) => (
            <span key={l} className="badge">
              {l}
            </span>
          ))}
        </p>
      ) : null}
      <Price price={product.price} from={product.priceVaries} />
      <StockStatus status={product.stockStatus} />
    </article>
  );
}

export function ProductGrid({ products }: { products: ProductCardData[] }) {
  if (products.length === 0) return <p>No products match.</p>;
  return (
    <ul className="grid">
      {products.map((p, i) => (
        <li key={p.sku}>
          <ProductCard product={p} eager={i < 4} />
        </li>
      ))}
    </ul>
  );
}
