// product.md §8 "Customer lookup" (decision 0076) as a customer meets it: a customer whose club
// membership is paused is told so on the club's pages, with the way to contact us, and one the club
// has no member for is told they are not in the club yet, on the referral page too; once the
// membership is back, the club is shown again. State comes from the sandbox's API; axe on each state.
import { expect, type Page } from "@playwright/test";
import { expectAccessible, test } from "./support";
import { customer } from "./pack-support";
import { setMembership } from "./club-support";

async function logIn(page: Page, who: { email: string; password: string }) {
  await page.getByLabel("E-mail address").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

const clubNav = (page: Page) => page.getByRole("navigation", { name: "The club" });

test(
  "a customer whose membership is paused, then removed, then back",
  { tag: "@both-flavours" },
  async ({ page }, info) => {
    test.slow();
    const who = await customer(info);
    await setMembership(info, who.email, "suspended");

    await page.goto("/club/history");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fclub%2Fhistory$/);
    await logIn(page, who);
    await expect(page).toHaveURL(/\/club\/history$/);
    const paused = page.getByRole("heading", { level: 1, name: "Your club membership is paused or closed" });
    await expect(paused).toBeVisible();
    await expect(page.getByRole("main")).toContainText("you can't collect or use points");
    await expect(page.getByRole("table")).toHaveCount(0);
    await expectAccessible(page);
    // the club's frame stays, and its pages say the same
    await clubNav(page).getByRole("link", { name: "Rewards" }).click();
    await expect(paused).toBeVisible();
    await page.getByRole("link", { name: "Contact us about your membership" }).click();
    await expect(page).toHaveURL(/\/contact$/);

    await setMembership(info, who.email, "not_member");
    await page.goto("/referral");
    await expect(page.getByRole("heading", { level: 1, name: "You're not in the club yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact us to join the club" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("region", { name: "Your code" })).toHaveCount(0);
    await expectAccessible(page);

    await setMembership(info, who.email, "active");
    await clubNav(page).getByRole("link", { name: "Overview" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "The club" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Your points" })).toContainText("0 points");
  },
);
