/**
 * The render model of content blocks: what a loader hands to <ContentBlocks>. It is
 * built on the server from the content service's raw blocks (app/.server/content),
 * with every HTML string sanitised and every symbol resolved, and it is serialisable
 * because it travels to the browser as loader data — so it carries no secrets.
 */

/** HTML that went through the server-side sanitiser; only that code can make one. */
export type SafeHtml = string & { readonly __safeHtml: unique symbol };

/** product.md §3 flavour-card gradient keys (classes `cb-bg--<key>` in content.css). */
export const GRADIENT_KEYS = [
  "blue1",
  "blue2",
  "blue3",
  "blue4",
  "brown1",
  "brown2",
  "brown3",
  "green1",
  "green2",
  "green3",
  "grey",
  "orange1",
  "orange2",
  "pink1",
  "pink2",
  "purple1",
  "purple2",
  "purple3",
  "red1",
  "red2",
  "red3",
  "red4",
  "teal",
  "yellow1",
  "yellow2",
  "yellow3",
  "yellow4",
] as const;
export type GradientKey = (typeof GRADIENT_KEYS)[number];

export const BUTTON_VARIANTS = ["primary", "secondary", "tertiary", "quaternary", "ghost", "redirect"] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
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

export interface FormFieldModel {
  name: string;
  label: string;
  type: "text" | "email" | "tel" | "textarea";
  required: boolean;
  autocomplete?: string;
  maxLength: number;
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
  | ({ type: "redirectionCard"; id: string } & RedirectionCardModel);

/** State of a content form after a post, handed back by the /content-form action. */

/**
 * How a content page is shown. `preview` (`?preview=<token>`) shows drafts to an editor whose
 * token has the "preview" permission; `edit` (`?edit=<token>`) also outlines each block and shows
 * the page's custom code, and needs the "editCode" permission (product.md §6). Neither is cached
 * anywhere, and neither counts as an impression or enters an A/B test.
 */
export type PageMode = "live" | "preview" | "edit";
