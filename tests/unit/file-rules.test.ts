// The file and image validation kinds (product.md §5 FILE_EXTENSIONS, MAX_FILE_SIZE,
// MAX_IMAGE_HEIGHT, MAX_IMAGE_WIDTH; decision 0075): a picture's size read from its header (the
// shop's reader and the sandbox's own), the rules read from a definition, what `accept` and the
// hint say, the check of a file already taken by its bytes, and the content block's schema.
// The route's cases are in integration/content-form-upload.test.ts.
import { describe, expect, it } from "vitest";
import { checkFileRules } from "~/.server/forms/file-rules";
import { imageSize, inspectImage } from "~/.server/forms/image-bytes";
import { formFieldSchema } from "~/.server/content/blocks";
import { acceptFor, allowedTypes, readFileRules, uploadHint } from "~/lib/file-rules";
import { CONTENT_FORM_UPLOADS } from "~/lib/content";
import { fileRuleError, pictureSize } from "../../server/sandbox/content/file-rules";
import { jpeg, png, webp } from "../support/pictures";

const IMAGE = CONTENT_FORM_UPLOADS.image.types;
const FILE = CONTENT_FORM_UPLOADS.file.types;
const MB = 1024 * 1024;

describe("a picture's size from its header", () => {
  const pictures = [
    ["a PNG", png(2000, 10), "image/png"],
    ["a JPEG", jpeg(640, 4000), "image/jpeg"],
    ["a lossy WebP", webp.lossy(1601, 900), "image/webp"],
    ["a lossless WebP", webp.lossless(1601, 900), "image/webp"],
    ["an extended WebP", webp.extended(1601, 900), "image/webp"],
  ] as const;

  it.each(pictures)("reads %s, a whole picture the shop takes", (_, bytes, type) => {
    const taken = inspectImage(bytes, IMAGE);
    expect(taken).toMatchObject({ ok: true, type });
    const expected = type === "image/png" ? [2000, 10] : type === "image/jpeg" ? [640, 4000] : [1601, 900];
    expect(imageSize(bytes, type)).toEqual({ width: expected[0], height: expected[1] });
    // the sandbox reads the same with its own code
    expect(pictureSize(bytes)).toEqual({ width: expected[0], height: expected[1] });
  });

  it("the sandbox also reads a GIF's, and nothing from what is no picture", () => {
    const gif = Uint8Array.from([..."GIF89a"].map((c) => c.charCodeAt(0)).concat([0xd0, 0x07, 0x0a, 0x00, 0, 0, 0]));
    expect(pictureSize(gif)).toEqual({ width: 2000, height: 10 });
    expect(pictureSize(new TextEncoder().encode("%PDF-1.4\n%%EOF"))).toBeNull();
  });
});

describe("the rules as the form shows them", () => {
  const photo = readFileRules([
    { kind: "FILE_EXTENSIONS", value: "JPG, .jpeg,png" },
    { kind: "MAX_FILE_SIZE", value: String(MB) },
    { kind: "MAX_IMAGE_WIDTH", value: "1600" },
    { kind: "MAX_IMAGE_HEIGHT", value: "1200" },
    { kind: "MAX_TEXT_LENGTH", value: "9" },
  ]);

  it("reads the four kinds and leaves the others out", () => {
    expect(photo).toEqual({ extensions: ["jpg", "jpeg", "png"], maxBytes: MB, maxWidth: 1600, maxHeight: 1200 });
  });

  it("takes only the kinds the extensions name, and hints those extensions in accept", () => {
    expect(allowedTypes(IMAGE, photo)).toEqual(["image/jpeg", "image/png"]);
    expect(acceptFor(IMAGE, photo)).toBe(".jpg,.jpeg,.png");
    expect(acceptFor(IMAGE, {})).toBe("image/jpeg,image/png,image/webp");
    // an extension no kind of the field goes by is not offered
    expect(acceptFor(IMAGE, readFileRules([{ kind: "FILE_EXTENSIONS", value: "png,gif" }]))).toBe(".png");
  });

  it("says every bound in the hint, the shop's own size when the rule's is larger", () => {
    expect(uploadHint(IMAGE, photo, 2 * MB)).toBe("A JPEG or PNG image of up to 1 MB, at most 1600 × 1200 pixels.");
    expect(uploadHint(FILE, photo, 2 * MB)).toBe(
      "A JPEG or PNG image of up to 1 MB; a picture at most 1600 × 1200 pixels.",
    );
    expect(uploadHint(FILE, { maxBytes: 5 * MB, maxWidth: 800 }, 2 * MB)).toBe(
      "A PDF, or a JPEG, PNG or WebP image, of up to 2 MB; a picture at most 800 pixels wide.",
    );
    expect(uploadHint(IMAGE, {}, 2 * MB)).toBe("A JPEG, PNG or WebP image of up to 2 MB.");
  });
});

describe("checkFileRules, on a file taken by its bytes", () => {
  const taken = (bytes: Uint8Array, type: string, name: string) =>
    new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
  const rules = readFileRules([
    { kind: "FILE_EXTENSIONS", value: "jpeg,png" },
    { kind: "MAX_IMAGE_WIDTH", value: "1600" },
    { kind: "MAX_IMAGE_HEIGHT", value: "1600" },
  ]);

  it("refuses a name that does not end in one of the extensions, whatever the bytes", async () => {
    expect(await checkFileRules(taken(png(10, 10), "image/png", "photo.png"), "fault.gif", rules)).toEqual({
      ok: false,
      reason: "extension",
    });
    expect(await checkFileRules(taken(png(10, 10), "image/png", "photo.png"), "fault", rules)).toMatchObject({
      ok: false,
    });
  });

  it("refuses a picture wider or higher than the rules, saying its size", async () => {
    expect(await checkFileRules(taken(png(2000, 10), "image/png", "photo.png"), "fault.PNG", rules)).toEqual({
      ok: false,
      reason: "dimensions",
      width: 2000,
      height: 10,
    });
    expect(await checkFileRules(taken(jpeg(800, 1601), "image/jpeg", "photo.jpg"), "a.jpeg", rules)).toMatchObject({
      reason: "dimensions",
      height: 1601,
    });
  });

  it("takes a good one under the extension of its kind the rule names", async () => {
    const good = await checkFileRules(taken(jpeg(1600, 1600), "image/jpeg", "photo.jpg"), "holiday.jpeg", rules);
    expect(good.ok && good.file.name).toBe("photo.jpeg");
    const pdf = await checkFileRules(taken(new Uint8Array(3), "application/pdf", "receipt.pdf"), "r.pdf", {
      maxWidth: 10,
    });
    expect(pdf.ok && pdf.file.name).toBe("receipt.pdf"); // a picture's sizes do not concern a PDF
  });
});

describe("the sandbox's check of a field's rules", () => {
  const field = {
    name: "photo",
    label: "Photo",
    validation: [
      { kind: "FILE_EXTENSIONS", value: "jpg,png" },
      { kind: "MAX_FILE_SIZE", value: "5000" },
      { kind: "MAX_IMAGE_WIDTH", value: "1600" },
      { kind: "MAX_IMAGE_HEIGHT", value: "1600" },
    ],
  };
  const file = (name: string, bytes: Uint8Array) => ({ field: "photo", name, type: "image/png", bytes });

  it("holds a file to each of the four kinds", () => {
    expect(fileRuleError(field, file("photo.png", png(1600, 1600)))).toBeNull();
    expect(fileRuleError(field, file("photo.webp", png(10, 10)))).toMatch(/\.webp are not accepted/);
    expect(fileRuleError(field, file("photo.png", png(10, 10, 5000)))).toMatch(/larger than 5000 bytes/);
    expect(fileRuleError(field, file("photo.png", png(2000, 10)))).toBe(
      "Photo: the image is 2000×10 pixels, over MAX_IMAGE_WIDTH 1600.",
    );
    expect(fileRuleError(field, file("photo.png", png(10, 2000)))).toMatch(/over MAX_IMAGE_HEIGHT 1600/);
  });
});

describe("a content form field's validation in the block schema", () => {
  const field = (f: Record<string, unknown>) => formFieldSchema.safeParse({ name: "photo", label: "Photo", ...f });

  it("takes the four kinds on a file or image field", () => {
    const rules = [
      { kind: "FILE_EXTENSIONS", value: "jpg,png" },
      { kind: "MAX_FILE_SIZE", value: "1048576" },
      { kind: "MAX_IMAGE_WIDTH", value: "1600" },
      { kind: "MAX_IMAGE_HEIGHT", value: "1600" },
    ];
    expect(field({ type: "image", validation: rules }).success).toBe(true);
    expect(field({ type: "file", validation: rules }).success).toBe(true);
  });

  it.each([
    ["rules on a text field", { type: "text", validation: [{ kind: "MAX_FILE_SIZE", value: "10" }] }],
    ["a size that is no whole number", { type: "image", validation: [{ kind: "MAX_FILE_SIZE", value: "1 MB" }] }],
    ["a kind twice", { type: "image", validation: [1, 2].map(() => ({ kind: "MAX_IMAGE_WIDTH", value: "9" })) }],
    ["extensions naming nothing it takes", { type: "image", validation: [{ kind: "FILE_EXTENSIONS", value: "pdf" }] }],
    ["a kind that is not about files", { type: "image", validation: [{ kind: "MAX_TEXT_LENGTH", value: "9" }] }],
  ])("refuses %s", (_, f) => {
    expect(field(f).success).toBe(false);
  });
});
