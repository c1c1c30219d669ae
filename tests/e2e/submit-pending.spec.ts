import { expect } from "@playwright/test";
import { errorSummary } from "./checkout-support";
import { expectAccessible, jsEnabled, test } from "./support";

// Issue 39, item 1 (product.md §2's call-to-action pending state): a form's submit button shows
// that it is working and ignores a second press; with scripting off the browser submits as usual.
test(
  "a submit button that is already posting shows it and sends nothing more",
  { tag: "@js" },
  async ({ page }, info) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    // refused on purpose (no address): nothing is stored anywhere
    await page.getByLabel("Your name").fill("Sam Shopper");
    await page.getByLabel("Your message").fill("Where is my parcel?");

    let posts = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith("/contact"),
      async (route) => {
        if (route.request().method() === "POST") {
          posts += 1;
          await held;
        }
        await route.continue().catch(() => {});
      },
    );
    const send = page.getByRole("button", { name: "Send message" });
    // never disabled before the submit: a disabled button's name and value would not be sent
    await expect(send).not.toHaveAttribute("disabled");
    await send.click({ noWaitAfter: true });

    if (jsEnabled(info)) {
      await expect(send).toHaveAttribute("aria-disabled", "true");
      await expectAccessible(page);
      // Playwright itself waits for an aria-disabled button to be enabled: press it regardless
      await send.click({ force: true });
      await send.press("Enter");
    }
    await expect.poll(() => posts).toBe(1);
    release();
    await expect(errorSummary(page)).toContainText("Enter your e-mail address");
    await expect(send).not.toHaveAttribute("aria-disabled");
    await expect(page.getByLabel("Your message")).toHaveValue("Where is my parcel?");
    expect(posts).toBe(1);
  },
);
