import { el, pageData, section, text, type SeedEntry } from "./helpers";

// A content form with a file and an image field (product.md §5): the serial number is required,
// the proof of purchase is a PDF or a picture, the photo of the fault an image. Both carry all
// four file validation kinds (decision 0075): extensions, 1 MB, and a picture's width and height
// (1600 × 1600 pixels for the photo). The submission goes to the content service's form-submit
// with its files (see /_sandbox/form-submissions), which holds them to the same rules.
const MB = 1024 * 1024;
const claimForm = el("warranty-claim-form", "Form:Form", {
  name: "warranty-claim",
  title: "Tell us what happened",
  sendSubmissionsToEmail: "warranty@ashless.example",
  submitLabel: "Send my claim",
  // the service's refusal says why here; without it the shop shows product.md §8's default text
  errorMessagePath: "error.message",
  fields: [
    { name: "serial", label: "Your device's serial number", type: "text", required: true, maxLength: 40 },
    { name: "fault", label: "What is wrong with it?", type: "textarea", maxLength: 2000 },
    {
      name: "receipt",
      label: "Proof of purchase",
      type: "file",
      validation: [
        { kind: "FILE_EXTENSIONS", value: "pdf,jpg,jpeg,png" },
        { kind: "MAX_FILE_SIZE", value: String(MB) },
        { kind: "MAX_IMAGE_WIDTH", value: "3000" },
        { kind: "MAX_IMAGE_HEIGHT", value: "3000" },
      ],
    },
    {
      name: "photo",
      label: "A photo of the fault",
      type: "image",
      required: true,
      validation: [
        { kind: "FILE_EXTENSIONS", value: "jpg,jpeg,png" },
        { kind: "MAX_FILE_SIZE", value: String(MB) },
        { kind: "MAX_IMAGE_WIDTH", value: "1600" },
        { kind: "MAX_IMAGE_HEIGHT", value: "1600" },
      ],
    },
  ],
});

/** "Make a warranty claim" (/warranty-claim, linked from /help). */
export const warranty: SeedEntry = {
  id: "page-warranty-claim",
  model: "page",
  name: "Warranty claim",
  data: pageData(
    "/warranty-claim",
    "Make a warranty claim",
    "Send us your device's serial number and a photo of the fault, and we will replace it.",
    [
      section(
        "warranty-body",
        [
          text(
            "warranty-intro",
            "<h1>Make a warranty claim</h1><p>Every Ashless device comes with a {{state.store.warranty.term}} warranty. Tell us your device's serial number (under the cap) and send a photo of the fault; a receipt helps if the device is not registered in your account.</p>",
          ),
          // the form's own title is an h3: a heading of the page's second level comes first
          text("warranty-claim-title", "<h2>Your claim</h2>"),
          claimForm,
        ],
        720,
      ),
    ],
  ),
};
