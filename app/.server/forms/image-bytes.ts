// What an uploaded image is, by its bytes (issue 36, 9): the type a browser declares and the name
// it sends are the client's word, so neither is trusted. A JPEG, PNG or WebP is recognised by its
// signature and walked to its end: a file with anything after the image's end (an HTML page, a
// zip: the usual polyglots) or with markup anywhere in its bytes (`<script`, `<html`, `<svg`…,
// in a metadata chunk or in the image data itself) is not taken.

export type ImageType = "image/jpeg" | "image/png" | "image/webp";

export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

export type ImageVerdict = { ok: true; type: ImageType; extension: string } | { ok: false; reason: "type" | "extra" };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const u16 = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u32 = (b: Uint8Array, at: number) => ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;
const u32le = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;
const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));

/** Where a PNG's IEND chunk ends, or null when its chunks don't lead there. */
function pngEnd(b: Uint8Array): number | null {
  if (!PNG_SIGNATURE.every((v, i) => b[i] === v)) return null;
  let at = PNG_SIGNATURE.length;
  let first = true;
  while (at + 12 <= b.length) {
    const length = u32(b, at);
    const type = ascii(b, at + 4, 4);
    if (first && type !== "IHDR") return null;
    first = false;
    const end = at + 12 + length;
    if (end > b.length) return null;
    if (type === "IEND") return end;
    at = end;
  }
  return null;
}

/**
 * Where a JPEG's EOI marker ends, or null when its segments don't lead there: each marker
 * segment by its length, and after a start of scan the entropy-coded data up to the next marker
 * (a 0xFF in the data is followed by 0x00 or is a restart marker).
 */
function jpegEnd(b: Uint8Array): number | null {
  if (b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let at = 2;
  while (at < b.length) {
    if (b[at] !== 0xff) return null;
    while (b[at] === 0xff) at += 1; // fill bytes
    const marker = b[at];
    at += 1;
    if (marker === undefined || marker === 0x00 || marker === 0xd8) return null;
    if (marker === 0xd9) return at;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (at + 2 > b.length) return null;
    const length = u16(b, at);
    if (length < 2) return null;
    at += length;
    if (at > b.length) return null;
    if (marker !== 0xda) continue;
    // the scan's data: up to a marker that is not a stuffed 0xFF or a restart
    while (at < b.length) {
      if (b[at] !== 0xff) at += 1;
      else if (b[at + 1] === 0x00 || (b[at + 1] >= 0xd0 && b[at + 1] <= 0xd7)) at += 2;
      else if (b[at + 1] === 0xff) at += 1;
      else break;
    }
  }
  return null;
}

/** Where a WebP's RIFF container ends (its declared size, padded to even), or null. */
function webpEnd(b: Uint8Array): number | null {
  if (b.length < 20 || ascii(b, 0, 4) !== "RIFF" || ascii(b, 8, 4) !== "WEBP") return null;
  const end = 8 + u32le(b, 4);
  if (!/^VP8[ LX]$/.test(ascii(b, 12, 4))) return null;
  return end <= b.length ? end + (end % 2) : null;
}

/**
 * Markup a browser or another program would act on: tags that start a page, a script or a
 * vector image, and PHP. Short names need a delimiter after them, so that compressed image data
 * matches them only by a rare chance.
 */
const MARKUP = /<(?:script|html|body|iframe|object|embed|svg[\s/>]|\?php|!doctype)/i;

/** Whether the bytes hold markup anywhere (read as Latin-1, so every byte is one character). */
export function holdsMarkup(b: Uint8Array): boolean {
  const text = Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString("latin1");
  return MARKUP.test(text);
}

/**
 * The image the bytes are, if it is one of `accepted` and nothing else: its type and the
 * extension for a name of our own. `reason` says why not: "type" (not an accepted image, or
 * cut short) or "extra" (markup inside, or bytes after the image's end).
 */
export function inspectImage(b: Uint8Array, accepted: readonly string[]): ImageVerdict {
  const found = (
    [
      ["image/png", pngEnd],
      ["image/jpeg", jpegEnd],
      ["image/webp", webpEnd],
    ] as const
  )
    .map(([type, end]) => ({ type, end: end(b) }))
    .find((f) => f.end !== null);
  if (!found || !accepted.includes(found.type)) return { ok: false, reason: "type" };
  if (found.end !== b.length || holdsMarkup(b)) return { ok: false, reason: "extra" };
  return { ok: true, type: found.type, extension: IMAGE_EXTENSIONS[found.type] };
}

const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);

/** A JPEG's size, from its first start-of-frame segment (SOF0 to SOF15, less DHT, JPG and DAC). */
function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 <= b.length && b[at] === 0xff) {
    const marker = b[at + 1];
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: u16(b, at + 5), width: u16(b, at + 7) };
    if (marker === 0xd9 || marker === 0xda) return null; // the picture starts before its size was told
    at += 2 + u16(b, at + 2);
  }
  return null;
}

/** A WebP's size: the canvas of an extended file (VP8X), else its one frame, lossy (VP8) or lossless (VP8L). */
function webpSize(b: Uint8Array): { width: number; height: number } | null {
  const chunk = ascii(b, 12, 4);
  if (chunk === "VP8X" && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  if (chunk === "VP8 " && b.length >= 30 && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === "VP8L" && b.length >= 25 && b[20] === 0x2f) {
    const bits = u32le(b, 21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

/**
 * How many pixels wide and high a picture says it is, read from its header (product.md §5
 * MAX_IMAGE_WIDTH and MAX_IMAGE_HEIGHT, decision 0075); `type` is what inspectImage found it to
 * be. Null when the header does not say (a JPEG whose frame comes after its data).
 */
export function imageSize(b: Uint8Array, type: ImageType): { width: number; height: number } | null {
  if (type === "image/png") return b.length >= 24 ? { width: u32(b, 16), height: u32(b, 20) } : null;
  if (type === "image/jpeg") return jpegSize(b);
  return webpSize(b);
}
