import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { guard } from "~/.server/responses/guard";
import { locationGateway } from "~/.server/platform/locations";
import { DirectionsLink, OpeningHoursTable, ServiceList, StoreAddress } from "~/components/stores/StoreSummary";
import { pageMeta } from "~/lib/page-names";
import { storeHref } from "~/lib/store-finder";
import { shownPhone } from "~/.server/addresses/display";

export const loader = guard(async ({ params, request }: LoaderFunctionArgs) => {
  const id = params.id ?? "";
  const store = /^[\w-]{1,64}$/.test(id) ? await locationGateway({ signal: request.signal }).store(id) : null;
  if (!store) throw data(null, { status: 404 });
  return { store, phone: store.phone ? shownPhone(store.phone) : null };
});

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d ? `${d.store.name} · Ashless stores` : "Store not found · Ashless" },
  ...pageMeta("store-locator"),
];

export const handle = {
  scripts: false,
  breadcrumbs: (d: { store: { id: string; name: string } }) => [
    { label: "Find a store", href: "/stores" },
    { label: d.store.name, href: storeHref(d.store) },
  ],
};

export default function StorePage() {
  const { store, phone } = useLoaderData<typeof loader>();
  return (
    <article aria-labelledby="store-title" className="store store--page">
      <h1 id="store-title">{store.name}</h1>
      <div className="store__columns">
        <section aria-labelledby="store-visit">
          <h2 id="store-visit">Visit us</h2>
          <StoreAddress store={store} />
          {store.phone ? (
            <p>
              Phone: <a href={`tel:${store.phone}`}>{phone}</a>
            </p>
          ) : null}
          <p>
            <DirectionsLink store={store} />
          </p>
        </section>
        <section aria-labelledby="store-hours">
          <h2 id="store-hours">Opening hours</h2>
          <OpeningHoursTable store={store} caption={`Opening hours of ${store.name}`} />
        </section>
        <section aria-labelledby="store-services">
          <h2 id="store-services">In this store</h2>
          <ServiceList store={store} />
          {store.services.includes("collection") ? (
            <p>Choose “Ship to store” at checkout to collect an online order here.</p>
          ) : null}
        </section>
      </div>
      <p>
        <Link to="/stores">Find another store</Link>
      </p>
    </article>
  );
}
