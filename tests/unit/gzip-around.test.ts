// server/gzip-around.ts: a page compressed once, sent as gzip with another nonce in its place.
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressAround, crc32InJs, gzipWith } from "../../server/gzip-around";

const page = (nonce: string) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}">a()</script></head><body>${"<p>Amber sticks £5.99</p>".repeat(400)}` +
  `<script nonce="${nonce}">b()</script><script nonce="${nonce}" type="module">import "/x.js"</script></body></html>`;

describe("gzip around a nonce", () => {
  it("decompresses to the page with the request's nonce in each place", () => {
    const copy = compressAround(page("render-nonce-AAAA"), "render-nonce-AAAA");
    expect(copy.pieces).toHaveLength(4);
    for (const nonce of ["request-one-BBBBBBBBBB==", "r2", ""]) {
      const sent = gzipWith(copy, nonce);
      expect(zlib.gunzipSync(sent).toString("utf8")).toBe(page(nonce));
    }
  });

  it("is a page without a nonce when it had none, and compresses it", () => {
    const body = page("x").replaceAll(' nonce="x"', "");
    const sent = gzipWith(compressAround(body, undefined), "unused");
    expect(zlib.gunzipSync(sent).toString("utf8")).toBe(body);
    expect(sent.length).toBeLessThan(body.length / 10);
  });

  it("keeps text that is not ASCII whole where the page is cut", () => {
    const body = `£€—${"x".repeat(10)}NONCE✓ü${"y".repeat(5)}NONCE漢字`;
    expect(zlib.gunzipSync(gzipWith(compressAround(body, "NONCE"), "n€w")).toString("utf8")).toBe(
      body.replaceAll("NONCE", "n€w"),
    );
  });

  it("computes the CRC-32 of RFC 1952 without zlib's own", () => {
    const data = Buffer.from(page("abc"));
    expect(crc32InJs(data)).toBe(zlib.crc32(data));
    expect(crc32InJs(data.subarray(100), crc32InJs(data.subarray(0, 100)))).toBe(zlib.crc32(data));
  });
});
