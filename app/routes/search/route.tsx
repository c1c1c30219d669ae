import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { guard } from "~/.server/responses/guard";
import { siteSearch } from "./search.server";
import { QueryForm } from "~/components/forms/QueryForm";
import { PageLinks, PastTheEnd } from "~/components/layout/LinkControls";
import { ProductGrid } from "~/components/product/ProductCard";
import { ContentHits, SearchTabs } from "./SearchResults";
import { parsePage } from "~/lib/listing";
import { pageMeta } from "~/lib/page-names";
import { contentHeading, parseTab, searchHref, TAB_LABELS } from "~/lib/site-search";

export const loader = guard(async ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const result = await siteSearch(
    url.searchParams.get("q"),
    parseTab(url.searchParams.get("tab")),
    parsePage(url.searchParams.get("page")),
    request.signal,
  );
  return data(result, { status: result.state === "invalid" ? 400 : 200 });
});

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  {
    title:
      d?.state === "invalid"
        ? "Error: Search · Ashless"
        : d?.q
          ? `Search: ${d.q}${d.tab !== "all" ? ` (${TAB_LABELS[d.tab]})` : ""} · Ashless`
          : "Search · Ashless",
  },
  ...pageMeta("search-results"),
];

export const handle = { scripts: false };

export default function SearchPage() {
  const d = useLoaderData<typeof loader>();
  const error = d.state === "invalid" ? d.error : null;
  return (
    <section aria-labelledby="search-title" className="site-search">
      <h1 id="search-title">{d.state === "results" ? `Search results for “${d.q}”` : "Search"}</h1>
      <QueryForm
        action="/search"
        name="Search again"
        className="site-search__form"
        submit="Search"
        id="search-page-q"
        label="Search products, FAQs and articles"
        error={error}
        value={d.q}
        type="search"
        maxLength={100}
      >
        {d.tab !== "all" ? <input type="hidden" name="tab" value={d.tab} /> : null}
      </QueryForm>
      {d.state === "results" ? <Results d={d} /> : null}
    </section>
  );
}

type Found = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { state: "results" }>;

function Results({ d }: { d: Found }) {
  const { products, content, tab, q } = d;
  const showProducts = tab === "all" || tab === "products";
  const showContent = tab !== "products";
  return (
    <>
      <SearchTabs q={q} tab={tab} products={products.total} counts={content?.counts ?? null} />
      {showProducts ? (
        <section aria-labelledby="search-products">
          <h2 id="search-products">
            {products.total} {products.total === 1 ? "product" : "products"}
          </h2>
          {products.items.length > 0 ? (
            <ProductGrid products={products.items} />
          ) : products.total > 0 ? (
            <PastTheEnd page={products.page} totalPages={products.totalPages} first={searchHref(q, "products")} />
          ) : null}
          {tab === "all" && products.total > products.items.length ? (
            <p>
              <Link to={searchHref(q, "products")}>See all {products.total} products</Link>
            </p>
          ) : null}
          {tab === "products" ? (
            <PageLinks
              label="Product result pages"
              page={products.page}
              totalPages={products.totalPages}
              href={(p) => searchHref(q, "products", p)}
            />
          ) : null}
        </section>
      ) : null}
      {showContent ? (
        <section aria-labelledby="search-content">
          <h2 id="search-content">{content ? contentHeading(tab, content.total) : "FAQs, articles and pages"}</h2>
          {content ? (
            <>
              {content.hits.length === 0 && content.total > 0 ? (
                <PastTheEnd page={content.page} totalPages={content.totalPages} first={searchHref(q, tab)} />
              ) : (
                <ContentHits hits={content.hits} />
              )}
              {tab === "all" && content.total > content.hits.length ? (
                <p>
                  See all{" "}
                  {(["faq", "article", "page"] as const)
                    .filter((k) => content.counts[k] > 0)
                    .map((k, i) => (
                      <span key={k}>
                        {i > 0 ? ", " : null}
                        <Link to={searchHref(q, k)}>
                          {content.counts[k]} {TAB_LABELS[k]}
                        </Link>
                      </span>
                    ))}
                </p>
              ) : null}
              {tab !== "all" ? (
                <PageLinks
                  label="Result pages"
                  page={content.page}
                  totalPages={content.totalPages}
                  href={(p) => searchHref(q, tab, p)}
                />
              ) : null}
            </>
          ) : (
            <p role="status">We can’t search our help pages and articles right now. Please try again in a moment.</p>
          )}
        </section>
      ) : null}
    </>
  );
}
