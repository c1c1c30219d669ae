import zlib from "node:zlib";

// A cached page compressed once, sent as gzip with each request's own CSP nonce (page-cache.ts).
// The page is cut at each occurrence of the nonce it was rendered with; each piece is compressed
// on its own into raw deflate ending in a full flush (RFC 1951: byte-aligned, and no later piece
// refers back to it), so the pieces can be joined in any order. Per request only the new nonce is
// added, as a stored (uncompressed) block between them, with the gzip header and trailer
// (RFC 1952) around the whole: no compression work per request.

export interface GzipCopy {
  /** the compressed pieces, in order; the last one ends the deflate stream */
  pieces: Buffer[];
  /** the uncompressed pieces: the gzip trailer's CRC-32 runs over them and the nonce in turn */
  raw: Buffer[];
}

/** Compresses `body` once, cut around `nonce` (absent: one piece). */
export function compressAround(body: string, nonce: string | undefined): GzipCopy {
  const raw = (nonce ? body.split(nonce) : [body]).map((piece) => Buffer.from(piece, "utf8"));
  const pieces = raw.map((piece, i) =>
    zlib.deflateRawSync(piece, {
      level: 9,
      finishFlush: i < raw.length - 1 ? zlib.constants.Z_FULL_FLUSH : zlib.constants.Z_FINISH,
    }),
  );
  return { pieces, raw };
}

/** A stored deflate block (not the last) holding `data`, at most 65,535 bytes. */
function storedBlock(data: Buffer): Buffer {
  if (data.length > 0xffff) throw new RangeError("gzip-around: a stored block holds at most 65,535 bytes");
  const head = Buffer.alloc(5);
  head[0] = 0; // BFINAL 0, BTYPE 00, then padding to the byte: the stream is byte-aligned here
  head.writeUInt16LE(data.length, 1);
  head.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([head, data]);
}

// zlib.crc32 came with Node 20.15; before it, the table-driven CRC-32 of RFC 1952 in JavaScript
let table: Uint32Array | undefined;
function crc32InJs(data: Buffer, crc = 0): number {
  table ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let c = ~crc >>> 0;
  for (const byte of data) c = table[(c ^ byte) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}
const crc32: (data: Buffer, crc?: number) => number =
  typeof (zlib as { crc32?: unknown }).crc32 === "function" ? zlib.crc32 : crc32InJs;

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

export { crc32InJs };

/** The gzip body of `copy` with `nonce` where the page had its own. */
export function gzipWith(copy: GzipCopy, nonce: string | undefined): Buffer {
  const inserted = Buffer.from(nonce ?? "", "utf8");
  const between = storedBlock(inserted);
  const parts: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  copy.pieces.forEach((piece, i) => {
    if (i > 0) {
      parts.push(between);
      crc = crc32(inserted, crc);
      size += inserted.length;
    }
    parts.push(piece);
    crc = crc32(copy.raw[i], crc);
    size += copy.raw[i].length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}
