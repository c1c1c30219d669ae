import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContentBlocks } from "~/components/content/ContentBlocks";
import { breakpointCss, pageBreakpoints, type RenderBlock } from "~/lib/content";
import { NonceContext } from "~/lib/nonce";

// Issue 39, content item 3: a content page's own breakpoints (meta.breakpoints; product.md §3)
// decide where its columns stack, in a style the page's CSP nonce (or hash) allows.
const columns: RenderBlock = {
  type: "columns",
  id: "c",
  space: 20,
  stackAt: "tablet",
  reverseWhenStacked: false,
  columns: [{ width: null, blocks: [] }],
};

describe("content page breakpoints", () => {
  it("reads the page's breakpoints, keeping the defaults for what is missing or unusable", () => {
    expect(pageBreakpoints(undefined)).toBeNull();
    expect(pageBreakpoints({ breakpoints: { small: 640, medium: 991, large: 1200 } })).toBeNull();
    expect(pageBreakpoints({ breakpoints: { small: 480, medium: 800 } })).toEqual({
      small: 480,
      medium: 800,
      large: 1200,
    });
    // out of order, not numbers, or absurd: the shop's own
    expect(pageBreakpoints({ breakpoints: { small: 900, medium: 700 } })).toBeNull();
    expect(pageBreakpoints({ breakpoints: { small: "}body{display:none" } })).toBeNull();
    expect(pageBreakpoints({ breakpoints: { medium: 99999 } })).toBeNull();
  });

  it("writes the stacking rules at the page's own widths", () => {
    const css = breakpointCss({ small: 480, medium: 800, large: 1200 });
    expect(css).toContain("@media (max-width: 800px){.cb-blocks--bp .cb-columns--stack-tablet{");
    expect(css).toContain("@media (max-width: 480px){.cb-blocks--bp .cb-columns--stack-mobile{");
  });

  it("renders them in a style with the page's nonce, and the default rules step aside", () => {
    const html = renderToString(
      <NonceContext.Provider value="n0nce">
        <ContentBlocks blocks={[columns]} breakpoints={{ small: 480, medium: 800, large: 1200 }} />
      </NonceContext.Provider>,
    );
    expect(html).toContain('<style nonce="n0nce">@media (max-width: 800px)');
    expect(html).toContain('class="cb-blocks cb-blocks--bp"');
    const plain = renderToString(<ContentBlocks blocks={[columns]} />);
    expect(plain).not.toContain("<style");
    expect(plain).toContain('class="cb-blocks"');
  });
});
