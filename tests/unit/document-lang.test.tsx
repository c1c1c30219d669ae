// <html lang> is the LOCALE setting, as the root loader gives it (README, configuration), and the
// shop's default on an error page that has no root data.
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it, vi } from "vitest";
import type * as RemixReact from "@remix-run/react";

// Remix's own document parts need its context; the page here is the root's frame alone
vi.mock("@remix-run/react", async (importOriginal) => ({
  ...(await importOriginal<typeof RemixReact>()),
  Links: () => null,
  Meta: () => null,
  Scripts: () => null,
  ScrollRestoration: () => null,
}));

const { Layout } = await import("~/root");
const { PageStylesContext } = await import("~/lib/page-styles");

/** The document's language with the root route's data as `loader` gives it. */
async function lang(loader: () => object) {
  const handler = createStaticHandler([
    { id: "root", path: "/", loader, element: <Layout>page</Layout>, errorElement: <Layout>error</Layout> },
  ]);
  const context = await handler.query(new Request("http://shop.test/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  // as entry.server.tsx renders it: the stylesheet's form given (here linked)
  const html = renderToString(
    <PageStylesContext.Provider value={null}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </PageStylesContext.Provider>,
  );
  return /<html lang="([^"]*)"/.exec(html)?.[1];
}

const rootData = (locale: string) => () => ({
  locale,
  money: {},
  footer: [],
  company: null,
  navigation: null,
  cartCount: 0,
  customerName: null,
  signedIn: false,
  flash: null,
});

describe("<html lang>", () => {
  it("is the locale the root loader gives", async () => {
    expect(await lang(rootData("de-DE"))).toBe("de-DE");
    expect(await lang(rootData("en-GB"))).toBe("en-GB");
  });

  it("is the shop's default on a page without root data", async () => {
    const failing = () => {
      throw new Error("no root data");
    };
    expect(await lang(failing)).toBe("en-GB");
  });
});
