// Issue 40, 3: the home page sells only what the shop has. Every link on it (the content
// service's page, the header and the footer, rendered as the shopper gets them) answers 200 as
// Remix would answer it, through the route table; and every flavour card names a product of the
// catalogue: in stock, pictured, rated as the product page rates it, and leading to its page.
import path from "node:path";
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { RouteConfigEntry } from "@remix-run/route-config";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { matchRoutes, type RouteObject } from "react-router-dom";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { loadLayout } from "~/.server/document/layout";
import type { ContentPageData } from "~/.server/content/page-route";
import { openSession } from "~/.server/session/request-session";
import { ContentPageView } from "~/components/content/ContentPageView";
import { Footer } from "~/components/layout/Footer";
import { Header } from "~/components/layout/Header";
import type { FlavourCardModel, RenderBlock } from "~/lib/content";
import type { ListingData } from "~/lib/listing";
import type { Product } from "~/lib/models/commerce";
import { loader as homeLoader } from "~/routes/home/route";
import { loader as shopLoader } from "~/routes/shop.$/route";
import { args, browserRequest, caught, replied, useRoutesSandbox } from "./routes-sandbox";
import { hosted } from "../support/session";

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest set-up, not a React hook
useRoutesSandbox();

const ORIGIN = "http://shop.test";

/** The route table as react-router reads it, each route knowing its module's file. */
const toRouteObjects = (entries: RouteConfigEntry[]): RouteObject[] =>
  entries.map((e) =>
    e.index
      ? { index: true, id: e.file }
      : { path: e.path, id: e.file, children: e.children ? toRouteObjects(e.children) : undefined },
  );
const ROUTES = toRouteObjects(routes);

/** The status Remix would answer a GET of `href` with: every matched route's loader, as Remix calls it. */
async function statusOf(href: string, hops = 0): Promise<number> {
  const url = new URL(href, ORIGIN);
  const matches = matchRoutes(ROUTES, url.pathname);
  if (!matches) return 404;
  for (const match of matches) {
    const { loader } = (await import(path.resolve("app", match.route.id!))) as {
      loader?: (a: LoaderFunctionArgs) => Promise<unknown>;
    };
    if (!loader) continue;
    const outcome = await caught(
      hosted(loader)({ ...args(browserRequest(url.pathname + url.search)), params: match.params }),
    );
    const status =
      outcome instanceof Response
        ? outcome.status
        : outcome instanceof Error
          ? 500
          : ((outcome as { init?: ResponseInit } | null)?.init?.status ?? 200);
    // a tracked click (/go) answers with where it leads: that page must answer too
    if (status >= 300 && status < 400 && outcome instanceof Response && hops < 3)
      return statusOf(outcome.headers.get("Location")!, hops + 1);
    if (status !== 200) return status;
  }
  return 200;
}

async function homePage() {
  const answer = replied<ContentPageData>(await caught(hosted(homeLoader)(args(browserRequest("/")))));
  expect(answer.init?.status ?? 200).toBe(200);
  return answer.data;
}

/** The page as the shopper gets it: header, the content service's page, footer. */
async function homeHtml() {
  const { page, mode, customCode } = await homePage();
  const { layout } = await loadLayout(await openSession(browserRequest("/")));
  const element: ReactNode = (
    <>
      <Header data={layout} />
      <ContentPageView page={page} mode={mode} customCode={customCode} />
      <Footer groups={layout.footer} company={layout.company} />
    </>
  );
  const handler = createStaticHandler([{ path: "*", element }]);
  const context = await handler.query(new Request(`${ORIGIN}/`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

const decode = (s: string) => s.replaceAll("&amp;", "&");

/** Every block of `type`, however deep in sections, columns and symbols, in page order. */
function blocksOf<T extends RenderBlock["type"]>(blocks: unknown[], type: T): Extract<RenderBlock, { type: T }>[] {
  const found: Extract<RenderBlock, { type: T }>[] = [];
  const visit = (item: unknown) => {
    if (!item || typeof item !== "object") return;
    if ((item as { type?: unknown }).type === type) found.push(item as Extract<RenderBlock, { type: T }>);
    else Object.values(item).flat().forEach(visit);
  };
  blocks.forEach(visit);
  return found;
}
const flavourCards = (blocks: RenderBlock[]): FlavourCardModel[] =>
  blocksOf(blocks, "flavourCarousel").flatMap((c) => c.cards);

async function shopPage(href: string) {
  const { pathname } = new URL(href, ORIGIN);
  const outcome = await caught(
    hosted(shopLoader)({ ...args(browserRequest(pathname)), params: { "*": pathname.replace(/^\/shop\//, "") } }),
  );
  return ((outcome as { data?: unknown }).data ?? outcome) as { kind?: string; product?: Product } & Partial<
    Pick<ListingData, "products">
  >;
}

async function productPage(href: string): Promise<Product> {
  const body = await shopPage(href);
  expect(body.kind, `${href} is a product page`).toBe("product");
  return body.product!;
}

describe("the home page", () => {
  it("links only to pages of this shop that answer 200", async () => {
    const html = await homeHtml();
    const hrefs = [...new Set([...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => decode(m[1])))];
    expect(hrefs.length).toBeGreaterThan(20);
    const broken: string[] = [];
    for (const href of hrefs.filter((h) => !h.startsWith("#"))) {
      const url = new URL(href, `${ORIGIN}/`);
      if (url.origin !== ORIGIN) broken.push(`${href}: off the shop, so nothing here can vouch for it`);
      else {
        const status = await statusOf(url.toString());
        if (status !== 200) broken.push(`${href}: ${status}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("shows flavour cards of products the catalogue has, each pictured and leading to its product", async () => {
    const cards = flavourCards((await homePage()).page.blocks);
    expect(cards.length).toBeGreaterThanOrEqual(4);
    for (const card of cards) {
      expect(card.image?.src, `${card.title}'s picture`).toBeTruthy();
      expect(card.image?.alt, `${card.title}'s picture's text`).toContain(card.title);
      expect(card.cta?.url, `${card.title}'s link`).toMatch(/^\/shop\//);
      const product = await productPage(card.cta!.url);
      expect(product.flavour, card.cta!.url).toBe(card.title);
      expect(product.name).toContain(card.title);
      expect(product.stockStatus).toBe("IN_STOCK");
      // the card rates the flavour as the product page does
      expect(card.flavours).toEqual(product.flavourRatings.map(({ label, rating }) => ({ label, rating })));
    }
  });

  it("promises only an offer the shop runs, on every product its button leads to", async () => {
    const [promo] = blocksOf((await homePage()).page.blocks, "symbol");
    const heading = /<h2>([^<]+)<\/h2>/.exec(blocksOf([promo], "text")[0].html)?.[1];
    const [button] = blocksOf([promo], "button");
    const listing = await shopPage(button.href);
    expect(listing.kind, `${button.href} lists products`).toBe("listing");
    expect(listing.products?.length).toBeGreaterThan(0);
    for (const { href } of listing.products!) {
      // the page's notice leads with the offer's label ("Free gift: Free cleaning kit")
      const offers = (await productPage(href)).promotionalOffers.map((o) => o.title);
      expect(
        offers.some((title) => title.endsWith(heading!)),
        `${href}: ${offers.join(" | ")}`,
      ).toBe(true);
    }
  });
});
