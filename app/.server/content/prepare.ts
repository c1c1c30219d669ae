import type { z } from "zod";
import { iconLabel, iconSvg } from "./icons";
import type { FlavourCardModel, FormModel, RenderBlock, SafeHtml } from "~/lib/content";
import { readFileRules } from "~/lib/file-rules";
import { sanitizeHtml } from "../document/sanitize";
import { allowedDataUrl, fillState, type PageState } from "./state";
import { componentOptions, isComponentName, rawElementSchema, type ComponentName, type RawFlavourCard } from "./blocks";
import { log } from "../observability";

/** A form's server-side definition: the recipient never leaves the server. */
export interface ContentFormDefinition {
  block: FormModel;
  name: string;
  recipient: string;
  /** a custom action URL (on the content service's origin only), else the service's form-submit */
  action: string | null;
  /** where a refusal's message is in the JSON answer */
  errorMessagePath: string | null;
}

export interface PrepareContext {
  /** the page the blocks belong to (forms redirect back to it) */
  pageUrl: string;
  /** blocks of a referenced symbol entry, or null when it cannot be had */
  resolveSymbol(model: string, entry: string): Promise<unknown[] | null>;
  /** the page state (httpRequests' answers) that text blocks may show */
  state?: PageState;
}

export interface PreparedBlocks {
  blocks: RenderBlock[];
  forms: Record<string, ContentFormDefinition>;
}

const MAX_SYMBOL_DEPTH = 3; // a symbol that includes itself must not loop forever
const DEFAULT_SIZES = "(max-width: 1200px) 100vw, 1200px";

const safe = (html: string) => sanitizeHtml(html) as SafeHtml;
/** a plain-text field with the page state filled in */
const plain = (text: string, w: Walk) => fillState(text, w.state ?? {}, false);

/** Turns raw content blocks into the render model: sanitised, symbols resolved, ids safe. */
export async function prepareBlocks(raw: unknown[], ctx: PrepareContext): Promise<PreparedBlocks> {
  const forms: Record<string, ContentFormDefinition> = {};
  const blocks = await list(raw, { ...ctx, forms, prefix: "", depth: 0 });
  markFirstImageEager(blocks);
  return { blocks, forms };
}

interface Walk extends PrepareContext {
  forms: Record<string, ContentFormDefinition>;
  prefix: string;
  depth: number;
}

async function list(raw: unknown[], w: Walk): Promise<RenderBlock[]> {
  const out = await Promise.all(raw.map((b) => one(b, w)));
  return out.filter((b): b is RenderBlock => b !== null);
}

async function one(input: unknown, w: Walk): Promise<RenderBlock | null> {
  const el = rawElementSchema.safeParse(input);
  if (!el.success) return skip("a block without an id", el.error);
  const name = el.data.component?.name;
  const id = w.prefix + el.data.id.replace(/[^\w-]/g, "-");
  // A bare element with children is a plain wrapper in the editor; keep its content.
  if (!name)
    return el.data.children.length
      ? { type: "section", id, maxWidth: 1200, children: await list(el.data.children, w) }
      : null;
  if (!isComponentName(name)) return skip(`unknown component "${name}"`);
  const parsed = componentOptions[name].safeParse(el.data.component?.options ?? {});
  if (!parsed.success) return skip(`invalid "${name}" block ${id}`, parsed.error);
  return build(name, parsed.data, id, el.data.children, w);
}

async function build(
  name: ComponentName,
  o: z.infer<(typeof componentOptions)[ComponentName]>,
  id: string,
  children: unknown[],
  w: Walk,
): Promise<RenderBlock | null> {
  switch (name) {
    case "Core:Section": {
      const opts = o as Opt<"Core:Section">;
      return { type: "section", id, maxWidth: opts.maxWidth, children: await list(children, w) };
    }
    case "Columns": {
      const opts = o as Opt<"Columns">;
      const columns = await Promise.all(
        opts.columns.map(async (c) => ({ width: c.width ?? null, blocks: await list(c.blocks, w) })),
      );
      return {
        type: "columns",
        id,
        space: opts.space,
        stackAt: opts.stackColumnsAt,
        reverseWhenStacked: opts.reverseColumnsWhenStacked,
        columns,
      };
    }
    case "Text":
      return { type: "text", id, html: safe(fillState((o as Opt<"Text">).text, w.state ?? {})) };
    case "Image": {
      const opts = o as Opt<"Image">;
      const src = safeUrl(opts.image, false);
      if (!src) return skip(`image ${id} with an unsafe src`);
      const width = opts.width ?? 1200;
      const height = opts.height ?? Math.round(width * (opts.aspectRatio ?? 0.5625));
      return {
        type: "image",
        id,
        src,
        alt: opts.altText,
        width,
        height,
        eager: false,
        sizes: opts.sizes ?? DEFAULT_SIZES,
      };
    }
    case "Video": {
      const opts = o as Opt<"Video">;
      const url = safeUrl(opts.video, false);
      if (!url) return skip(`video ${id} with an unsafe url`);
      const poster = opts.posterImage ? safeUrl(opts.posterImage, false) : null;
      const captions = opts.captions ? safeUrl(opts.captions, false) : null;
      const file = /\.(mp4|webm|ogg)(\?|#|$)/i.test(url);
      return { type: "video", id, url, title: opts.title, poster, file, captions };
    }
    case "Core:Button": {
      const opts = o as Opt<"Core:Button">;
      const href = safeUrl(opts.link, true);
      if (!href) return skip(`button ${id} with an unsafe link`);
      return {
        type: "button",
        id,
        label: opts.text,
        href,
        variant: opts.variant,
        size: opts.size,
        theme: opts.theme,
        icon: opts.icon,
        newTab: opts.openLinkInNewTab,
      };
    }
    case "Builder:Accordion": {
      const opts = o as Opt<"Builder:Accordion">;
      return {
        type: "accordion",
        id,
        oneAtATime: opts.oneAtATime,
        items: opts.items.map((i) => ({ title: plain(i.title, w), html: safe(fillState(i.detail, w.state ?? {})) })),
      };
    }
    case "Builder:Tabs": {
      const opts = o as Opt<"Builder:Tabs">;
      const tabs = await Promise.all(
        opts.tabs.map(async (t) => ({ label: t.label, blocks: await list(t.content, w) })),
      );
      return { type: "tabs", id, collapsible: opts.collapsible, tabs };
    }
    case "Symbol": {
      const { symbol } = o as Opt<"Symbol">;
      if (w.depth >= MAX_SYMBOL_DEPTH) return skip(`symbol ${id} nested too deep`);
      const raw = symbol.content?.data.blocks ?? (await w.resolveSymbol(symbol.model, symbol.entry));
      if (!raw) return null; // the resolver already said why
      // Prefixed ids keep a symbol used twice on one page from repeating element ids.
      return { type: "symbol", id, blocks: await list(raw, { ...w, prefix: `${id}-`, depth: w.depth + 1 }) };
    }
    case "Form:Form": {
      const opts = o as Opt<"Form:Form">;
      const block: FormModel = {
        type: "form",
        id,
        returnTo: w.pageUrl,
        title: opts.title ?? null,
        fields: opts.fields.map((f) => ({
          name: f.name,
          label: f.label,
          type: f.type,
          required: f.required,
          autocomplete: f.autocomplete,
          maxLength: f.maxLength ?? (f.type === "textarea" ? 5000 : 200),
          ...(f.validation ? { fileRules: readFileRules(f.validation) } : {}),
        })),
        submitLabel: opts.submitLabel,
        successMessage: plain(opts.successMessage ?? "", w),
      };
      // Shoppers' answers go only where the shop already sends content calls (decision 0020).
      const action = opts.action ? allowedDataUrl(opts.action)?.toString() : null;
      if (opts.action && !action) return skip(`form ${id} with an action off the content service`);
      w.forms[id] = {
        block,
        name: opts.name,
        recipient: opts.sendSubmissionsToEmail,
        action: action ?? null,
        errorMessagePath: opts.errorMessagePath ?? null,
      };
      return block;
    }
    case "Ashless:FlavourCarousel": {
      const opts = o as Opt<"Ashless:FlavourCarousel">;
      return { type: "flavourCarousel", id, title: opts.title ?? null, cards: opts.cards.map(card) };
    }
    case "Ashless:RedirectionCard": {
      const card = o as Opt<"Ashless:RedirectionCard">;
      return redirectionCard({ ...card, description: card.description && plain(card.description, w) }, id);
    }
    case "Ashless:Links": {
      const opts = o as Opt<"Ashless:Links">;
      const links = opts.links.flatMap(({ text, link }) => {
        const href = safeUrl(link, true);
        return href ? [{ label: text, href }] : (skip(`an unsafe link in links ${id}`), []);
      });
      return links.length ? { type: "links", id, title: opts.title || null, variant: opts.variant, links } : null;
    }
    case "Ashless:Icons": {
      const icons = (o as Opt<"Ashless:Icons">).icons.map(({ name, label, showLabel }) => {
        const words = label || iconLabel(name);
        return { label: words, shown: showLabel, svg: iconSvg(name, showLabel ? null : words) };
      });
      return { type: "icons", id, icons };
    }
  }
}

/**
 * A card leads somewhere or is dropped. withImage without a usable picture is still a working
 * link, so it falls back to the list variant rather than leaving a hole in the page.
 */
function redirectionCard(o: Opt<"Ashless:RedirectionCard">, id: string): RenderBlock | null {
  const href = safeUrl(o.link, true);
  if (!href) return skip(`redirection card ${id} with an unsafe link`);
  const image = o.variant === "withImage" && o.image ? safeUrl(o.image, false) : null;
  if (o.variant === "withImage" && !image) skip(`the picture of redirection card ${id} (shown as a list card)`);
  return {
    type: "redirectionCard",
    id,
    variant: o.variant === "withImage" && !image ? "list" : o.variant,
    title: o.text,
    description: o.description || null,
    href,
    hideArrow: o.hideArrow,
    image,
    newTab: o.openLinkInNewTab,
  };
}

type Opt<N extends ComponentName> = z.infer<(typeof componentOptions)[N]>;

function card(c: RawFlavourCard): FlavourCardModel {
  const imageSrc = c.image ? safeUrl(c.image.src, false) : null;
  const ctaUrl = c.cta ? safeUrl(c.cta.url, true) : null;
  return {
    title: c.title,
    description: safe(c.description),
    image: c.image && imageSrc ? { src: imageSrc, alt: c.image.alt } : null,
    background: c.backgroundGradient
      ? { gradient: c.backgroundGradient }
      : c.backgroundColor
        ? { color: c.backgroundColor }
        : null,
    theme: c.theme,
    inversed: c.inversed,
    flavours: c.flavours,
    cta: c.cta && ctaUrl ? { label: c.cta.label, url: ctaUrl, newTab: c.cta.target === "_blank" } : null,
  };
}

/**
 * Only web, mail and phone links, or paths on our own site. Content editors can type
 * anything, and React would happily render `javascript:` into an href.
 */
export function safeUrl(url: string, allowMailAndPhone: boolean): string | null {
  const u = url.trim();
  if (/^\/(?![/\\])/.test(u) || u.startsWith("#") || u.startsWith("?")) return u;
  if (/^https?:\/\//i.test(u)) return u;
  if (allowMailAndPhone && /^(mailto|tel):/i.test(u)) return u;
  return null;
}

function markFirstImageEager(blocks: RenderBlock[]): boolean {
  for (const b of blocks) {
    if (b.type === "image") return (b.eager = true);
    const nested =
      b.type === "section"
        ? [b.children]
        : b.type === "columns"
          ? b.columns.map((c) => c.blocks)
          : b.type === "symbol"
            ? [b.blocks]
            : b.type === "tabs"
              ? [b.tabs[0]?.blocks ?? []]
              : [];
    for (const n of nested) if (markFirstImageEager(n)) return true;
  }
  return false;
}

function skip(why: string, error?: z.ZodError): null {
  log().warn(
    `[content] skipped ${why}${error ? `: ${error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}` : ""}`,
  );
  return null;
}
