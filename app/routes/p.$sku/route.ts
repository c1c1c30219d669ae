import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { guard } from "~/.server/responses/guard";
import { getUrlKey } from "~/.server/commerce/catalog";
import { productLinker, urlKeyHref } from "~/.server/document/links";

// A stable link by sku (used when a sku is missing from the mapping list): it
// looks up the url key and redirects to the product's page.
export const loader = guard(async ({ params }: LoaderFunctionArgs) => {
  const sku = params.sku ?? "";
  const found = await getUrlKey("default", sku);
  if (!found) throw data(null, { status: 404 });
  const product = {
    sku,
    urlKey: found.urlKey,
    categories: found.categoryPath ? [{ urlPath: found.categoryPath }] : [],
  };
  const href = (await productLinker())(product);
  // In mapping mode an unmapped sku links back here; send it to its url-key page instead.
  return redirect(href.startsWith("/p/") ? urlKeyHref(product) : href, 301);
});
