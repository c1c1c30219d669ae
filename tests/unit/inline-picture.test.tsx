import { http, HttpResponse } from "msw";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { clearCache } from "~/.server/cache";
import { getNavigation } from "~/.server/content";
import { prepareBlocks } from "~/.server/content/prepare";
import { INLINE_SVG_MAX_BYTES, inlinePicture } from "~/.server/inline-picture";
import { ContentBlocks } from "~/components/content/ContentBlocks";
import { NavTeaser } from "~/components/layout/NavTeaser";
import { seedEntries } from "../../server/sandbox/content/seed";
import { CONTENT_MEDIA, CONTENT_URL, contentHandlers } from "../msw/content";
// not a React hook: msw for this file (the hooks rule reads any use* call in a .tsx file as one)
import { recorder, useMsw as mswForThisFile } from "../msw/server";

// Decision 0031: the first screen's largest picture comes with the page when it is a small SVG.
const server = mswForThisFile();
beforeEach(() => clearCache());

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 4">\n  <rect width="8" height="4"/>\n</svg>';
const svgAnswer =
  (body: string, type = "image/svg+xml") =>
  () =>
    new HttpResponse(body, { headers: { "Content-Type": type } });
const decoded = (src: string | null) => (src ? decodeURIComponent(src.replace(/^data:image\/svg\+xml,/, "")) : src);

describe("inlinePicture", () => {
  it("writes a small SVG from an upstream service into a data address, read once", async () => {
    const seen = recorder();
    server.use(http.get(`${CONTENT_URL}/media/art.svg`, (r) => (seen.record(r.request), svgAnswer(SVG)())));
    const src = await inlinePicture(`${CONTENT_URL}/media/art.svg?w=800`);
    expect(src).toMatch(/^data:image\/svg\+xml,%3Csvg%20/);
    expect(decoded(src)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 4"> <rect width="8" height="4"/> </svg>',
    );
    expect(await inlinePicture(`${CONTENT_URL}/media/art.svg?w=800`)).toBe(src);
    expect(seen.requests).toHaveLength(1);
    expect(new URL(seen.requests[0].url).searchParams.get("w")).toBe("800");
  });

  it("links a picture that is too large, not an SVG, or not there", async () => {
    const big = SVG.replace("<rect", `<!--${"x".repeat(INLINE_SVG_MAX_BYTES)}--><rect`);
    server.use(
      http.get(`${CONTENT_URL}/media/big.svg`, svgAnswer(big)),
      http.get(`${CONTENT_URL}/media/photo.png`, svgAnswer("not really a png", "image/png")),
      http.get(`${CONTENT_URL}/media/gone.svg`, () => new HttpResponse("Not found", { status: 404 })),
    );
    expect(await inlinePicture(`${CONTENT_URL}/media/big.svg`)).toBeNull();
    expect(await inlinePicture(`${CONTENT_URL}/media/photo.png`)).toBeNull();
    expect(await inlinePicture(`${CONTENT_URL}/media/gone.svg`)).toBeNull();
  });

  it("never asks an origin that is not one of the upstream services", async () => {
    const seen = recorder();
    server.use(http.get(`${CONTENT_MEDIA}/art.svg`, (r) => (seen.record(r.request), svgAnswer(SVG)())));
    expect(await inlinePicture(`${CONTENT_MEDIA}/art.svg`)).toBeNull();
    expect(await inlinePicture("/media/art.svg")).toBeNull();
    expect(seen.requests).toHaveLength(0);
  });
});

/** The seed with its pictures served by the content service itself, as the sandbox does. */
const servedByContent = JSON.parse(
  JSON.stringify(seedEntries).replaceAll("{{media}}", `${CONTENT_URL}/media`),
) as typeof seedEntries;

describe("the first screen's pictures", () => {
  it("the menu teaser's card and compact link show the picture from the page", async () => {
    server.use(
      ...contentHandlers(servedByContent).handlers,
      http.get(`${CONTENT_URL}/media/device-teaser.svg`, svgAnswer(SVG)),
    );
    const teaser = (await getNavigation())!.teaser!;
    expect(decoded(teaser.image.inline)).toContain("<rect");
    const markup = renderToString(<NavTeaser teaser={teaser} />).replaceAll("&amp;", "&");
    const imgs = markup.match(/<img\b[^>]*>/g)!;
    expect(imgs).toHaveLength(2);
    for (const img of imgs) {
      expect(img).toContain(`src="${teaser.image.inline}"`);
      expect(img).not.toContain("srcSet");
    }
    // where the stylesheet hides each form, the picture of nothing is still picked
    expect(markup.match(/<source media="[^"]+" srcSet="data:image\/gif/g)).toHaveLength(2);
  });

  it("a page's first content image comes from the page, the others stay linked and lazy", async () => {
    server.use(http.get(`${CONTENT_URL}/media/:name`, svgAnswer(SVG)));
    const home = servedByContent.find((e) => e.model === "page" && e.data.url === "/")!;
    const { blocks } = await prepareBlocks(home.data.blocks as unknown[], {
      pageUrl: "/",
      resolveSymbol: async () => null,
    });
    const imgs = renderToString(<ContentBlocks blocks={blocks} />).match(/<img [^>]*class="cb-image"[^>]*>/g)!;
    expect(imgs.length).toBeGreaterThan(2);
    expect(imgs[0]).toMatch(/src="data:image\/svg\+xml,[^"]+"/);
    expect(imgs[0]).toContain('loading="eager"');
    expect(imgs[0]).not.toContain("srcSet");
    for (const img of imgs.slice(1)) {
      expect(img).toMatch(/src="http:\/\/content\.test\/media\/[^"]+\?w=\d+"/);
      expect(img).toContain('loading="lazy"');
    }
  });
});
