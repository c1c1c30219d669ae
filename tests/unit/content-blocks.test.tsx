import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { prepareBlocks } from "~/.server/content/prepare";
import { ContentBlocks } from "~/components/content/ContentBlocks";
import { ContentForm } from "~/components/content/ContentForm";
import type { FormModel, RenderBlock } from "~/lib/content";
import type { SubmissionResult } from "~/lib/form-kit";
import { home } from "../../server/sandbox/content/seed/home";
import { faq } from "../../server/sandbox/content/seed/faq";
import { promoBanner } from "../../server/sandbox/content/seed/site";

const MEDIA = "https://media.content.test";

/** The seed page as the loader would hand it over: sanitised, symbols resolved. */
const withMedia = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll("{{media}}", MEDIA));

async function prepared(entry: typeof home): Promise<RenderBlock[]> {
  const { blocks } = await prepareBlocks(withMedia(entry.data.blocks), {
    pageUrl: entry.data.url as string,
    resolveSymbol: async (_model, id) => (id === promoBanner.id ? withMedia(promoBanner.data.blocks) : null),
  });
  return blocks;
}

/** Server-rendered inside a data router, as Remix renders it (forms need one). */
async function html(element: ReactNode) {
  const handler = createStaticHandler([{ path: "*", element }]);
  const context = await handler.query(new Request("http://shop.test/faq"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  // React separates adjacent text nodes with <!-- -->; the shopper sees one string.
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />).replaceAll(
    "<!-- -->",
    "",
  );
}

const render = (blocks: RenderBlock[], searchParams = "") =>
  html(<ContentBlocks blocks={blocks} searchParams={searchParams} />);
const renderForm = html;

/** The first form block, however deep in sections and columns. */
function formBlock(blocks: RenderBlock[]): FormModel {
  const stack: unknown[] = [...blocks];
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item || typeof item !== "object") continue;
    if ((item as { type?: unknown }).type === "form") return item as FormModel;
    stack.push(...Object.values(item).flat());
  }
  throw new Error("no form block");
}

const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;

describe("content blocks: sanitising", () => {
  it("renders seed HTML without scripts or event handlers", async () => {
    const html = (await render(await prepared(home))) + (await render(await prepared(faq)));
    expect(html).toContain("No smoke smell"); // the text around the script survived
    expect(html).toContain("whichever comes first"); // and around the onerror image
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son\w+=/i); // onerror, onmouseover, …
    expect(html).not.toMatch(/javascript:/i);
  });
});

describe("content blocks: accordion", () => {
  it("is details/summary, grouped by name when only one may be open", async () => {
    const html = await render(await prepared(faq));
    expect(count(html, /<details/g)).toBe(7);
    expect(count(html, /<summary/g)).toBe(7);
    expect(count(html, /<details[^>]*name="accordion-faq-general"/g)).toBe(4);
    expect(html).not.toMatch(/name="accordion-faq-orders"/);
    expect(html).toMatch(/<summary[^>]*>What is Ashless\?<\/summary>/);
  });
});

describe("content blocks: tabs", () => {
  it("renders the first tab's panel by default, as links", async () => {
    const html = await render(await prepared(faq));
    expect(html).toContain("Charge fully before first use");
    expect(html).not.toContain("Store sticks in a cool");
    expect(html).toMatch(/<a[^>]*href="\?tab-faq-topics=1#tabs-faq-topics"[^>]*>Sticks<\/a>/);
    expect(html).not.toContain('role="tab"'); // ARIA tabs only once enhanced
  });

  it("renders the panel chosen in the URL and keeps other parameters in the links", async () => {
    const html = await render(await prepared(faq), "tab-faq-topics=1&utm=x");
    expect(html).toContain("Store sticks in a cool");
    expect(html).not.toContain("Charge fully before first use");
    expect(html).toMatch(/<a[^>]*aria-current="true"[^>]*>Sticks<\/a>/);
    expect(html).toContain('href="?tab-faq-topics=0&amp;utm=x#tabs-faq-topics"');
  });

  it("can be collapsed when the block allows it", async () => {
    const html = await render(await prepared(faq), "tab-faq-topics=none");
    expect(html).not.toContain('class="cb-tabs__panel"');
  });
});

describe("content blocks: flavour cards", () => {
  it("shows each rating as dots and as text, with a half dot for .5", async () => {
    const html = await render(await prepared(home));
    expect(html).toContain("3.5 out of 5");
    expect(html).toContain("Cooling");
    // one half dot for each .5 rating of the seed's cards
    const halves = (home.data.blocks as unknown[])
      .flatMap((b) => JSON.stringify(b).match(/"rating":\d\.5\b/g) ?? [])
      .filter(Boolean).length;
    expect(halves).toBeGreaterThan(0);
    expect(count(html, /rating__dot--half/g)).toBe(halves);
    // Amber Tobacco's aroma: 3.5
    expect(html).toMatch(
      /Aroma<\/span><span class="rating__dots" aria-hidden="true">(<span class="rating__dot rating__dot--active"><\/span>){3}<span class="rating__dot rating__dot--half"><\/span><span class="rating__dot rating__dot--empty"><\/span><\/span><span class="rating__value">3.5 out of 5/,
    );
  });
});

describe("content blocks: images", () => {
  it("has alt, size, every srcset width, and is lazy except the first", async () => {
    const html = await render(await prepared(home));
    const imgs = html.match(/<img [^>]*class="cb-image"[^>]*>/g)!;
    expect(imgs.length).toBeGreaterThan(2);
    expect(imgs[0]).toContain('loading="eager"');
    expect(imgs.slice(1).every((i) => i.includes('loading="lazy"'))).toBe(true);
    expect(imgs[0]).toMatch(/alt="An Ashless One device[^"]*"/);
    expect(imgs[0]).toMatch(/width="1200" height="900"/);
    for (const w of [100, 200, 400, 800, 1200, 1600, 2000]) expect(imgs[0]).toContain(`hero.svg?w=${w} ${w}w`);
  });
});

describe("content blocks: form", () => {
  it("is a real post form with labelled fields, a honeypot and the return url", async () => {
    const html = await render(await prepared(faq));
    const form = html.match(/<form[\s\S]*<\/form>/)![0];
    expect(form).toMatch(/<form[^>]*method="post"[^>]*action="\/content-form"/);
    for (const name of ["name", "email", "message"]) {
      const id = `form-faq-contact-form-${name}`;
      expect(form).toContain(`<label for="${id}"`);
      expect(form).toMatch(new RegExp(`id="${id}"[^>]*name="${name}"[^>]*required`));
    }
    // the kit's honeypot, hidden from everyone; and the protocol's intent
    expect(form).toMatch(/<div [^>]*style="display:none" aria-hidden="true">[\s\S]*name="website"/);
    expect(form).toContain('name="intent" value="content-form"');
    expect(form).toContain('name="_returnTo" value="/faq"');
    expect(form).toContain('name="_form" value="faq-contact-form"');
  });

  it("shows errors beside fields and in a summary linking to them", async () => {
    const block = formBlock(await prepared(faq));
    const lastResult: SubmissionResult = {
      status: "error",
      initialValue: { name: "Ann", email: "nope" },
      error: { email: ["Enter an email address in the correct format, like name@example.com"] },
    };
    const html = await renderForm(<ContentForm block={block} lastResult={lastResult} sent={false} />);
    expect(html).toContain('href="#form-faq-contact-form-email"');
    const email = html.match(/<input[^>]*id="form-faq-contact-form-email"[^>]*>/)![0];
    expect(email).toContain('value="nope"');
    expect(email).toContain('aria-invalid="true"');
    expect(email).toContain('aria-describedby="form-faq-contact-form-email-error"');
    expect(html).toContain('<p class="field__error" id="form-faq-contact-form-email-error">');
    expect(html).toMatch(/value="Ann"/);
  });

  it("thanks the sender after a successful post", async () => {
    const html = await render(await prepared(faq), "form=sent&formId=faq-contact-form");
    // the reply time is the store's ({{state.store.contact.replyTime}}), not in these blocks' state
    expect(html).toContain("Thanks! We will reply");
    expect(html).not.toContain("<form");
  });
});
