import { z } from "zod";
import { config } from "../config";
import { cached, clearCache, FIVE_MINUTES } from "../state/cache";
import { CONTENT_MESSAGES, ContentError, fetchEntries } from "./client";
import { safeUrl } from "./prepare";
import { LINK_VARIANTS } from "~/lib/content";

export { LINK_VARIANTS };
export type { LinkVariant } from "~/lib/content";
import { log } from "../observability";

const href = z
  .string()
  .transform((u, ctx) => safeUrl(u, true) ?? (ctx.addIssue({ code: "custom", message: "unsafe link" }), z.NEVER));

const navigationSchema = z.object({
  links: z.array(z.object({ label: z.string().min(1), href })),
  teaser: z
    .object({
      name: z.string().min(1),
      image: z.object({ src: href, alt: z.string() }),
      link: z.object({ text: z.string().min(1), href }),
    })
    .nullable()
    .default(null),
});
export type Navigation = z.infer<typeof navigationSchema>;
export type NavigationTeaser = NonNullable<Navigation["teaser"]>;

const footerSchema = z.object({
  groups: z.array(
    z.object({
      title: z.string().min(1),
      links: z.array(z.object({ label: z.string().min(1), href, variant: z.enum(LINK_VARIANTS).default("footer") })),
    }),
  ),
});
export type FooterGroup = z.infer<typeof footerSchema>["groups"][number];

const mappingSchema = z.object({ sku: z.string().min(1), pdpLink: href });

// Shared TTL cache (app/.server/state/cache.ts); "content:" keys are ours.
const SITE_KEY = "content:site:";

/** The main menu and its product teaser; null when none is published. Cached 5 minutes. */
export function getNavigation(): Promise<Navigation | null> {
  return cached(`${SITE_KEY}navigation:${config().locale}`, FIVE_MINUTES, async () => {
    const [entry] = await fetchEntries("navigation", { limit: 1 });
    if (!entry) return null;
    return parseOrThrow(navigationSchema, entry.data, "navigation");
  });
}

/** Footer link groups; empty when none is published. Cached 5 minutes. */
export function getFooter(): Promise<FooterGroup[]> {
  return cached(`${SITE_KEY}footer:${config().locale}`, FIVE_MINUTES, async () => {
    const [entry] = await fetchEntries("footer", { limit: 1 });
    if (!entry) return [];
    return parseOrThrow(footerSchema, entry.data, "footer").groups;
  });
}

const PAGE = 100;
const MAX_PAGES = 20; // 2000 skus; a runaway list must not spin forever

/**
 * sku → pdpLink from the "product-mapping" model (one entry per sku), read page by
 * page. Entries that do not parse are skipped, not fatal. Cached 5 minutes.
 */
export function getProductMapping(): Promise<Record<string, string>> {
  return cached(`${SITE_KEY}product-mapping`, FIVE_MINUTES, async () => {
    const mapping: Record<string, string> = {};
    for (let page = 0; page < MAX_PAGES; page++) {
      const entries = await fetchEntries("product-mapping", {
        limit: PAGE,
        offset: page * PAGE,
        fields: ["id", "data.sku", "data.pdpLink"],
      });
      for (const e of entries) {
        const m = mappingSchema.safeParse(e.data);
        if (m.success) mapping[m.data.sku] = m.data.pdpLink;
      }
      if (entries.length < PAGE) break;
    }
    return mapping;
  });
}

function parseOrThrow<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, data: unknown, what: string): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  log().warn(
    `[content] invalid ${what}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`,
  );
  throw new ContentError(`${CONTENT_MESSAGES.fetch} (${what})`);
}

export function clearSiteCaches() {
  clearCache(SITE_KEY);
}
