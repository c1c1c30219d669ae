import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { prepareBlocks } from "~/.server/content/prepare";
import { ContentBlocks } from "~/components/content/ContentBlocks";
import { LINK_VARIANTS, type RenderBlock } from "~/lib/content";
import { ICON_NAMES } from "~/lib/icons";
import { help } from "../../server/sandbox/content/seed/help";

// Issue 39, content item 2: product.md §2's seven link variants and product.md §3's 27 icons,
// seeded on /help and drawn by the server (the page ships no scripts).

const MEDIA = "https://media.content.test";
const withMedia = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll("{{media}}", MEDIA));

async function helpHtml() {
  const { blocks } = await prepareBlocks(withMedia(help.data.blocks), {
    pageUrl: "/help",
    resolveSymbol: async () => null,
  });
  return { blocks, html: renderToString(<ContentBlocks blocks={blocks} />) };
}

const walk = (blocks: RenderBlock[]): RenderBlock[] =>
  blocks.flatMap((b) => [
    b,
    ...(b.type === "section" ? walk(b.children) : []),
    ...(b.type === "columns" ? b.columns.flatMap((c) => walk(c.blocks)) : []),
  ]);

describe("/help's link variants and icons", () => {
  it("seeds a list of links in each of the seven variants, each link with its variant's class", async () => {
    const { blocks, html } = await helpHtml();
    const lists = walk(blocks).filter((b) => b.type === "links");
    expect(lists.map((b) => b.variant).sort()).toEqual([...LINK_VARIANTS].sort());
    for (const variant of LINK_VARIANTS) expect(html).toMatch(new RegExp(`<a class="link link--${variant}" href="/`));
  });

  it("draws all 27 icons, each with its name written beside it and the drawing hidden", async () => {
    const { html } = await helpHtml();
    expect(ICON_NAMES).toHaveLength(27);
    const svgs = html.match(/<svg class="icon"[^>]*>/g) ?? [];
    expect(svgs).toHaveLength(27);
    for (const svg of svgs) expect(svg).toContain('aria-hidden="true"');
    expect(html).toContain("<span>No smoke smell</span>");
    expect(html).toContain("<span>Package return</span>");
  });

  it("names an icon shown without words, drops unknown icons and unsafe links", async () => {
    const raw = [
      {
        id: "i",
        component: {
          name: "Ashless:Icons",
          options: { icons: [{ name: "timer", label: "Ready in 20 s", showLabel: false }] },
        },
      },
      { id: "bad", component: { name: "Ashless:Icons", options: { icons: [{ name: "rocket" }] } } },
      {
        id: "l",
        component: {
          name: "Ashless:Links",
          options: {
            variant: "arrow",
            links: [
              { text: "Evil", link: "javascript:alert(1)" },
              { text: "FAQ", link: "/faq" },
            ],
          },
        },
      },
    ];
    const { blocks } = await prepareBlocks(raw, { pageUrl: "/x", resolveSymbol: async () => null });
    const html = renderToString(<ContentBlocks blocks={blocks} />);
    expect(html).toContain('role="img" aria-label="Ready in 20 s"');
    expect(html).not.toContain("<span>Ready in 20 s</span>");
    expect(html).not.toContain("rocket");
    expect(html).not.toContain("javascript:");
    expect(html).toContain('<a class="link link--arrow" href="/faq">FAQ</a>');
  });
});
