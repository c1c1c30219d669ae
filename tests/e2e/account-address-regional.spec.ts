import { expect } from "@playwright/test";
import { expectAccessible, test } from "./support";
import { h1, register } from "./account-support";

// The address book asks for the regional fields a country's addresses need, as the checkout
// does (product.md §3 Account address): an Irish address keeps its townland or locality.
// Without scripting the fields follow the country last submitted.
test.describe("address book: regional fields", () => {
  test("an Irish address keeps its townland and shows it in the list", async ({ page }) => {
    await register(page, "Aoife");
    await page.goto("/account/address/new");
    await expect(h1(page, "Add a new address")).toBeVisible();
    const group = page.getByRole("group", { name: "Address" });
    const townland = group.getByLabel(/^Townland or locality/);
    await expect(townland).toHaveCount(0);
    await group.getByLabel("First name").fill("Aoife");
    await group.getByLabel("Last name").fill("Byrne");
    await group.getByLabel("Address line 1").fill("4 Main Street");
    await group.getByLabel("Town or city").fill("Swords");
    await group.getByLabel("Country").selectOption({ label: "Ireland" });
    // no phone number yet: the form comes back, for Ireland now
    await page.getByRole("button", { name: "Add address" }).click();
    await expect(group.getByLabel("Country")).toHaveValue("IE");
    await expect(group.getByLabel("Phone number")).toHaveAttribute("aria-invalid", "true");
    await expect(townland).toBeVisible();
    await expectAccessible(page);
    await group.getByLabel("Phone number").fill("+353 1 555 0123");
    await group.getByLabel("County, state or region").selectOption({ label: "Dublin" });
    await group.getByLabel("Postcode").fill("K67 X2Y3");
    await townland.fill("Ballyboughal");
    await page.getByRole("button", { name: "Add address" }).click();
    const cards = page.getByRole("list", { name: "Saved addresses" }).getByRole("listitem");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Ballyboughal");
    await expect(cards.first()).toContainText("Ireland");
    await expectAccessible(page);

    // editing pre-fills it
    await cards.first().getByRole("link", { name: /^Edit/ }).click();
    await expect(page.getByRole("group", { name: "Address" }).getByLabel(/^Townland or locality/)).toHaveValue(
      "Ballyboughal",
    );
  });
});
