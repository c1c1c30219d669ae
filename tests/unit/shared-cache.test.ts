// Public pages go out as a shared cache may keep them (server/shared-cache.ts, decision 0043):
// without the request's nonce, with a policy naming the hashes of their inline scripts.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../server/security";
import { inlineHashes, isShareable, SHARED_CACHE_CONTROL, shareablePage } from "../../server/shared-cache";

const hash = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;
const page = (nonce: string) =>
  `<!doctype html><html><head><style nonce="${nonce}">body{margin:0}</style>` +
  `<script type="application/ld+json">{"@type":"Product"}</script></head><body><p>Teak</p>` +
  `<link rel="modulepreload" href="/assets/entry.js" nonce="${nonce}"/>` +
  `<script nonce="${nonce}">window.__remixContext = {"a":1};</script>` +
  `<script nonce="${nonce}" type="module" async="">import "/assets/entry.js";</script>` +
  `<script src="/assets/other.js" nonce="${nonce}"></script></body></html>`;
const html = (body: string, headers: Record<string, string> = {}, status = 200) =>
  new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });
const get = (headers: Record<string, string> = {}) => new Request("http://shop.test/shop/teak", { headers });

describe("which answers a shared cache may keep", () => {
  it("a 200 page for a GET without cookies that sets none and is not private", () => {
    expect(isShareable(get(), html("x"), [])).toBe(true);
  });

  it("not a visitor's with cookies or credentials, nor a page that sets a cookie, nor a private one", () => {
    expect(isShareable(get({ Cookie: "ashless=1" }), html("x"), [])).toBe(false);
    expect(isShareable(get({ Authorization: "Bearer x" }), html("x"), [])).toBe(false);
    expect(isShareable(get(), html("x"), ["ashless=1; Path=/"])).toBe(false);
    expect(isShareable(get(), html("x", { "Set-Cookie": "ab-home=b" }), [])).toBe(false);
    expect(isShareable(get(), html("x", { "Cache-Control": "private, no-store" }), [])).toBe(false);
    expect(isShareable(get(), html("x", { "Cache-Control": "no-store" }), [])).toBe(false);
  });

  it("not an error, a redirect, a post or data", () => {
    expect(isShareable(get(), html("x", {}, 404), [])).toBe(false);
    expect(isShareable(get(), new Response(null, { status: 302, headers: { Location: "/" } }), [])).toBe(false);
    expect(isShareable(new Request("http://shop.test/cart", { method: "POST" }), html("x"), [])).toBe(false);
    expect(isShareable(get(), new Response("[]", { headers: { "Content-Type": "text/x-script" } }), [])).toBe(false);
  });
});

describe("a public page as a shared cache keeps it", () => {
  it("hashes each inline script and style, not the ones loaded from a file, nor data", () => {
    const { scripts, styles } = inlineHashes(page("n0nce"));
    expect(styles).toEqual([hash("body{margin:0}")]);
    expect(scripts).toEqual([hash('window.__remixContext = {"a":1};'), hash('import "/assets/entry.js";')]);
    expect(
      inlineHashes(`<script type="text/javascript">a()</script><script type='application/json'>{}</script>`),
    ).toEqual({ scripts: [hash("a()")], styles: [] });
  });

  it("drops the nonce, names the hashes in its policy, and says how long a shared cache keeps it", async () => {
    const policy = ({ scripts, styles }: { scripts: string[]; styles: string[] }) =>
      contentSecurityPolicy(
        { dev: false, imageOrigins: [] },
        { script: ["'self'", ...scripts].join(" "), style: ["'self'", ...styles].join(" ") },
      );
    const nonce = "Zm9vYmFyYmF6cXV4MTIzNA==";
    const shared = await shareablePage(html(page(nonce), { Vary: "Accept-Encoding" }), nonce, policy);
    const body = await shared.text();
    expect(body).not.toContain("nonce");
    expect(body).toBe(page(nonce).replaceAll(` nonce="${nonce}"`, ""));
    const csp = shared.headers.get("Content-Security-Policy")!;
    expect(csp).toContain(
      `script-src 'self' ${hash('window.__remixContext = {"a":1};')} ${hash('import "/assets/entry.js";')};`,
    );
    expect(csp).toContain(`style-src 'self' ${hash("body{margin:0}")}; style-src-attr 'unsafe-inline'`);
    expect(csp).not.toContain("nonce");
    expect(shared.headers.get("Cache-Control")).toBe(SHARED_CACHE_CONTROL);
    expect(SHARED_CACHE_CONTROL).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(shared.headers.get("Vary")).toBe("Accept-Encoding, Cookie");
  });
});
