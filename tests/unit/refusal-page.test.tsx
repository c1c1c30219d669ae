// The shop's page for a request the host refuses before any route runs (server/security.ts
// sends it here): a post from another origin (issue 36, 2).
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorPage } from "~/components/layout/ErrorPage";
import { ErrorBoundary } from "~/root";
import { handle, loader } from "~/routes/refused/route";
import { REFUSAL_PAGE } from "../../server/security";
import { hostContext } from "../support/session";

/** The page the shop renders at `path`, as Remix would, with the root's error boundary. */
async function page(path: string, element?: ReactNode) {
  const handler = createStaticHandler([
    {
      path: "/__refused/:reason",
      loader: async ({ request, params }) => loader({ request, params, context: await hostContext(request) }),
      errorElement: <ErrorBoundary />,
    },
    { path: "/preview", element },
  ]);
  const context = await handler.query(new Request(`http://shop.test${path}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  return { status: context.statusCode, html: html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'") };
}

describe("refusal page", () => {
  it("answers a cross-origin post with 403 and says what happened and what to do", async () => {
    const { status, html } = await page(REFUSAL_PAGE.crossSite);
    expect(status).toBe(403);
    expect(html).toContain("We didn't accept that form");
    expect(html).toContain("from another website");
  });

  it("keeps the preview links' own 403 words", async () => {
    expect((await page("/preview", <ErrorPage status={403} />)).html).toContain("preview link");
  });

  it("ships no scripts: the browser's address is the refused form's, not this page's", () => {
    expect(handle.scripts).toBe(false);
  });
});
