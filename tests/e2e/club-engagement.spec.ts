// The club's surveys, quizzes and contests and the public flavour finder, with scripting off and on (and
// on the legacy flavour, scripting off): a new customer starts a survey, a wrong serial code is
// refused beside the field (what was typed kept), the right one collects 100 points at once
// (the partner confirms it while the status is asked again, product.md §9) and a slow one says the
// points will follow; a quiz with a question left out, then its results; a contest entry with a
// photo (multipart, without scripting too), refusals beside the file field; a guest's flavour
// finder recommends the shop's sticks. State comes from the sandbox's APIs; axe on each page.
import { expect, type Page } from "@playwright/test";
import { expectAccessible, test } from "./support";
import { customer } from "./pack-support";
import { serialCodes } from "./club-support";

async function logIn(page: Page, who: { email: string; password: string }) {
  await page.getByLabel("E-mail address").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

/** a 1×1 PNG */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const serialCode = (page: Page) => page.getByRole("textbox", { name: "Serial code" });
const submitCode = (page: Page) => page.getByRole("button", { name: "Check code and collect points" });

test.describe("the club's surveys and quizzes", () => {
  test.slow();

  test("a survey: started, a wrong serial code refused beside the field, the right one collects 100 points; a slow one follows", async ({
    page,
  }, info) => {
    const shopper = await customer(info);
    const [code] = await serialCodes(info, "amber-2027", 1);
    const [slow] = await serialCodes(info, "device-month-2027", 1, true);
    await page.goto("/login?redirectTo=%2Fclub%2Fsurveys");
    await logIn(page, shopper);
    await expect(page.getByRole("heading", { level: 1, name: "Surveys" })).toBeVisible();
    const amber = page.getByRole("listitem").filter({ hasText: "Amber: first impressions" });
    await expect(amber).toContainText("100 points · Not started");
    // last year's survey has closed: nothing to start
    await expect(page.getByRole("listitem").filter({ hasText: "Amber 2026" }).getByRole("button")).toHaveCount(0);
    await expectAccessible(page);

    await amber.getByRole("button", { name: "Start survey Amber: first impressions" }).click();
    await expect(page).toHaveURL(/\/club\/surveys\/amber-2027$/);
    await expect(page.locator(".notice--success")).toContainText('You are taking part in "Amber: first impressions"');
    await expect(page.locator(".club-facts")).toContainText(/Status\s*Started/);

    await serialCode(page).fill("ABCD-0000-ZZZZ");
    await submitCode(page).click();
    await expect(page.locator(".field__error")).toHaveText(/This serial code is not one of this survey's/);
    await expect(serialCode(page)).toHaveValue("ABCD-0000-ZZZZ");
    await expect(serialCode(page)).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    // typed as printed, with dashes and in lower case
    await serialCode(page).fill(code.toLowerCase().replace(/^(.{4})/, "$1-"));
    await submitCode(page).click();
    await expect(page.locator(".notice--success")).toContainText("Thank you! 100 points were added to your balance.");
    await expect(page.locator(".club-facts")).toContainText(/Status\s*Completed/);
    await expect(serialCode(page)).toHaveCount(0);
    await page.goto("/club/history");
    await expect(page.locator(".account-table tbody tr").first()).toContainText(/Survey answered.*\+100/);

    // a code the partner is still checking when the shop stops asking: the points follow later
    await page.goto("/club/surveys/device-month-2027");
    await page.getByRole("button", { name: /^Start survey/ }).click();
    await serialCode(page).fill(slow);
    await submitCode(page).click();
    await expect(page.locator(".notice--info").first()).toContainText("We are still checking your serial code");
    await expect(page.locator(".club-facts")).toContainText(/Status\s*Answered: we are checking/);
  });

  test("a club quiz: a question left out is named beside it, the answers kept; then the results and the last score", async ({
    page,
  }, info) => {
    const shopper = await customer(info);
    await page.goto("/login?redirectTo=%2Fclub%2Fquizzes");
    await logIn(page, shopper);
    await expect(page.getByRole("heading", { level: 1, name: "Quizzes" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Know your device" }).click();
    await expect(page).toHaveURL(/\/club\/quizzes\/device-basics$/);
    await page.getByLabel("After every twenty sticks").check();
    await page.getByLabel("The tobacco is heated, never burnt").check();
    await page.getByRole("button", { name: "See my results" }).click();
    const third = page.getByRole("group", { name: /3\. When is it best to charge/ });
    await expect(third).toContainText("Choose an answer to question 3.");
    await expect(page.getByLabel("After every twenty sticks")).toBeChecked();
    await expect(page.getByLabel("The tobacco is heated, never burnt")).toBeChecked();
    await expectAccessible(page);

    await page.getByLabel("Only once the battery is completely empty").check();
    await page.getByRole("button", { name: "See my results" }).click();
    await expect(page).toHaveURL(/\/club\/quizzes\/device-basics\/results\/[\w-]+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your results" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("You answered 2 out of 3 correctly.");
    await expect(page.locator(".club-facts")).toContainText("Only once the battery is completely empty (not quite)");
    await expectAccessible(page);

    await page.getByRole("link", { name: "All quizzes" }).click();
    await expect(page.getByRole("link", { name: "Your last score: 2 out of 3" })).toBeVisible();
  });

  // @js: with scripting the photo is sent by fetch, as multipart form data
  test(
    "a contest with a photo: a photo too large, of the wrong kind or not an image is refused beside the field, the answer kept; then the entry is in",
    { tag: "@js" },
    async ({ page }, info) => {
      const shopper = await customer(info);
      await page.goto("/login?redirectTo=%2Fclub%2Fcontests");
      await logIn(page, shopper);
      await expect(page.getByRole("heading", { level: 1, name: "Contests" })).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: "Festival 2026" })).toContainText("Closed");
      await expectAccessible(page);
      await page.getByRole("link", { name: "Your Ashless moment" }).click();
      await expect(page).toHaveURL(/\/club\/contests\/photo-2027$/);

      const story = page.getByRole("textbox", { name: "Tell us about your photo" });
      const photo = page.getByLabel("Your photo", { exact: true });
      const send = page.getByRole("button", { name: "Send my entry" });
      const photoError = page.locator(".field").filter({ has: photo }).locator(".field__error");
      const big = Buffer.alloc(3 * 1024 * 1024, 0);
      PNG.copy(big);
      await story.fill("At the lake, first light");
      await photo.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: big });
      await send.click();
      await expect(photoError).toHaveText(/This photo is 3 MB: choose one of up to 2 MB\./);
      await expect(photo).toHaveAttribute("aria-invalid", "true");
      await expect(story).toHaveValue("At the lake, first light");
      await expectAccessible(page);

      await photo.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
      await send.click();
      await expect(photoError).toHaveText("Choose a JPEG or PNG photo.");
      // named a PNG, but its bytes are not an image: its bytes decide, not the name or the declared type
      await photo.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("hello") });
      // the message is the one already shown: wait for this submit to end before the next one,
      // which would otherwise interrupt it (the router then reports the abort in the console)
      const answered = page.waitForResponse((response) => response.request().method() === "POST");
      await send.click();
      await answered;
      await expect(send).not.toHaveAttribute("aria-disabled");
      await expect(photoError).toHaveText("Choose a JPEG or PNG photo.");
      await expect(story).toHaveValue("At the lake, first light");

      await photo.setInputFiles({ name: "lake.png", mimeType: "image/png", buffer: PNG });
      await send.click();
      await expect(page.locator(".notice--success")).toContainText('Your entry to "Your Ashless moment" is in.');
      await expect(page.locator(".club-facts").first()).toContainText(/Status\s*Entered/);
      const entry = page.getByRole("region", { name: "Your entry" });
      await expect(entry).toContainText("At the lake, first light");
      // the platform got a name of the shop's own, never the one the browser sent
      await expect(entry).toContainText("photo.png");
      await expect(send).toHaveCount(0);
      await expectAccessible(page);
    },
  );

  test("the flavour finder, signed out: every question is needed, then flavours to try with the shop's sticks", async ({
    page,
  }) => {
    await page.goto("/flavor-finder");
    await expect(page.getByRole("heading", { level: 1, name: "Find your flavour" })).toBeVisible();
    await expect(page.locator('meta[name="page-name"]')).toHaveAttribute("content", "flavor-finder");
    await expectAccessible(page);
    await page.getByLabel("Fresh and cool").check();
    await page.getByRole("button", { name: "Show my flavours" }).click();
    await expect(page.getByRole("link", { name: "Choose an answer to question 2." })).toBeVisible();
    await expect(page.getByLabel("Fresh and cool")).toBeChecked();
    await expectAccessible(page);

    await page.getByLabel("Light").check();
    await page.getByLabel("On a break outdoors").check();
    await page.getByRole("button", { name: "Show my flavours" }).click();
    await expect(page).toHaveURL(/\/flavor-finder\/results\/[\w-]+$/);
    const flavours = page.getByRole("region", { name: "Flavours to try" }).getByRole("listitem");
    await expect(flavours).toHaveCount(2);
    await expect(flavours.first()).toContainText("Silver Menthol");
    await expect(flavours.nth(1)).toContainText("Turquoise Mint");
    await expectAccessible(page);
    await flavours
      .first()
      .getByRole("link", { name: /Silver Menthol Sticks/ })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Silver Menthol");
  });
});
