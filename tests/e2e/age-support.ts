// Age verification as the journeys meet it (docs/decisions/0013): checkout sends an
// unverified customer to /account/age-verification (a guest whose details the hidden check
// can't confirm to /checkout/age-verification), and back to the payment step once verified.
// The sandbox decides from the data entered (README "Age verification").
import { expect, type Page } from "@playwright/test";

export const ADULT_DOB = "1990-03-27";
export const UNDER_18_DOB = () => `${new Date().getUTCFullYear() - 16}-06-15`;
/** born on 1 January: the sandbox bank sends it to manual review (pending, then success) */
export const REVIEW_DOB = "1985-01-01";

export const AGE_PAGE = /\/age-verification(\?.*)?$/;

/** On the methods page: the Photo ID document, with `dob` (synchronous: decided at once). */
export async function verifyWithDocument(page: Page, dob = ADULT_DOB, number = "P12345678") {
  const form = page.getByRole("heading", { level: 2, name: "Photo ID document" });
  // after a refusal the form is already there: following the link again would load it afresh
  // while the fields are being typed (with scripting on, a client-side navigation)
  if (!(await form.isVisible())) await page.getByRole("link", { name: "Photo ID document" }).click();
  await expect(form).toBeVisible();
  await page.getByLabel("Passport or driving licence number").fill(number);
  await page.getByLabel("Date of birth").fill(dob);
  await page.getByRole("button", { name: "Verify my age" }).click();
}

/** When checkout sent the shopper to verify their age: an adult's document, then back. */
export async function passAgeCheck(page: Page) {
  // called just after "Continue to payment": with scripting on the click returns before the
  // navigation it starts, so wait for where it leads (the payment step, or the age check)
  const onAgePage = (url: URL) => AGE_PAGE.test(url.pathname + url.search);
  await page.waitForURL((url) => onAgePage(url) || /\/payment$/.test(url.pathname));
  if (!onAgePage(new URL(page.url()))) return false;
  await expect(page.getByRole("link", { name: "Photo ID document" })).toBeVisible();
  await verifyWithDocument(page);
  await expect(page).not.toHaveURL(AGE_PAGE);
  return true;
}
