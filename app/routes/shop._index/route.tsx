import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { guard } from "~/.server/responses/guard";
import { loadListing } from "~/.server/catalog/listing";
import { Listing } from "~/components/product/Listing";
import { listingDescription } from "~/lib/listing";
import { pageMeta } from "~/lib/page-names";

export const loader = guard(async ({ request }: LoaderFunctionArgs) => {
  return loadListing("default", new URL(request.url), null);
});

export const meta: MetaFunction = () => [
  { title: "Shop all products · Ashless" },
  { name: "description", content: listingDescription(null) },
  ...pageMeta("shop"),
];

export const handle = { scripts: false, breadcrumbs: () => [{ label: "Shop", href: "/shop" }] };

export default function ShopIndex() {
  const data = useLoaderData<typeof loader>();
  return <Listing data={data} />;
}
