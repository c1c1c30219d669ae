// The upload check every form that takes files shares (app/.server/forms/uploads.ts): its PDFs,
// beside the images image-bytes.test.ts covers. A file is what its bytes are, whatever it is called.
import { describe, expect, it } from "vitest";
import { checkUpload } from "~/.server/forms/uploads";

const PDF = "%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);
const DOCUMENTS = ["application/pdf", "image/jpeg", "image/png", "image/webp"];
const IMAGES = ["image/jpeg", "image/png", "image/webp"];

const sent = (bytes: string | Uint8Array<ArrayBuffer>, name = "upload.bin") => {
  const form = new FormData();
  form.set("doc", new File([bytes], name, { type: "application/octet-stream" }));
  return form;
};
const check = (form: FormData, types = DOCUMENTS, maxBytes = 1024) =>
  checkUpload(form, "doc", { maxBytes, types, baseName: "receipt" });

describe("checkUpload", () => {
  it("takes a PDF, or an image, where a document may be either, under a name of its own", async () => {
    const pdf = await check(sent(PDF, "../../x<script>.exe"));
    expect(pdf.ok && [pdf.file.name, pdf.file.type]).toEqual(["receipt.pdf", "application/pdf"]);
    const png = await check(sent(PNG));
    expect(png.ok && [png.file.name, png.file.type]).toEqual(["receipt.png", "image/png"]);
  });

  it.each([
    ["a PDF where only images go", PDF, IMAGES, "type"],
    ["a PDF without its end-of-file marker", "%PDF-1.7\n1 0 obj << >> endobj\n", DOCUMENTS, "type"],
    ["a PDF with a page of HTML in it", `%PDF-1.7\n<html><script>alert(1)</script>\n%%EOF\n`, DOCUMENTS, "extra"],
    ["text called a PDF", "hello", DOCUMENTS, "type"],
  ])("refuses %s", async (_, bytes, types, reason) => {
    expect(await check(sent(bytes), types)).toEqual({ ok: false, reason });
  });

  it("tells an empty input from a file over the limit", async () => {
    const empty = new FormData();
    empty.set("doc", new File([], "", { type: "application/octet-stream" }));
    expect(await check(empty)).toEqual({ ok: false, reason: "missing" });
    expect(await check(new FormData())).toEqual({ ok: false, reason: "missing" });
    expect(await check(sent(PDF), DOCUMENTS, 10)).toEqual({ ok: false, reason: "size", size: PDF.length });
  });
});
