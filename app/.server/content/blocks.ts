import { z } from "zod";
import {
  BUTTON_ICONS,
  BUTTON_SIZES,
  BUTTON_THEMES,
  BUTTON_VARIANTS,
  CONTENT_FORM_UPLOADS,
  GRADIENT_KEYS,
  isUploadField,
  LINK_VARIANTS,
  REDIRECTION_CARD_VARIANTS,
  RESERVED_FIELD_NAMES,
} from "~/lib/content";
import { allowedTypes, FILE_RULE_KINDS, readFileRules } from "~/lib/file-rules";
import { ICON_NAMES } from "~/lib/icons";

/**
 * The wire model of content blocks, as the content service stores them: Builder-style
 * elements `{ "@type", id, component: { name, options }, children }`. Each component
 * name has its own option schema; prepare.ts turns valid blocks into the render model
 * and drops (with a warning) blocks it does not know or cannot read, so one bad block
 * never takes a whole page down.
 */

export const rawElementSchema = z
  .object({
    "@type": z.string().optional(),
    id: z.string().min(1),
    component: z.object({ name: z.string(), options: z.record(z.unknown()).default({}) }).optional(),
    children: z.array(z.unknown()).default([]),
  })
  .passthrough();
export type RawElement = z.infer<typeof rawElementSchema>;

const blockList = z.array(z.unknown()).default([]);
const text = z.string().trim();

/** Half steps between 0 and 5; anything else is rounded and clamped rather than rejected. */
const rating = z.number().transform((r) => Math.min(5, Math.max(0, Math.round(r * 2) / 2)));

export const flavourCardSchema = z.object({
  title: text.min(1),
  description: z.string().default(""),
  image: z.object({ src: z.string().min(1), alt: z.string().default("") }).optional(),
  backgroundGradient: z.enum(GRADIENT_KEYS).optional(),
  backgroundColor: z
    .string()
    .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i)
    .optional(),
  theme: z.enum(["light", "dark"]).default("light"),
  inversed: z.boolean().default(false),
  flavours: z.array(z.object({ label: text.min(1), rating })).default([]),
  cta: z
    .object({ label: text.min(1), url: z.string().min(1), target: z.enum(["_self", "_blank"]).default("_self") })
    .optional(),
});
export type RawFlavourCard = z.infer<typeof flavourCardSchema>;

export const formFieldSchema = z
  .object({
    name: z
      .string()
      .regex(/^[a-zA-Z][\w-]{0,39}$/)
      .refine((n) => !RESERVED_FIELD_NAMES.includes(n), "reserved field name"),
    label: text.min(1),
    type: z.enum(["text", "email", "tel", "textarea", "file", "image"]).default("text"),
    required: z.boolean().default(false),
    autocomplete: z.string().optional(),
    maxLength: z.number().int().positive().max(10000).optional(),
    /** a file or image field's rules (product.md §5; decision 0075), each kind once */
    validation: z
      .array(z.object({ kind: z.enum(FILE_RULE_KINDS), value: z.string().trim().min(1) }))
      .max(FILE_RULE_KINDS.length)
      .optional(),
  })
  .superRefine((f, ctx) => {
    const rules = f.validation ?? [];
    const fail = (message: string) => ctx.addIssue({ code: "custom", path: ["validation"], message });
    if (rules.length > 0 && !isUploadField(f)) return fail("validation rules only on a file or image field");
    if (new Set(rules.map((r) => r.kind)).size < rules.length) return fail("each validation kind once");
    for (const r of rules) {
      if (r.kind !== "FILE_EXTENSIONS" && !/^[1-9]\d{0,9}$/.test(r.value)) return fail(`${r.kind} is a whole number`);
    }
    // the extensions must name a kind the field takes, or nothing could be sent
    const types = isUploadField(f) ? CONTENT_FORM_UPLOADS[f.type].types : [];
    if (isUploadField(f) && allowedTypes(types, readFileRules(rules)).length === 0)
      fail(`FILE_EXTENSIONS names no kind a ${f.type} field takes`);
  });

/** Options per component name. */
export const componentOptions = {
  "Core:Section": z.object({ maxWidth: z.number().positive().default(1200) }),
  Columns: z.object({
    columns: z.array(z.object({ blocks: blockList, width: z.number().min(1).max(100).optional() })).min(1),
    space: z.number().min(0).max(200).default(20),
    stackColumnsAt: z.enum(["tablet", "mobile", "never"]).default("tablet"),
    reverseColumnsWhenStacked: z.boolean().default(false),
  }),
  Text: z.object({ text: z.string() }),
  Image: z.object({
    image: z.string().min(1),
    altText: z.string().default(""),
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
    /** height / width, as the content editor stores it */
    aspectRatio: z.number().positive().optional(),
    sizes: z.string().optional(),
  }),
  Video: z.object({
    video: z.string().min(1),
    title: text.min(1),
    posterImage: z.string().optional(),
    captions: z.string().optional(),
  }),
  "Core:Button": z.object({
    text: text.min(1),
    link: z.string().min(1),
    variant: z.enum(BUTTON_VARIANTS).default("primary"),
    size: z.enum(BUTTON_SIZES).default("medium"),
    theme: z.enum(BUTTON_THEMES).default("light"),
    icon: z.enum(BUTTON_ICONS).default("chevron"),
    openLinkInNewTab: z.boolean().default(false),
  }),
  "Builder:Accordion": z.object({
    items: z.array(z.object({ title: text.min(1), detail: z.string() })).min(1),
    oneAtATime: z.boolean().default(false),
  }),
  "Builder:Tabs": z.object({
    tabs: z.array(z.object({ label: text.min(1), content: blockList })).min(1),
    collapsible: z.boolean().default(false),
  }),
  Symbol: z.object({
    symbol: z.object({
      model: z.string().default("symbol"),
      entry: z.string().min(1),
      /** filled in by the service when asked to `enrich`; otherwise fetched separately */
      content: z
        .object({ data: z.object({ blocks: blockList }).passthrough() })
        .passthrough()
        .optional(),
    }),
  }),
  "Form:Form": z.object({
    name: text.min(1),
    title: z.string().optional(),
    sendSubmissionsToEmail: z.string().email(),
    fields: z
      .array(formFieldSchema)
      .min(1)
      .refine(
        (fields) => fields.filter(isUploadField).length <= CONTENT_FORM_UPLOADS.maxFields,
        `at most ${CONTENT_FORM_UPLOADS.maxFields} file or image fields`,
      ),
    submitLabel: text.min(1).default("Send"),
    successMessage: z.string().optional(),
    /** a custom action URL: the submission goes there instead of the service's form-submit */
    action: z.string().min(1).optional(),
    /** where the refusal's message is in the action's JSON answer, e.g. "error.message" */
    errorMessagePath: z
      .string()
      .regex(/^[\w-]+(\.[\w-]+){0,9}$/)
      .optional(),
  }),
  "Ashless:FlavourCarousel": z.object({ title: z.string().optional(), cards: z.array(flavourCardSchema).min(1) }),
  "Ashless:RedirectionCard": z.object({
    variant: z.enum(REDIRECTION_CARD_VARIANTS).default("list"),
    text: text.min(1).max(120),
    description: text.max(300).optional(),
    link: z.string().min(1),
    hideArrow: z.boolean().default(false),
    /** withImage: the background picture (decoration: the text says where the card leads) */
    image: z.string().min(1).optional(),
    openLinkInNewTab: z.boolean().default(false),
  }),
  /** a list of links in one of product.md §2's link variants */
  "Ashless:Links": z.object({
    title: text.max(120).optional(),
    variant: z.enum(LINK_VARIANTS).default("standard"),
    links: z.array(z.object({ text: text.min(1).max(120), link: z.string().min(1) })).min(1),
  }),
  /** product.md §3's icons; `showLabel: false` leaves the label to assistive technology */
  "Ashless:Icons": z.object({
    icons: z
      .array(
        z.object({ name: z.enum(ICON_NAMES), label: text.max(80).optional(), showLabel: z.boolean().default(true) }),
      )
      .min(1),
  }),
} as const;

export type ComponentName = keyof typeof componentOptions;
export type ComponentOptions<N extends ComponentName> = z.infer<(typeof componentOptions)[N]>;

export function isComponentName(name: string): name is ComponentName {
  return Object.prototype.hasOwnProperty.call(componentOptions, name);
}
