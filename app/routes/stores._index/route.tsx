import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { guard } from "~/.server/responses/guard";
import { findStores, searchedCategory } from "./stores.server";
import { QueryForm } from "~/components/forms/QueryForm";
import { PageLinks } from "~/components/layout/LinkControls";
import { StoreSummary } from "~/components/stores/StoreSummary";
import { parsePage } from "~/lib/listing";
import { pageMeta } from "~/lib/page-names";
import { STORES_PER_PAGE } from "~/lib/store-finder";

export const loader = guard(async ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const [search, category] = await Promise.all([
    findStores(url.searchParams.get("q"), parsePage(url.searchParams.get("page")), { signal: request.signal }),
    searchedCategory(url.searchParams.get("category")),
  ]);
  return data({ ...search, category }, { status: search.state === "invalid" ? 400 : 200 });
});

export const meta: MetaFunction<typeof loader> = ({ data: d }) => {
  const title =
    d?.state === "found"
      ? `Stores near ${d.place}`
      : d?.state === "invalid" || d?.state === "not-found"
        ? "Error: Find a store"
        : d?.category
          ? `Find a store that sells ${d.category.name}`
          : "Find a store";
  return [{ title: `${title} · Ashless` }, ...pageMeta("store-locator")];
};

export const handle = { scripts: false, breadcrumbs: () => [{ label: "Find a store", href: "/stores" }] };

export default function StoresPage() {
  const d = useLoaderData<typeof loader>();
  const error = d.state === "invalid" || d.state === "not-found" ? d.error : null;
  // the category searched for stays with the search and its pages
  const category = d.category ? `&category=${encodeURIComponent(d.category.path)}` : "";
  return (
    <section aria-labelledby="stores-title" className="store-finder">
      <h1 id="stores-title">{d.category ? `Find a store that sells ${d.category.name}` : "Find a store"}</h1>
      <p>
        See our stores nearest to you, their opening hours and what they offer. Stores can also keep an online order for
        you to collect (“Ship to store” at checkout).
      </p>
      <QueryForm
        action="/stores"
        name="Stores"
        className="store-finder__form"
        submit="Find stores"
        id="store-q"
        label="Postcode or town"
        hint="For example M4 3AH or Edinburgh"
        error={error}
        value={d.q}
        type="text"
        maxLength={60}
        required
        autoComplete="postal-code"
        spellCheck={false}
      >
        {d.category ? <input type="hidden" name="category" value={d.category.path} /> : null}
      </QueryForm>
      {d.state === "found" ? (
        <section aria-labelledby="stores-results" className="store-finder__results">
          <h2 id="stores-results" aria-live="polite">
            {d.total} {d.total === 1 ? "store" : "stores"} nearest to {d.place}
          </h2>
          <ol className="store-list" start={(d.page - 1) * STORES_PER_PAGE + 1}>
            {d.stores.map((s) => (
              <li key={s.id}>
                <StoreSummary store={s} headingLevel={3} />
              </li>
            ))}
          </ol>
          <PageLinks
            label="Store result pages"
            page={d.page}
            totalPages={d.totalPages}
            href={(p) => `/stores?q=${encodeURIComponent(d.q)}${category}&page=${p}`}
          />
          <p>
            Looking for something to buy? <Link to="/shop">Shop online</Link>.
          </p>
        </section>
      ) : null}
    </section>
  );
}
