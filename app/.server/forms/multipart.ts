// A multipart/form-data body read part by part as it arrives (RFC 7578), for the one form that
// takes a file: each part's bytes go to `onData` as they come, so a caller keeps what it wants
// and counts the rest without holding it. Remix's own parser (@web3-storage/multipart-parser)
// refuses a file name with `=` or `;` in it, which a shopper's photo may well have.

export interface PartHead {
  name: string;
  /** present for a file input (empty when no file was chosen), absent for text */
  filename?: string;
  contentType: string;
}

export interface PartSink {
  start(head: PartHead): void;
  data(chunk: Uint8Array): void;
  end(): void;
}

export class MultipartError extends Error {}

const HEADERS_MAX = 16 * 1024;
const HEADERS_END = Buffer.from("\r\n\r\n");

/** The boundary of a multipart/form-data Content-Type, or null. */
export function boundaryOf(contentType: string): string | null {
  const match = /^multipart\/form-data\s*;(?:.*;)?\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(
    contentType,
  );
  return match ? (match[1] ?? match[2]) : null;
}

/** A header's parameters: `form-data; name="a"; filename="b;c=d.png"` → { name, filename }. */
function parameters(value: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of value.matchAll(/;\s*([^=;\s]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g))
    out[m[1].toLowerCase()] = m[2] !== undefined ? m[2].replace(/\\(.)/g, "$1") : m[3].trim();
  return out;
}

function partHead(block: Buffer): PartHead {
  const headers = new Map<string, string>();
  for (const line of block.toString("utf8").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const disposition = headers.get("content-disposition") ?? "";
  if (!/^form-data\s*(;|$)/i.test(disposition)) throw new MultipartError("a part that is not form-data");
  const params = parameters(disposition);
  if (!params.name) throw new MultipartError("a part without a name");
  return { name: params.name, filename: params.filename, contentType: headers.get("content-type") ?? "" };
}

/** Reads `body` to the closing boundary, part by part into `sink`; throws MultipartError if malformed. */
export async function readParts(body: ReadableStream<Uint8Array>, boundary: string, sink: PartSink) {
  // a CRLF before the body makes the first boundary look like every other one
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let pending: Buffer = Buffer.from("\r\n");
  let state = "preamble" as "preamble" | "boundary" | "headers" | "body" | "done";

  const step = (): boolean => {
    switch (state) {
      case "preamble":
      case "body": {
        const at = pending.indexOf(delimiter);
        const keep = at >= 0 ? at : Math.max(0, pending.length - delimiter.length + 1);
        if (state === "body" && keep > 0) sink.data(pending.subarray(0, keep));
        if (at < 0) {
          pending = pending.subarray(keep);
          return false;
        }
        if (state === "body") sink.end();
        pending = pending.subarray(at + delimiter.length);
        state = "boundary";
        return true;
      }
      case "boundary": {
        if (pending.length < 2) return false;
        const eol = pending.indexOf("\r\n");
        if (pending.subarray(0, 2).toString("latin1") === "--") {
          state = "done";
          return false;
        }
        if (eol < 0) {
          if (pending.length > 256) throw new MultipartError("a boundary line too long");
          return false;
        }
        // transport padding (spaces, tabs) may follow a boundary
        if (!/^[ \t]*$/.test(pending.subarray(0, eol).toString("latin1")))
          throw new MultipartError("a boundary followed by something else");
        pending = pending.subarray(eol + 2);
        state = "headers";
        return true;
      }
      case "headers": {
        const end = pending.indexOf(HEADERS_END);
        if (end < 0) {
          if (pending.length > HEADERS_MAX) throw new MultipartError("part headers too long");
          return false;
        }
        sink.start(partHead(pending.subarray(0, end)));
        pending = pending.subarray(end + HEADERS_END.length);
        state = "body";
        return true;
      }
      case "done":
        return false;
    }
  };

  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (state === "done") continue; // the epilogue: read and dropped
    const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (step());
  }
  if (state !== "done") throw new MultipartError("the body ended before its closing boundary");
}
