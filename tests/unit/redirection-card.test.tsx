import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { prepareBlocks } from "~/.server/content/prepare";
import { RedirectionCard } from "~/components/content/RedirectionCard";
import { ContentBlocks } from "~/components/content/ContentBlocks";
import { NavTeaser } from "~/components/layout/NavTeaser";
import type { RenderBlock } from "~/lib/content";
import { help } from "../../server/sandbox/content/seed/help";
import { navigation } from "../../server/sandbox/content/seed/site";

// product.md §2's redirection link card (issue 12, item 6) and the menu teaser's mobile card.
const MEDIA = "https://media.content.test";
const withMedia = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll("{{media}}", MEDIA));
const html = (node: React.ReactElement) => renderToString(node).replaceAll("<!-- -->", "");

const cards = (blocks: RenderBlock[]): Extract<RenderBlock, { type: "redirectionCard" }>[] =>
  blocks.flatMap((b) =>
    b.type === "redirectionCard"
      ? [b]
      : b.type === "section"
        ? cards(b.children)
        : b.type === "columns"
          ? b.columns.flatMap((c) => cards(c.blocks))
          : [],
  );

const el = (id: string, options: Record<string, unknown>) => ({
  id,
  component: { name: "Ashless:RedirectionCard", options },
});
const prepared = async (raw: unknown[]) =>
  (await prepareBlocks(withMedia(raw), { pageUrl: "/help", resolveSymbol: async () => null })).blocks;

/** The interactive elements inside the card's link: there must be none. */
const nested = (markup: string) =>
  markup.replace(/^<a\b[^>]*>|<\/a>$/g, "").match(/<(a|button|input|select|textarea)\b/g);

describe("redirection card: from the content service", () => {
  it("reads every variant of the seeded help page", async () => {
    const found = cards(await prepared(help.data.blocks as unknown[]));
    expect(found.map((c) => [c.variant, c.title, c.hideArrow])).toEqual([
      ["list", "Find a store", false],
      ["list", "Questions and answers", false],
      ["list", "Contact us", false],
      ["list", "Delivery and returns", false],
      ["list", "Make a warranty claim", false],
      ["list", "Read the blog", true],
      ["club", "Points on every pack", false],
      ["withImage", "Ashless One", false],
    ]);
    expect(found[7].image).toBe(`${MEDIA}/card-devices.svg`);
  });

  it("drops a card with an unsafe link, and shows withImage without a usable picture as a list card", async () => {
    const found = cards(
      await prepared([
        el("evil", { text: "Click", link: "javascript:alert(1)" }),
        el("no-picture", { variant: "withImage", text: "Devices", link: "/shop/devices", image: "data:image/png;x" }),
      ]),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ id: "no-picture", variant: "list", image: null });
  });
});

describe("redirection card: markup", () => {
  it("is one link named by its text, with a decorative chevron unless the arrow is hidden", () => {
    const list = html(<RedirectionCard variant="list" title="Find a store" description="Ten stores" href="/stores" />);
    expect(list).toMatch(/^<a class="rcard rcard--list" href="\/stores">/);
    expect(list).toContain('<span class="rcard__title">Find a store</span>');
    expect(list).toContain('<span class="rcard__description">Ten stores</span>');
    expect(list).toMatch(
      /<svg aria-hidden="true" focusable="false" class="rcard__chevron"[^>]*><path[^>]*stroke="currentColor"/,
    );
    expect(nested(list)).toBeNull();
    const hidden = html(<RedirectionCard variant="list" title="Blog" href="/blog" hideArrow />);
    expect(hidden).not.toContain("rcard__chevron");
  });

  it("club: names the club in the link's text, its star out of the accessibility tree", () => {
    const club = html(<RedirectionCard variant="club" title="Points on every pack" href="/club" />);
    expect(club).toMatch(/^<a class="rcard rcard--club"/);
    expect(club).toMatch(/<span class="rcard__club"><svg aria-hidden="true"[^>]*>.*<\/svg>Ashless Club<\/span>/);
  });

  it("withImage: the picture is a decorative background, responsive and lazy; the text names the link", () => {
    const card = html(
      <RedirectionCard variant="withImage" title="Ashless One" href="/shop/devices" image={`${MEDIA}/card.svg`} />,
    );
    expect(card).toMatch(/^<a class="rcard rcard--withImage"/);
    expect(card).toMatch(/<img class="rcard__image" src="[^"]+w=800" srcSet="[^"]+ 100w, [^"]+" sizes="[^"]+" alt=""/);
    expect(card).toContain('loading="lazy"');
    expect(card).toContain('<span class="rcard__title">Ashless One</span>');
    expect(nested(card)).toBeNull();
  });

  it("a new tab says so", () => {
    const card = html(<RedirectionCard variant="list" title="Guide" href="https://example.com/" newTab />);
    expect(card).toContain('target="_blank" rel="noopener noreferrer"');
    expect(card).toContain("(opens in a new tab)");
  });

  it("renders as a content block", async () => {
    const page = html(<ContentBlocks blocks={await prepared(help.data.blocks as unknown[])} />);
    expect(page.match(/<a class="rcard rcard--\w+ cb-rcard"/g)).toHaveLength(8);
  });
});

describe("navigation teaser: the mobile card", () => {
  it("is the withImage card through the tracking redirect, beside the wide screens' teaser", () => {
    const teaser = withMedia(navigation.data.teaser);
    const markup = html(<NavTeaser teaser={teaser} />);
    const links = markup.match(/<a\b[^>]*>/g)!;
    expect(links).toHaveLength(2);
    const go = "/go?event=list_click&amp;list=menu-navigation&amp;to=%2Fshop%2Fdevices";
    // the wide screens' teaser keeps its image's alt text
    expect(links[0]).toBe(
      `<a class="nav-teaser" href="${go}" data-track="list_click" data-track-list="menu-navigation">`,
    );
    expect(markup).toContain('alt="The Ashless One device in slate grey"');
    expect(links[1]).toBe(
      `<a data-track="list_click" data-track-list="menu-navigation" class="rcard rcard--withImage nav-teaser-card" href="${go}">`,
    );
    const card = markup.slice(markup.indexOf(links[1]));
    expect(card).toMatch(/<img class="rcard__image"[^>]* alt=""/);
    expect(card).toContain(
      '<span class="rcard__title">Ashless One</span> <span class="rcard__description">Discover devices</span>',
    );
  });
});
