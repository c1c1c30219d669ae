// A content form with file and image fields (product.md §5, §8; decision 0050), through the
// /content-form action against the sandbox: the seeded warranty claim at /warranty-claim. A
// required field left empty, an image that is not one, a file over the limit are answered beside
// their fields with the rest typed kept; a good claim reaches the content service's form-submit
// with its files under names of the shop's own; a refusal shows the message at the form's
// errorMessagePath, or the default text when the answer has none. The fields' own validation
// rules (product.md §5 FILE_EXTENSIONS, MAX_FILE_SIZE, MAX_IMAGE_WIDTH/HEIGHT; decision 0075):
// the seeded photo takes .jpg, .jpeg or .png of up to 1 MB and 1600 × 1600 pixels, checked by the
// shop beside the field and again by the content service.
import { createHash } from "node:crypto";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { FORM_TEXT } from "~/lib/content";
import { action } from "~/routes/content-form/route";
import { caught, location, replied, sandboxDb, useRoutesSandbox, type FormResult } from "./routes-sandbox";
import { server } from "../msw/server";
import { hosted } from "../support/session";
import { jpeg, png } from "../support/pictures";

useRoutesSandbox();

const MB = 1024 * 1024;

/** a 1×1 PNG */
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);
const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

function claim(
  files: { photo?: Uint8Array; receipt?: Uint8Array; photoType?: string; photoName?: string } = {},
  text: Record<string, string> = {},
) {
  const form = new FormData();
  form.set("intent", "content-form");
  form.set("_form", "warranty-claim-form");
  form.set("_returnTo", "/warranty-claim");
  form.set("website", "");
  form.set("serial", text.serial ?? "ASH-1234-5678");
  form.set("fault", text.fault ?? "The light stays red.");
  // an input left empty sends an empty part with no name, as a browser does
  const file = (bytes: Uint8Array | undefined, name: string, type: string) =>
    bytes
      ? new File([bytes as Uint8Array<ArrayBuffer>], name, { type })
      : new File([], "", { type: "application/octet-stream" });
  form.set("receipt", file(files.receipt, "receipt.pdf", "application/pdf"));
  form.set("photo", file(files.photo, files.photoName ?? "../../evil<script>.png", files.photoType ?? "image/png"));
  return form;
}

async function post(form: FormData) {
  const request = new Request("http://shop.test/content-form", { method: "POST", body: form });
  return caught(hosted(action)({ request, params: {} }));
}

const refusal = (answer: unknown) => replied<FormResult["data"]>(answer);

const claims = () =>
  (
    sandboxDb()
      .prepare("SELECT id, recipient, data FROM content_form_submissions WHERE name = 'warranty-claim' ORDER BY id")
      .all() as { id: number; recipient: string; data: string }[]
  ).map((r) => ({
    recipient: r.recipient,
    data: JSON.parse(r.data) as Record<string, string>,
    files: sandboxDb()
      .prepare("SELECT field, name, type, size FROM content_form_files WHERE submission_id = ? ORDER BY field")
      .all(r.id),
  }));

describe("a content form with file and image fields", () => {
  it("answers a required field left empty beside it, keeping what was typed and sending nothing", async () => {
    const { data, init } = refusal(await post(claim({}, { serial: "  " })));
    expect(init.status).toBe(400);
    expect(data.result.error).toEqual({
      serial: ["Enter your device's serial number"],
      photo: ["Choose a photo of the fault"],
    });
    expect(data.result.initialValue.fault).toBe("The light stays red.");
    expect(claims()).toEqual([]);
  });

  it.each([
    ["an HTML page declared as a PNG", new TextEncoder().encode("<!doctype html><script>alert(1)</script>")],
    ["a PDF in the image field", PDF],
  ])("refuses %s in the image field beside it", async (_, photo) => {
    const { data, init } = refusal(await post(claim({ photo })));
    expect(init.status).toBe(400);
    expect(data.result.error).toEqual({
      photo: ["Choose a JPEG or PNG image: a file whose name ends in .jpg, .jpeg or .png."],
    });
    expect(data.result.initialValue.serial).toBe("ASH-1234-5678");
    expect(JSON.stringify(data)).not.toContain("evil");
    expect(claims()).toEqual([]);
  });

  it("refuses a file over the shop's 2 MB beside its field, the others kept", async () => {
    const receipt = new Uint8Array(3 * MB);
    receipt.set(PDF);
    const { data, init } = refusal(await post(claim({ photo: PNG, receipt })));
    expect(init.status).toBe(413);
    expect(data.result.error).toEqual({ receipt: ["This file is 3 MB: choose one of up to 1 MB."] });
    expect(data.result.initialValue.serial).toBe("ASH-1234-5678");
    expect(claims()).toEqual([]);
  });

  it("refuses a picture wider than its field's rule beside it, asking again for the good file", async () => {
    const { data, init } = refusal(await post(claim({ photo: png(2000, 10), receipt: PDF })));
    expect(init.status).toBe(400);
    expect(data.result.error).toEqual({
      photo: ["This image is 2000 × 10 pixels: choose one of up to 1600 × 1600 pixels."],
    });
    expect(data.result.initialValue).toMatchObject({ serial: "ASH-1234-5678", fault: "The light stays red." });
    // the good receipt is not kept by the browser: its field says to choose it again
    const detail = (data as { detail?: unknown }).detail as { fields: { name: string; chooseAgain?: boolean }[] };
    expect(detail.fields.filter((f) => f.chooseAgain).map((f) => f.name)).toEqual(["receipt"]);
    expect(claims()).toEqual([]);
  });

  it.each([
    [
      "higher than 1600 pixels",
      jpeg(1200, 1601),
      "fault.jpg",
      "This image is 1200 × 1601 pixels: choose one of up to 1600 × 1600 pixels.",
    ],
    ["over the field's 1 MB", png(10, 10, 1.5 * MB), "fault.png", "This image is 1.5 MB: choose one of up to 1 MB."],
    [
      "named .gif",
      png(10, 10),
      "fault.gif",
      "Choose a JPEG or PNG image: a file whose name ends in .jpg, .jpeg or .png.",
    ],
  ])("refuses a photo %s beside its field", async (_, photo, photoName, message) => {
    const { data } = refusal(await post(claim({ photo, photoName })));
    expect(data.result.error).toEqual({ photo: [message] });
    expect(claims()).toEqual([]);
  });

  it("is held to the same rules by the content service, whoever sends the files", async () => {
    const body = new FormData();
    body.set("serial", "ASH-1");
    body.set("photo", new File([png(2000, 10) as Uint8Array<ArrayBuffer>], "photo.png", { type: "image/png" }));
    const query = `apiKey=${process.env.CONTENT_API_KEY}&recipient=warranty%40ashless.example&name=warranty-claim`;
    const res = await fetch(`${process.env.CONTENT_API_URL}/api/v1/form-submit?${query}`, { method: "POST", body });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: {
        message: "A photo of the fault: the image is 2000×10 pixels, over MAX_IMAGE_WIDTH 1600.",
        field: "photo",
      },
    });
    expect(claims()).toEqual([]);
  });

  it("sends a good claim with its files to the content service and goes back to the page", async () => {
    const answer = await post(claim({ photo: PNG, receipt: PDF, photoType: "application/octet-stream" }));
    expect(location(answer)).toBe("/warranty-claim?form=sent&formId=warranty-claim-form#form-warranty-claim-form");
    expect(claims()).toEqual([
      {
        recipient: "warranty@ashless.example",
        data: { serial: "ASH-1234-5678", fault: "The light stays red." },
        files: [
          { field: "photo", name: "photo.png", type: "image/png", size: PNG.length },
          { field: "receipt", name: "receipt.pdf", type: "application/pdf", size: PDF.length },
        ],
      },
    ]);
    // what the sandbox tells a test of it: the files' facts, the same bytes as were chosen
    const read = (await (
      await fetch(`${process.env.CONTENT_API_URL}/_sandbox/form-submissions?name=warranty-claim`)
    ).json()) as { submissions: { files: { field: string; sha256: string }[] }[] };
    expect(read.submissions[0].files.find((f) => f.field === "photo")?.sha256).toBe(
      createHash("sha256").update(PNG).digest("hex"),
    );
  });

  it("shows the refusal's own message at the form's errorMessagePath, else the default text", async () => {
    server.use(
      http.post("*/content/api/v1/form-submit", () =>
        HttpResponse.json({ error: { message: "This serial number is not an Ashless device." } }, { status: 422 }),
      ),
    );
    const configured = refusal(await post(claim({ photo: PNG })));
    expect(configured.init.status).toBe(400);
    expect(configured.data.result.error[""]).toEqual(["This serial number is not an Ashless device."]);
    expect(configured.data.result.initialValue.serial).toBe("ASH-1234-5678");

    server.use(http.post("*/content/api/v1/form-submit", () => HttpResponse.json({ message: "No" }, { status: 422 })));
    const fallback = refusal(await post(claim({ photo: PNG })));
    expect(fallback.init.status).toBe(400);
    expect(fallback.data.result.error[""]).toEqual([FORM_TEXT.error]);
  });

  it("takes a picture right at the bounds, under the extension of its kind it was chosen with", async () => {
    const photo = jpeg(1600, 1600);
    const answer = await post(claim({ photo, photoName: "holiday.JPEG", photoType: "image/jpeg" }));
    expect(location(answer)).toContain("?form=sent");
    expect(claims().at(-1)?.files).toEqual([
      { field: "photo", name: "photo.jpeg", type: "image/jpeg", size: photo.length },
    ]);
  });
});
