// Real tiny pictures of any size, made in the test, for the checks of a picture's width and
// height (product.md §5 MAX_IMAGE_WIDTH/HEIGHT, decision 0075). The PNG is complete and valid
// (its rows deflated, each chunk with its CRC: any viewer shows it); the JPEG and WebP carry a
// real header (their frame's size) over data that is not decoded.
import { crc32, deflateSync } from "node:zlib";

const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const le = (n: number, bytes: number) => Array.from({ length: bytes }, (_, i) => (n >>> (8 * i)) & 0xff);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

function chunk(type: string, data: Uint8Array | number[]) {
  const body = Uint8Array.from([...ascii(type), ...data]);
  return [...be32(data.length), ...body, ...be32(crc32(body))];
}

/** A black-and-white PNG of `width` × `height` pixels, all white, plus `padding` bytes of a private chunk. */
export function png(width: number, height: number, padding = 0): Uint8Array {
  const row = 1 + Math.ceil(width / 8);
  const rows = new Uint8Array(row * height).fill(0xff);
  for (let y = 0; y < height; y += 1) rows[y * row] = 0; // filter: none
  return Uint8Array.from([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...chunk("IHDR", [...be32(width), ...be32(height), 1, 0, 0, 0, 0]),
    ...(padding > 0 ? chunk("paDd", new Uint8Array(padding)) : []),
    ...chunk("IDAT", deflateSync(rows)),
    ...chunk("IEND", []),
  ]);
}

/** A baseline JPEG's segments with a frame of `width` × `height` (one component, a scan of a few bytes). */
export const jpeg = (width: number, height: number) =>
  Uint8Array.from([
    ...[0xff, 0xd8],
    ...[0xff, 0xe0, 0x00, 0x10, ...ascii("JFIF"), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    ...[0xff, 0xc0, 0x00, 0x0b, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x01, 0x01, 0x11, 0x00],
    ...[0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00],
    ...[0x12, 0x34, 0x56],
    ...[0xff, 0xd9],
  ]);

const riff = (chunkType: string, data: number[]) =>
  Uint8Array.from([
    ...ascii("RIFF"),
    ...le(4 + 8 + data.length + (data.length % 2), 4),
    ...ascii("WEBP"),
    ...ascii(chunkType),
    ...le(data.length, 4),
    ...data,
    ...(data.length % 2 ? [0] : []),
  ]);

/** WebP containers of `width` × `height`: lossy (VP8), lossless (VP8L) and extended (VP8X). */
export const webp = {
  lossy: (width: number, height: number) =>
    riff("VP8 ", [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...le(width, 2), ...le(height, 2), 0, 0]),
  lossless: (width: number, height: number) =>
    riff("VP8L", [0x2f, ...le(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 4), 0]),
  extended: (width: number, height: number) => riff("VP8X", [0, 0, 0, 0, ...le(width - 1, 3), ...le(height - 1, 3)]),
};
