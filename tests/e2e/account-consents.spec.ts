// Consent renewal (product.md §3) as a customer meets it, with scripting off, on both platform
// flavours: the privacy notice changed (the sandbox's own route says so), sign-in asks first, the
// account waits until the consents are saved, public pages don't; logging out instead is offered.
import { expect, type Page } from "@playwright/test";
import { expectAccessible, test } from "./support";
import { errorSummary, h1, notice } from "./account-support";
import { customer, platform, post } from "./pack-support";

const RENEWAL = /\/account\/consents-renewal\?redirectTo=%2Faccount%2Forders$/;
const privacy = (page: Page) => page.getByRole("checkbox", { name: /privacy notice/ });

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login?redirectTo=%2Faccount%2Forders");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

test(
  "consents to renew: asked at sign-in, the account waits, log out or save and go on",
  {
    tag: "@both-flavours",
  },
  async ({ page }, info) => {
    test.setTimeout(120_000);
    const { email, password } = await customer(info);
    await post(`${platform(info)}/_sandbox/consent-renewal`, { email });

    // Signed in, but asked first; logging out instead is offered.
    await logIn(page, email, password);
    await expect(page).toHaveURL(RENEWAL);
    await expect(h1(page, "Review your choices")).toBeVisible();
    await expect(page.getByText(/We've updated how we use your data/)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Your account" })).toHaveCount(0);
    await expect(privacy(page)).toBeChecked();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Log out instead" }).click();
    await expect(notice(page, "You have been logged out.")).toBeVisible();

    // Asked again at the next sign-in; the account and the club wait, the shop doesn't.
    await logIn(page, email, password);
    await expect(page).toHaveURL(RENEWAL);
    await page.goto("/club");
    await expect(page).toHaveURL(/\/account\/consents-renewal\?redirectTo=%2Fclub$/);
    await page.goto("/shop");
    await expect(page).toHaveURL(/\/shop$/);
    await page.goto("/account/orders");
    await expect(page).toHaveURL(RENEWAL);

    // The required consent is refused unticked, beside it and in the summary.
    await privacy(page).uncheck();
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(errorSummary(page)).toBeVisible();
    await expect(privacy(page)).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByText("Tick the boxes marked required: we can't keep your account without them."),
    ).toHaveCount(2);
    await expectAccessible(page);

    // Saved: on to where they were going, and the account is open again.
    await privacy(page).check();
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(notice(page, "Thank you: your choices are saved.")).toBeVisible();
    await expect(h1(page, "Your orders")).toBeVisible();
    await page.goto("/club");
    await expect(page).toHaveURL(/\/club$/);
  },
);
