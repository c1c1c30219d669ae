import { expect } from "@playwright/test";
import { errorSummary, h1, register } from "./account-support";
import { expectAccessible, test } from "./support";

// Issue 12, item 3 (decision 0016): GOV.UK's "find address" in the address book, as in the
// checkout. The lookup is a submit of the address form itself: what was typed stays.
// @js: the lookup and the choice are submitted by script, the page kept
test(
  "address book: find the address by postcode, choose it, keep what was typed, and save it",
  { tag: "@js" },
  async ({ page }) => {
    await register(page, "Lena");
    await page.goto("/account/address/new");
    await expect(h1(page, "Add a new address")).toBeVisible();
    const group = page.getByRole("group", { name: "Address" });
    await group.getByLabel("First name").fill("Lena");
    await group.getByLabel("Last name").fill("Lookup");
    await group.getByLabel("Phone number").fill("07700 900456");

    const lookup = page.getByLabel("Find your address");
    await lookup.fill("zz1 1zz");
    await page.getByRole("button", { name: "Find address" }).click();
    await expect(errorSummary(page).getByRole("link", { name: /could not find an address for ZZ1 1ZZ/ })).toBeVisible();
    await expect(lookup).toHaveAttribute("aria-invalid", "true");
    await expect(group.getByLabel("Last name")).toHaveValue("Lookup");
    await expectAccessible(page);

    await lookup.fill("m4 3ah");
    await page.getByRole("button", { name: "Find address" }).click();
    const found = page.getByRole("group", { name: /addresses? found for M4 3AH/ });
    await expect(found.getByRole("radio").first()).toBeVisible();
    await expect(group.getByLabel("Phone number")).toHaveValue("07700 900456");
    await expect(page.getByRole("link", { name: "Enter the address manually" })).toBeVisible();
    await expectAccessible(page);

    const choice = found.getByRole("radio").first();
    const label = (await found.locator("label").first().textContent())!.trim();
    await choice.check();
    await page.getByRole("button", { name: "Use this address" }).click();
    await expect(page.getByRole("status")).toContainText(`We have filled in ${label} below`);
    await expect(group.getByLabel("Postcode", { exact: true })).toHaveValue("M4 3AH");
    await expect(group.getByLabel("Town or city")).toHaveValue("Manchester");
    await expect(group.getByLabel("First name")).toHaveValue("Lena");
    await expectAccessible(page);

    await group.getByLabel("County, state or region").selectOption({ label: "England" });
    await page.getByRole("button", { name: "Add address" }).click();
    await expect(
      page.locator(".notice--success").filter({ hasText: "Your new address has been saved." }),
    ).toBeVisible();
    const card = page.getByRole("list", { name: "Saved addresses" }).getByRole("listitem").first();
    await expect(card).toContainText("M4 3AH");
    await expect(card).toContainText("Manchester");
  },
);
