import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { guard } from "~/.server/guard";
import { searchProducts } from "~/.server/commerce/catalog";
import { withHrefs } from "~/.server/links";
import { Pagination } from "~/components/product/ListingControls";
import { parsePage } from "~/lib/listing";
import { ProductGrid } from "~/components/product/ProductCard";
import { pageMeta } from "~/lib/page-names";

export const loader = guard(async ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = parsePage(url.searchParams.get("page"));
  if (!q) return { q, products: [], totalCount: 0, page: 1, totalPages: 0 };
  const result = await searchProducts("default", q, page);
  return {
    q,
    products: await withHrefs(result.items),
    totalCount: result.totalCount,
    page: result.currentPage,
    totalPages: result.totalPages,
  };
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.q ? `Search: ${data.q} · Ashless` : "Search · Ashless" },
  ...pageMeta("search-results"),
];

export default function SearchPage() {
  const d = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="search-title">
      <h1 id="search-title">{d.q ? `Search results for “${d.q}”` : "Search"}</h1>
      <form method="get" action="/search" role="search" className="search search--page">
        <label htmlFor="search-page-q">Search products</label>
        <input id="search-page-q" name="q" type="search" defaultValue={d.q} />
        <button type="submit" className="btn btn--primary">
          Search
        </button>
      </form>
      {d.q ? (
        <>
          <p aria-live="polite">
            {d.totalCount} {d.totalCount === 1 ? "product" : "products"} found
          </p>
          <ProductGrid products={d.products} />
          <Pagination
            base={`/search?q=${encodeURIComponent(d.q)}`}
            sort="position"
            page={d.page}
            totalPages={d.totalPages}
          />
        </>
      ) : null}
    </section>
  );
}
