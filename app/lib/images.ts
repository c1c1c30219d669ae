/** product.md §9 image width variants. */
export const IMAGE_WIDTHS = [100, 200, 400, 800, 1200, 1600, 2000] as const;

/** `url` asked at one width (the image service takes `w`). */
export function atWidth(url: string, width: number): string {
  const u = new URL(url, "http://placeholder.invalid");
  u.searchParams.set("w", String(width));
  return /^https?:/i.test(url) ? u.toString() : `${u.pathname}${u.search}`;
}

/** The widest variant that is not wider than the image itself: the no-srcset fallback. */
export const fallbackWidth = (w: number) => [...IMAGE_WIDTHS].reverse().find((x) => x <= w) ?? IMAGE_WIDTHS[0];

/** A srcset for an image service that takes the width as `w`. */
export function srcSet(url: string, widths: readonly number[] = IMAGE_WIDTHS): string {
  return widths.map((w) => `${atWidth(url, w)} ${w}w`).join(", ");
}

/**
 * A picture of nothing (a transparent pixel, in the page): the source a `<picture>` picks where
 * the stylesheet does not show it, so the browser fetches nothing there, with scripting on or
 * off. Where it is shown, the `<img>` loads at once, as a picture in the first screen should
 * (a lazy one waits for layout before it is even asked for).
 */
export const NO_PICTURE = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";
