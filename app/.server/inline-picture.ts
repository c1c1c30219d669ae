import { cached, FIVE_MINUTES } from "./cache";
import { config } from "./config";

/**
 * The largest picture written into the page instead of linked (decision 0031): a bundler's
 * usual limit for inlining an asset. Above it, the request costs less than the page's bytes.
 */
export const INLINE_SVG_MAX_BYTES = 4096;
/** A picture not read by then is linked, as any other. */
const TIMEOUT_MS = 1_000;

/** The upstream services' origins: the only places the storefront reads pictures from. */
function upstreamOrigins(): string[] {
  const { commerce, platform, content } = config();
  return [commerce.url, platform.url, content.url].map((u) => new URL(u).origin);
}

/**
 * The first screen's largest picture as a `data:` address when it is a small SVG from one of
 * the upstream services, so it comes with the page rather than a round trip after it (on slow
 * 4G a request costs over half a second). A vector picture fits every width, so nothing is lost
 * by leaving out its srcset. Null (link it as before) for any other picture, or when it cannot
 * be read in time. Kept five minutes, as the content is.
 */
export function inlinePicture(src: string): Promise<string | null> {
  let origin: string;
  try {
    origin = new URL(src).origin;
  } catch {
    return Promise.resolve(null);
  }
  if (!upstreamOrigins().includes(origin)) return Promise.resolve(null);
  return cached(`inline-picture:${src}`, FIVE_MINUTES, () => readSmallSvg(src));
}

async function readSmallSvg(src: string): Promise<string | null> {
  try {
    const response = await fetch(src, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: "error" });
    const type = response.headers.get("content-type") ?? "";
    const declared = Number(response.headers.get("content-length") ?? 0);
    if (!response.ok || !/^image\/svg\+xml\b/i.test(type) || declared > INLINE_SVG_MAX_BYTES) {
      // the body is not wanted: let it go without waiting for it
      response.body?.cancel().catch(() => undefined);
      return null;
    }
    const svg = await response.text();
    if (Buffer.byteLength(svg) > INLINE_SVG_MAX_BYTES) return null;
    // runs of white space between tags and attributes draw nothing
    return `data:image/svg+xml,${encodeURIComponent(svg.replace(/\s+/g, " ").trim())}`;
  } catch {
    return null;
  }
}
