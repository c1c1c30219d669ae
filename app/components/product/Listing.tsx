import { Link } from "@remix-run/react";
import type { ListingData } from "~/.server/listing";
import { hrefWith, Pagination, SortLinks } from "./ListingControls";
import { ProductGrid } from "./ProductCard";
import { PastTheEnd } from "~/components/layout/LinkControls";

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
      {data.products.length === 0 && data.page > data.totalPages && data.totalPages > 0 ? (
        <PastTheEnd page={data.page} totalPages={data.totalPages} first={hrefWith(data.base, { sort: data.sort })} />
      ) : (
        <ProductGrid products={data.products} />
      )}
      <Pagination base={data.base} sort={data.sort} page={data.page} totalPages={data.totalPages} />
    </section>
  );
}
