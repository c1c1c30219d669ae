import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { guard } from "~/.server/guard";
import { getCategoryByPath } from "~/.server/commerce/catalog";
import { loadListing } from "~/.server/listing";
import { loadProductPage, type ProductPageData } from "~/.server/product-page";
import { tradeInPanel } from "~/.server/trade-in-panel";
import { noStore } from "~/.server/no-store";
import { ADD_INTENT, addFromForm } from "~/.server/cart/add";
import { formAction } from "~/.server/form";
import { getSession } from "~/.server/session";
import { Listing } from "~/components/product/Listing";
import { ProductDetail } from "~/components/product/ProductDetail";
import { listingDescription } from "~/lib/listing";
import { pageMeta } from "~/lib/page-names";
import type { Crumb } from "~/components/layout/Breadcrumbs";

// /shop/<category path> lists a category; /shop/<category path>/<url key> is a product.
function splat(params: LoaderFunctionArgs["params"]) {
  return (params["*"] ?? "").replace(/\/+$/, "");
}

async function productFor(path: string, url: URL) {
  const urlKey = path.split("/").pop() ?? "";
  return urlKey ? loadProductPage("default", urlKey, url.searchParams) : null;
}

export const loader = guard(async ({ params, request }: LoaderFunctionArgs) => {
  const path = splat(params);
  const url = new URL(request.url);
  const category = await getCategoryByPath("default", path);
  if (category) return loadListing("default", url, category);
  const page = await productFor(path, url);
  if (!page) throw data(null, { status: 404 });
  const tradeIn = await tradeInPanel(request, page.product);
  const body = { kind: "product" as const, ...page, tradeIn: tradeIn.panel };
  return tradeIn.personal ? data(body, { headers: noStore() }) : body;
});

export const action = formAction({
  [ADD_INTENT]: async ({ form, args: { params, request } }) => {
    const page = await productFor(splat(params), new URL(request.url));
    if (!page) throw data(null, { status: 404 });
    return addFromForm(await getSession(request), "default", page.product, form);
  },
});

export const meta: MetaFunction<typeof loader> = ({ data: d }) => {
  if (!d) return [{ title: "Not found · Ashless" }];
  if (d.kind === "listing")
    return [
      { title: `${d.category?.name ?? "Shop"} · Ashless` },
      { name: "description", content: listingDescription(d.category) },
      ...pageMeta("shop"),
    ];
  return [
    { title: `${d.product.name} · Ashless` },
    { name: "description", content: d.product.subtitle ?? d.product.name },
    ...pageMeta("product-details-page"),
  ];
};

// The loader's body (a device page a customer is signed in to comes wrapped with its no-store header).
type ShopData = Awaited<ReturnType<typeof loadListing>> | ({ kind: "product" } & ProductPageData);

export const handle = {
  // a listing is links and a filter form; a product page keeps its scripts
  scripts: (d: ShopData | undefined) => d?.kind === "product",
  breadcrumbs: (d: ShopData): Crumb[] => {
    const shop = { label: "Shop", href: "/shop" };
    if (d.kind === "listing") return d.category ? [shop, { label: d.category.name, href: d.base }] : [shop];
    const cat = d.product.categories[0];
    return [
      shop,
      ...(cat ? [{ label: cat.name, href: `/shop/${cat.urlPath}` }] : []),
      { label: d.product.name, href: d.href },
    ];
  },
};

export default function ShopSplat() {
  const d = useLoaderData<typeof loader>();
  return d.kind === "listing" ? <Listing data={d} /> : <ProductDetail page={d} tradeIn={d.tradeIn} />;
}
