import { expect } from "@playwright/test";
import { expectAccessible, test } from "./support";
import { png } from "../support/pictures";

// A content form's image field with its own validation rules (product.md §5 FILE_EXTENSIONS,
// MAX_FILE_SIZE, MAX_IMAGE_WIDTH/HEIGHT; decision 0075): the warranty claim's photo takes .jpg,
// .jpeg or .png of up to 1 MB and 1600 × 1600 pixels. A picture too wide is refused beside its
// field with what was typed kept, and the good receipt chosen with it is asked for again. With
// scripting on (@js), the second try goes through /content-form's hydrated form.
test("a warranty claim: a photo too wide is refused beside its field, then a good one is sent @js", async ({
  page,
}) => {
  await page.goto("/warranty-claim");
  const form = page.locator("#form-warranty-claim-form");
  const photo = form.getByLabel("A photo of the fault");
  await expect(photo).toHaveAttribute("accept", ".jpg,.jpeg,.png");
  await expect(photo).toHaveAccessibleDescription("A JPEG or PNG image of up to 1 MB, at most 1600 × 1600 pixels.");
  await form.getByLabel("Your device's serial number").fill("ASH-1234-5678");
  await form.getByLabel("What is wrong with it?").fill("The light stays red.");
  await form
    .getByLabel(/Proof of purchase/)
    .setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: Buffer.from(png(300, 400)) });
  await photo.setInputFiles({ name: "fault.png", mimeType: "image/png", buffer: Buffer.from(png(2000, 10)) });
  await form.getByRole("button", { name: "Send my claim" }).click();

  await expect(page).toHaveURL(/\/content-form$/);
  const refused = page.getByLabel("A photo of the fault");
  await expect(refused).toHaveAttribute("aria-invalid", "true");
  await expect(refused).toHaveAccessibleDescription(
    /This image is 2000 × 10 pixels: choose one of up to 1600 × 1600 pixels\./,
  );
  await expect(page.getByLabel("Your device's serial number")).toHaveValue("ASH-1234-5678");
  await expect(page.getByLabel("What is wrong with it?")).toHaveValue("The light stays red.");
  // the receipt was fine, but a browser never refills a file input
  await expect(page.getByLabel(/Proof of purchase/)).toHaveAccessibleDescription(
    /Your file was fine, but choose it again/,
  );
  await expectAccessible(page);

  await page
    .getByLabel(/Proof of purchase/)
    .setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: Buffer.from(png(300, 400)) });
  await refused.setInputFiles({ name: "fault.png", mimeType: "image/png", buffer: Buffer.from(png(1600, 1200)) });
  await page.getByRole("button", { name: "Send my claim" }).click();
  await expect(page).toHaveURL(/\/warranty-claim\?form=sent&formId=warranty-claim-form/);
  await expect(page.getByRole("status")).toHaveText("Thanks!");
});
