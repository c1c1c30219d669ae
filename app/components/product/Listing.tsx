import { Link } from "@remix-run/react";
import { ProductGrid } from "./ProductCard";
import { ChoiceLinks, PageLinks, PastTheEnd } from "~/components/layout/LinkControls";
import type { ProductSort } from "~/lib/models/commerce";
import { SORTS, type ListingData } from "~/lib/listing";

function hrefWith(base: string, params: Record<string, string | number | undefined>) {
  const [path, query] = base.split("?");
  const q = new URLSearchParams(query);
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== "" && v !== 1 && v !== "position") q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

function SortLinks({ base, sort }: { base: string; sort: ProductSort }) {
  return (
    <ChoiceLinks
      label="Sort products"
      lead="Sort by:"
      choices={SORTS.map((s) => ({
        key: s.value,
        label: s.label,
        href: hrefWith(base, { sort: s.value }),
        current: s.value === sort,
      }))}
    />
  );
}

function Pagination({
  base,
  sort,
  page,
  totalPages,
}: {
  base: string;
  sort: ProductSort;
  page: number;
  totalPages: number;
}) {
  return (
    <PageLinks label="Pages" page={page} totalPages={totalPages} href={(p) => hrefWith(base, { sort, page: p })} />
  );
}

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
