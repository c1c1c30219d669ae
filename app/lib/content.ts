/**
 * The render model of content blocks: what a loader hands to <ContentBlocks>. It is
 * built on the server from the content service's raw blocks (app/.server/content),
 * with every HTML string sanitised and every symbol resolved, and it is serialisable
 * because it travels to the browser as loader data — so it carries no secrets.
 */
import type { FileRules } from "./file-rules";

/** HTML that went through the server-side sanitiser; only that code can make one. */
export type SafeHtml = string & { readonly __safeHtml: unique symbol };

/** product.md §3 flavour-card gradient keys, each with the two colours of its diagonal gradient. */
export const GRADIENTS = {
  blue1: ["#dbe9f6", "#a9c8e8"],
  blue2: ["#a9c8e8", "#5f93c9"],
  blue3: ["#3f6fa8", "#1f4a7a"],
  blue4: ["#1f3b5c", "#0f2038"],
  brown1: ["#efe2d3", "#d8bd9c"],
  brown2: ["#8a5a3b", "#5a3a26"],
  brown3: ["#4a2f1f", "#2a1a10"],
  green1: ["#e1f0dc", "#b6d9a8"],
  green2: ["#6fae6a", "#3f7d3c"],
  green3: ["#24502a", "#123018"],
  grey: ["#ecebea", "#c9c7c3"],
  orange1: ["#fde3c8", "#f8b878"],
  orange2: ["#e9782f", "#b4521a"],
  pink1: ["#fbe0ea", "#f3aac4"],
  pink2: ["#d9587f", "#a3324f"],
  purple1: ["#ece1f5", "#c8aee3"],
  purple2: ["#7a4fa8", "#4d2c73"],
  purple3: ["#3a1f58", "#1f0f33"],
  red1: ["#fbe0de", "#f2aaa4"],
  red2: ["#e05a4f", "#b3362c"],
  red3: ["#9a2119", "#6b120c"],
  red4: ["#4d0c08", "#2a0503"],
  teal: ["#bfe6e3", "#5fb7b0"],
  yellow1: ["#fff6d1", "#ffe88a"],
  yellow2: ["#ffe07a", "#f5c842"],
  yellow3: ["#e8b422", "#c18f0c"],
  yellow4: ["#8a6a08", "#5a4404"],
} as const satisfies Record<string, readonly [string, string]>;

export type GradientKey = keyof typeof GRADIENTS;
export const GRADIENT_KEYS = Object.keys(GRADIENTS) as [GradientKey, ...GradientKey[]];

export const BUTTON_VARIANTS = ["primary", "secondary", "tertiary", "quaternary", "ghost", "redirect"] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
/** product.md §2 link variants (content links carry `.link .link--<variant>`). */
export const LINK_VARIANTS = [
  "standard",
  "related-resources",
  "blue-links",
  "arrow",
  "footer",
  "navigation",
  "horizontal-arrows",
] as const;
export type LinkVariant = (typeof LINK_VARIANTS)[number];

/** product.md §2 call-to-action button sizes, themes and the redirect variant's icons. */
export const BUTTON_SIZES = ["small", "medium", "large"] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];
export const BUTTON_THEMES = ["light", "dark"] as const;
export type ButtonTheme = (typeof BUTTON_THEMES)[number];
export const BUTTON_ICONS = ["chevron", "arrow"] as const;
export type ButtonIcon = (typeof BUTTON_ICONS)[number];

/**
 * product.md §2 redirection link card variants: `list` (a row with a right chevron, unless the arrow
 * is hidden), `club` (product.md's "{product}Club": the card in the Ashless Club's colours, named by
 * it) and `withImage` (a picture behind the text).
 */
export const REDIRECTION_CARD_VARIANTS = ["list", "club", "withImage"] as const;
export type RedirectionCardVariant = (typeof REDIRECTION_CARD_VARIANTS)[number];

export interface RedirectionCardModel {
  variant: RedirectionCardVariant;
  /** the link's name: where it leads */
  title: string;
  description: string | null;
  href: string;
  hideArrow: boolean;
  /** withImage only: a decorative background (its words belong in the title) */
  image: string | null;
  newTab: boolean;
}

/** product.md §8 form texts. */
export const FORM_TEXT = {
  sending: "Sending...",
  success: "Thanks!",
  error: "Form submission error :( Please check your answers and try again",
} as const;

/** Field names the form itself posts; content fields may not take them. */
export const FORM_FIELDS = { formId: "_form", returnTo: "_returnTo", honeypot: "website", intent: "intent" } as const;

/** The intent every content form posts to /content-form with (the form protocol, design.md §5). */
export const CONTENT_FORM_INTENT = "content-form";
export const RESERVED_FIELD_NAMES: readonly string[] = Object.values(FORM_FIELDS);

/** Element id of a form block (links like /faq#form-<id> land on it). */
export const formDomId = (blockId: string) => `form-${blockId}`;

/** Search parameter carrying a tabs block's open tab (product.md: selection state lives in the URL). */
export const tabParam = (blockId: string) => `tab-${blockId}`;

export interface FlavourRatingModel {
  label: string;
  /** 0–5 in half steps */
  rating: number;
}

export interface FlavourCardModel {
  title: string;
  description: SafeHtml;
  image: { src: string; alt: string } | null;
  background: { gradient: GradientKey } | { color: string } | null;
  theme: "light" | "dark";
  inversed: boolean;
  flavours: FlavourRatingModel[];
  cta: { label: string; url: string; newTab: boolean } | null;
}

/**
 * What a content form's file and image fields take (product.md §5: "image block accepts a fixed
 * list of image file types"; decision 0050): each file up to 2 MB, at most two such fields on a
 * form. The server tells a file's kind by its bytes; `accept` only helps the browser's picker.
 */
export const CONTENT_FORM_UPLOADS = {
  maxBytes: 2 * 1024 * 1024,
  maxFields: 2,
  image: { types: ["image/jpeg", "image/png", "image/webp"] },
  file: { types: ["application/pdf", "image/jpeg", "image/png", "image/webp"] },
} as const;

export type UploadFieldType = "file" | "image";
export const isUploadField = (f: { type: string }): f is { type: UploadFieldType } =>
  f.type === "file" || f.type === "image";

export interface FormFieldModel {
  name: string;
  label: string;
  type: "text" | "email" | "tel" | "textarea" | UploadFieldType;
  required: boolean;
  autocomplete?: string;
  maxLength: number;
  /** a file or image field's validation rules (product.md §5, decision 0075) */
  fileRules?: FileRules;
  /** set on a refused form: this field held a good file, which the browser will not send again */
  chooseAgain?: boolean;
}

export interface FormModel {
  type: "form";
  id: string;
  /** the page the form sits on; the action redirects back there */
  returnTo: string;
  title: string | null;
  fields: FormFieldModel[];
  submitLabel: string;
  successMessage: string;
}

export type RenderBlock =
  | { type: "section"; id: string; maxWidth: number; children: RenderBlock[] }
  | {
      type: "columns";
      id: string;
      space: number;
      stackAt: "tablet" | "mobile" | "never";
      reverseWhenStacked: boolean;
      columns: { width: number | null; blocks: RenderBlock[] }[];
    }
  | { type: "text"; id: string; html: SafeHtml }
  | {
      type: "image";
      id: string;
      src: string;
      alt: string;
      width: number;
      height: number;
      eager: boolean;
      sizes: string;
    }
  | {
      type: "video";
      id: string;
      url: string;
      title: string;
      poster: string | null;
      file: boolean;
      /** a WebVTT captions file, when the editor attached one */
      captions: string | null;
    }
  | {
      type: "button";
      id: string;
      label: string;
      href: string;
      variant: ButtonVariant;
      size: ButtonSize;
      theme: ButtonTheme;
      icon: ButtonIcon;
      newTab: boolean;
    }
  | { type: "accordion"; id: string; oneAtATime: boolean; items: { title: string; html: SafeHtml }[] }
  | { type: "tabs"; id: string; collapsible: boolean; tabs: { label: string; blocks: RenderBlock[] }[] }
  | { type: "symbol"; id: string; blocks: RenderBlock[] }
  | FormModel
  | { type: "flavourCarousel"; id: string; title: string | null; cards: FlavourCardModel[] }
  | ({ type: "redirectionCard"; id: string } & RedirectionCardModel)
  | { type: "links"; id: string; title: string | null; variant: LinkVariant; links: { label: string; href: string }[] }
  /** product.md §3's icons, drawn by the server; `shown`: the label is written beside the icon */
  | { type: "icons"; id: string; icons: { label: string; shown: boolean; svg: SafeHtml }[] };

/** State of a content form after a post, handed back by the /content-form action. */

/**
 * How a content page is shown. `preview` (`?preview=<token>`) shows drafts to an editor whose
 * token has the "preview" permission; `edit` (`?edit=<token>`) also outlines each block and shows
 * the page's custom code, and needs the "editCode" permission (product.md §6). Neither is cached
 * anywhere, and neither counts as an impression or enters an A/B test.
 */
export type PageMode = "live" | "preview" | "edit";

/** product.md §3's breakpoints: small up to 640 px, medium up to 991, large up to 1200. */
export const BREAKPOINTS = { small: 640, medium: 991, large: 1200 } as const;
export interface Breakpoints {
  small: number;
  medium: number;
  large: number;
}

/**
 * A page's own breakpoints (its entry's `meta.breakpoints`), the defaults filling what it leaves
 * out; null when they are the defaults, or unusable (not whole pixels from 240 to 3840, or out of
 * order), so the stylesheet's rules apply.
 */
export function pageBreakpoints(meta: unknown): Breakpoints | null {
  const given = (meta as { breakpoints?: unknown } | undefined)?.breakpoints;
  if (!given || typeof given !== "object") return null;
  const bp = { ...BREAKPOINTS, ...(given as Partial<Record<keyof Breakpoints, unknown>>) };
  const whole = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 240 && (v as number) <= 3840;
  const { small, medium, large } = bp;
  if (!whole(small) || !whole(medium) || !whole(large) || !(small < medium && medium < large)) return null;
  const same = small === BREAKPOINTS.small && medium === BREAKPOINTS.medium && large === BREAKPOINTS.large;
  return same ? null : { small, medium, large };
}

/**
 * The columns' stacking rules at a page's own widths (content.css has them at the defaults, for
 * pages without their own). Only whole numbers go in, so the text is always just these rules.
 */
export function breakpointCss(bp: Breakpoints): string {
  const stack = "{flex-direction:var(--cb-stack);align-items:stretch}";
  return (
    `@media (max-width: ${bp.medium}px){.cb-blocks--bp .cb-columns--stack-tablet${stack}}` +
    `@media (max-width: ${bp.small}px){.cb-blocks--bp .cb-columns--stack-mobile${stack}}`
  );
}

/**
 * A content page's custom code (product.md §3 cssCode, jsCode, customFonts), shown to editors in
 * edit mode and never run or loaded (decisions 0020, 0067).
 */
export interface CustomCode {
  css: string;
  js: string;
  /** the customFonts' families */
  fonts: string[];
}
