import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { guard } from "~/.server/responses/guard";
import { getCategoryByPath, getCategoryTrail } from "~/.server/commerce/catalog";
import { loadListing } from "~/.server/catalog/listing";
import { noStore } from "~/.server/responses/no-store";
import { currentUser } from "~/.server/auth/require-user";
import { tradeInGateway } from "~/.server/platform/trade-in";
import { moneyWriter } from "~/.server/commerce/money";
import { ADD_INTENT, addFromForm, loadProductPage, type ProductPageData } from "./product.server";
import { formAction } from "~/.server/forms/form";
import { cartIdFor, type AppSession } from "~/.server/session/session";
import { readCart } from "~/.server/cart/session-cart";
import { lazy, Suspense } from "react";
import { ProductDetail } from "./ProductDetail";
import { tradeInHtml } from "./static-parts.server";
import { quantityPriceHtml } from "./quantity-price.server";
import { categoryTrail, listingDescription, type ListingData } from "~/lib/listing";
import type { Cart, Category, Product } from "~/lib/models/commerce";
import { pageMeta } from "~/lib/page-names";
import type { Crumb } from "~/components/layout/Breadcrumbs";
import { log } from "~/.server/observability";
import { getWishlist } from "~/.server/commerce/wishlist";
import { WISHLIST_INTENTS, WISHLIST_PATH } from "~/lib/wishlist";

// /shop/<category path> lists a category; /shop/<category path>/<url key> is a product.
function splat(params: LoaderFunctionArgs["params"]) {
  return (params["*"] ?? "").replace(/\/+$/, "");
}

async function productFor(path: string, url: URL, shopperCart?: () => Promise<Cart | null>) {
  const urlKey = path.split("/").pop() ?? "";
  return urlKey ? loadProductPage("default", urlKey, url.searchParams, shopperCart) : null;
}

/**
 * The shopper's cart for the page's offers (product.md §3), once asked; `read` says whether it
 * was (the page is then the shopper's own). A cart that cannot be read leaves the offers as the
 * catalogue says them: they are a help, not the page.
 */
function offersCart(session: AppSession) {
  const state = { read: false };
  const cart = async () => {
    if (!cartIdFor(session, "default")) return null;
    state.read = true;
    return readCart(session, "default").catch((error: unknown) => {
      log().warn(`offers on the product page: ${(error as Error).message}`);
      return null;
    });
  };
  return { state, cart };
}

// The product page's trade-in box (product.md §5, §7, §8): for a device that can be traded in, what
// the offer is and, for a signed-in customer, whether they can use it. Eligibility is one
// customer's answer, so a page that carries it is marked no-store (a signed-in request has a
// cookie, so server/page-cache.ts never keeps it either); a signed-out shopper gets the same
// "sign in to check" box as everyone, and that page stays cacheable.
export interface TradeInPanel {
  state: "signed-out" | "eligible" | "not-eligible";
  /** null when the offer could not be read */
  offer: { credit: string; terms: string } | null;
}

async function tradeInPanel(
  request: Request,
  session: AppSession,
  product: Product,
): Promise<{ panel: TradeInPanel | null; personal: boolean }> {
  if (!product.tradeIn) return { panel: null, personal: false };
  const api = tradeInGateway({ signal: request.signal });
  const user = currentUser(session);
  const [config, eligible, money] = await Promise.all([
    api.getConfiguration().catch((error: unknown) => {
      log().error(`trade-in configuration: ${(error as Error).message}`);
      return null;
    }),
    user ? api.isEligible(user.auth) : Promise.resolve(false),
    moneyWriter(),
  ]);
  // The platform names the devices its offer is for; a device it leaves out has none.
  if (config && (!config.enabled || !config.products.some((p) => p.sku === product.sku)))
    return { panel: null, personal: false };
  const offer = config ? { credit: money(config.credit), terms: config.terms } : null;
  if (!user) return { panel: { state: "signed-out", offer }, personal: false };
  return { panel: { state: eligible && config ? "eligible" : "not-eligible", offer }, personal: true };
}

/**
 * "Save to wishlist" (product.md §8), drawn by ProductDetail as one plain form from this: saved, or
 * the form (a post to the wishlist page, which comes back here; a guest's is kept while they
 * sign in, which saves it and comes back here: account/wishlist-later.ts). Null for a bundle or a grouped product, whose choices are made on its page. A wishlist that cannot be
 * read leaves the form: saving again only says it is saved. This page's scripts have no room for
 * more, so the names are app/lib/wishlist.ts's and come with the data.
 */
export type WishlistState =
  | { saved: true; href: string }
  | { saved: false; method: "get" | "post"; action: string; fields: [name: string, value: string][] }
  | null;

async function wishlistState(session: AppSession, page: ProductPageData): Promise<WishlistState> {
  const { product, variant, href } = page;
  if (product.typeId === "bundle" || product.typeId === "grouped") return null;
  const user = currentUser(session);
  try {
    const wishlist = user ? await getWishlist("default", user.commerceToken) : null;
    if (wishlist?.items.some((i) => i.sku === product.sku)) return { saved: true, href: WISHLIST_PATH };
  } catch (error) {
    log().warn(`wishlist on the product page: ${(error as Error).message}`);
  }
  const sku: [string, string][] = variant
    ? [
        ["sku", variant.sku],
        ["parentSku", product.sku],
      ]
    : [["sku", product.sku]];
  const fields: [string, string][] = [["intent", WISHLIST_INTENTS.save], ...sku, ["returnTo", href]];
  return { saved: false, method: "post", action: WISHLIST_PATH, fields };
}

/**
 * The categories above a product, for its breadcrumbs: those of the path it was reached by
 * (/shop/sticks/single-packs/<product>), else those of its first category.
 */
async function productTrail(path: string, product: Product) {
  const parent = path.split("/").slice(0, -1).join("/");
  const byPath = parent ? await getCategoryTrail("default", parent) : [];
  const trail = byPath.length > 0 ? byPath : await getCategoryTrail("default", product.categories[0]?.urlPath ?? "");
  return trail.map((c) => ({ name: c.name, urlPath: c.urlPath }));
}

export const loader = guard(async ({ params, request, context }: LoaderFunctionArgs) => {
  const path = splat(params);
  const url = new URL(request.url);
  const category = await getCategoryByPath("default", path);
  if (category) return loadListing("default", url, category);
  const offers = offersCart(context.session);
  const page = await productFor(path, url, offers.cart);
  if (!page) throw data(null, { status: 404 });
  const [tradeIn, trail, wishlist, quantityPrice] = await Promise.all([
    tradeInPanel(request, context.session, page.product),
    productTrail(path, page.product),
    wishlistState(context.session, page),
    moneyWriter().then((money) => quantityPriceHtml("default", page, url.searchParams, money)),
  ]);
  const body = {
    kind: "product" as const,
    ...page,
    tradeIn: tradeIn.panel,
    tradeInHtml: tradeIn.panel ? tradeInHtml(tradeIn.panel, page.href) : null,
    trail,
    wishlist,
    quantityPriceHtml: quantityPrice,
  };
  // a signed-in customer's page says what their wishlist holds; a shopper's offers, their cart
  return tradeIn.personal || currentUser(context.session) || offers.state.read
    ? data(body, { headers: noStore() })
    : body;
});

export const action = formAction({
  [ADD_INTENT]: async ({ form, args: { params, request, context } }) => {
    const page = await productFor(splat(params), new URL(request.url));
    if (!page) throw data(null, { status: 404 });
    return addFromForm(context.session, "default", page.product, form);
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
type ShopData =
  | ListingData
  | ({ kind: "product"; trail: { name: string; urlPath: string }[]; wishlist: WishlistState } & ProductPageData);

/** A category and those above it; itself alone when the menu's tree does not hold it. */
const listingTrail = (tree: Category[], category: Category) => {
  const trail = categoryTrail(tree, category.urlPath);
  return trail.length > 0 ? trail : [category];
};

export const handle = {
  // a listing is links and a filter form; a product page keeps its scripts
  scripts: (d: ShopData | undefined) => d?.kind === "product",
  breadcrumbs: (d: ShopData): Crumb[] => {
    const shop = { label: "Shop", href: "/shop" };
    const crumbs = (trail: { name: string; urlPath: string }[]) =>
      trail.map((c) => ({ label: c.name, href: `/shop/${c.urlPath}` }));
    if (d.kind === "listing") return d.category ? [shop, ...crumbs(listingTrail(d.categories, d.category))] : [shop];
    return [shop, ...crumbs(d.trail), { label: d.product.name, href: d.href }];
  },
};

// Listings ship no scripts (decision 0019), so a product page, which does, need not carry the
// listing's components (about 2 KB of its 100 KB budget): they load when the browser first shows
// a listing itself. The server renders the document whole (entry.server.tsx waits for all of
// it), so the listing's HTML is complete either way and never a fallback.
const Listing = lazy(() => import("~/components/product/Listing").then((m) => ({ default: m.Listing })));

export default function ShopSplat() {
  const d = useLoaderData<typeof loader>();
  return d.kind === "listing" ? (
    <Suspense>
      <Listing data={d} />
    </Suspense>
  ) : (
    <ProductDetail page={d} tradeInHtml={d.tradeInHtml} wishlist={d.wishlist} quantityPriceHtml={d.quantityPriceHtml} />
  );
}
