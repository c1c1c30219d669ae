import { createCookie } from "@remix-run/node";
import type { PageVariant, PreparedPage } from "./pages";

/**
 * A/B tests (product.md §3 variations): a visitor's variation is drawn by the test ratios the first
 * time they see the page, then kept in a cookie of that page (`ab-<entry id>`, its path only, so
 * the other pages stay cacheable for visitors without cookies). A cookie naming a variation
 * the page no longer has is drawn again.
 */
const OWN = "own";
const NINETY_DAYS = 90 * 24 * 3600;

export const variationCookieName = (entryId: string) => `ab-${entryId.replace(/[^\w-]/g, "_")}`;

export async function chooseVariant(
  prepared: PreparedPage,
  cookieHeader: string | null,
  options: { secure: boolean; secrets: string[]; random?: () => number },
): Promise<{ variant: PageVariant; setCookie: string | null }> {
  const { variants } = prepared;
  if (variants.length === 1) return { variant: variants[0], setCookie: null };
  const path = variants[0].page.url;
  const cookie = createCookie(variationCookieName(prepared.id), {
    // the page's own path (a content URL is a plain path; anything odd falls back to the site)
    path: /^\/[\w\-/.~%]*$/.test(path) ? path : "/",
    maxAge: NINETY_DAYS,
    httpOnly: true,
    sameSite: "lax",
    secure: options.secure,
    secrets: options.secrets,
  });
  const kept: unknown = await cookie.parse(cookieHeader);
  const known = variants.find((v) => (v.page.variationId ?? OWN) === kept);
  if (known) return { variant: known, setCookie: null };
  const variant = draw(variants, (options.random ?? Math.random)());
  return { variant, setCookie: await cookie.serialize(variant.page.variationId ?? OWN) };
}

/** The variant whose share of [0, 1) holds `r`; ratios that do not add up to 1 are scaled. */
export function draw(variants: PageVariant[], r: number): PageVariant {
  const total = variants.reduce((sum, v) => sum + v.ratio, 0);
  if (total <= 0) return variants[0];
  let at = r * total;
  for (const v of variants) {
    if (at < v.ratio) return v;
    at -= v.ratio;
  }
  return variants[variants.length - 1];
}
