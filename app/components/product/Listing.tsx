import { Link } from "@remix-run/react";
import type { ListingData } from "~/.server/listing";
import { Pagination, SortLinks } from "./ListingControls";
import { ProductGrid } from "./ProductCard";

export function Listing({ data }: { data: ListingData }) {
  const title = data.category?.name ?? "Shop all products";
  const sub = data.category?.children ?? data.categories;
  return (
    <section aria-labelledby="listing-title">
      <h1 id="listing-title">{title}</h1>
      {data.category?.description ? <p>{data.category.description}</p> : null}
      {sub.length > 0 ? (
        <nav aria-label="Categories">
          <ul className="variant-links">
            {sub.map((c) => (
              <li key={c.uid}>
                <Link to={`/shop/${c.urlPath}`}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="toolbar">
        <p aria-live="polite">
          {data.totalCount} {data.totalCount === 1 ? "product" : "products"}
          {data.totalPages > 1 ? ` · page ${data.page} of ${data.totalPages}` : ""}
        </p>
        <SortLinks base={data.base} sort={data.sort} />
      </div>
      <ProductGrid products={data.products} />
      <Pagination base={data.base} sort={data.sort} page={data.page} totalPages={data.totalPages} />
    </section>
  );
}
