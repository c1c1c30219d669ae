// An uploaded image is what its bytes say (issue 36, 9): JPEG, PNG and WebP by their signature,
// walked to their end; anything after the end, or markup anywhere, is more than an image. The
// route's cases (polyglots, declared types, names) are in integration/contest-upload.test.ts.
import { describe, expect, it } from "vitest";
import { holdsMarkup, inspectImage } from "~/.server/forms/image-bytes";

const ALL = ["image/jpeg", "image/png", "image/webp"];

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

/** A JPEG whose scan has a stuffed 0xFF, fill bytes and a restart marker, after an EXIF thumbnail of its own. */
const JPEG = bytes(
  [0xff, 0xd8],
  [0xff, 0xe1, 0x00, 0x0c],
  "Exif",
  [0, 0, 0xff, 0xd8, 0xff, 0xd9],
  [0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00],
  [0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00],
  [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xff, 0xd1, 0x78],
  [0xff, 0xd9],
);

const le32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24];
/** A lossless WebP of one chunk (the VP8L data is not decoded: only the container is walked). */
const webp = (data: number[]) => bytes("RIFF", le32(4 + 8 + data.length), "WEBP", "VP8L", le32(data.length), data);

describe("inspectImage", () => {
  it("knows a PNG, a JPEG and a WebP by their bytes, with an extension for a name of our own", () => {
    expect(inspectImage(PNG, ALL)).toEqual({ ok: true, type: "image/png", extension: "png" });
    expect(inspectImage(JPEG, ALL)).toEqual({ ok: true, type: "image/jpeg", extension: "jpg" });
    expect(inspectImage(webp([0x2f, 0, 0, 0]), ALL)).toEqual({ ok: true, type: "image/webp", extension: "webp" });
  });

  it("takes only the kinds the form accepts", () => {
    expect(inspectImage(webp([0x2f, 0, 0, 0]), ["image/jpeg", "image/png"])).toEqual({ ok: false, reason: "type" });
    expect(inspectImage(PNG, ["image/jpeg"])).toEqual({ ok: false, reason: "type" });
  });

  it("refuses what is cut short or is no image at all", () => {
    expect(inspectImage(PNG.subarray(0, PNG.length - 1), ALL)).toEqual({ ok: false, reason: "type" });
    expect(inspectImage(JPEG.subarray(0, JPEG.length - 2), ALL)).toEqual({ ok: false, reason: "type" });
    expect(inspectImage(bytes("GIF89a"), ALL)).toEqual({ ok: false, reason: "type" });
    expect(inspectImage(new Uint8Array(), ALL)).toEqual({ ok: false, reason: "type" });
    // a PNG signature whose first chunk is not IHDR
    expect(inspectImage(bytes([...PNG.subarray(0, 8)], [0, 0, 0, 0], "IEND", [0, 0, 0, 0]), ALL)).toEqual({
      ok: false,
      reason: "type",
    });
  });

  it("refuses an image with bytes after its end", () => {
    for (const image of [PNG, JPEG, webp([0x2f, 0, 0, 0])])
      expect(inspectImage(bytes([...image], "PK", [3, 4]), ALL)).toEqual({ ok: false, reason: "extra" });
  });

  it("refuses an image with markup inside", () => {
    const withComment = (text: string) =>
      bytes([...JPEG.subarray(0, 2)], [0xff, 0xfe, 0, text.length + 2], text, [...JPEG.subarray(2)]);
    expect(inspectImage(withComment("<script>alert(1)</script>"), ALL)).toEqual({ ok: false, reason: "extra" });
    expect(inspectImage(withComment("nice shot"), ALL)).toEqual({ ok: true, type: "image/jpeg", extension: "jpg" });
  });
});

describe("holdsMarkup", () => {
  it.each(["<script", "<SCRIPT src=x>", "<html>", "<Body onload=x>", "<svg>", "<svg/onload=x>", "<?php ", "<!DOCTYPE"])(
    "finds %s",
    (text) => expect(holdsMarkup(bytes("\x89PNG", text, [0xff]))).toBe(true),
  );
  it.each(["<svgz", "< script", "<b>", "svg>", "<scrip"])("leaves %s alone", (text) =>
    expect(holdsMarkup(bytes(text))).toBe(false),
  );
});
