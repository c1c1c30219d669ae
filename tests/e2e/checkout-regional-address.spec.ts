import { expect } from "@playwright/test";
import { expectAccessible, jsEnabled, test } from "./support";
import {
  deliveryAddress,
  errorSummary,
  expectFieldError,
  expectStep,
  fillDeliveryAddress,
  prepareCheckout,
  submitAddress,
} from "./checkout-support";

// The regional fields a country's addresses ask for (product.md §3 Checkout address): an Irish
// delivery address asks for its townland or locality. Without scripting the fields follow the
// country last submitted, as the county list does; with it, the country as it is chosen.
test.describe("regional address fields", () => {
  test("an Irish delivery address keeps its townland through an error and shows it in the summary", async ({
    page,
  }) => {
    await prepareCheckout(page, "shipping");
    await page.goto("/checkout/shipping");
    await expectStep(page, "shipping");
    const address = deliveryAddress(page);
    const townland = address.getByLabel(/^Townland or locality/);
    // a British address asks for none
    await expect(townland).toHaveCount(0);
    await fillDeliveryAddress(page, { city: "Swords", postcode: "" });
    await address.getByLabel("Country").selectOption({ label: "Ireland" });
    await page.getByRole("button", { name: "Continue to delivery" }).click();
    await expectStep(page, "shipping");
    // the county was England's: Ireland's list and fields are asked for now
    await expect(address.getByLabel("Country")).toHaveValue("IE");
    await expect(townland).toBeVisible();
    await expect(address.getByLabel("Town or city")).toHaveValue("Swords");
    await address.getByLabel("County, state or region").selectOption({ label: "Dublin" });
    await townland.fill("Ballyboughal");
    await address.getByLabel("Phone number").fill("");
    await page.getByRole("button", { name: "Continue to delivery" }).click();
    await expectStep(page, "shipping");
    await expectFieldError(
      page,
      address.getByLabel("Phone number"),
      "Enter a phone number, in case the courier needs to reach you.",
    );
    await expect(errorSummary(page).getByRole("link")).toHaveCount(1);
    await expect(townland).toHaveValue("Ballyboughal");
    await expectAccessible(page);

    await address.getByLabel("Phone number").fill("+353 1 555 0123");
    await submitAddress(page);
    const summary = page.locator(".checkout-review").first();
    await expect(summary).toContainText("Ballyboughal");
    await expect(summary).toContainText("Ireland");
    await expectAccessible(page);

    // back at the address step, the cart's address fills the field
    await page.goto("/checkout/shipping");
    await expect(deliveryAddress(page).getByLabel(/^Townland or locality/)).toHaveValue("Ballyboughal");
  });

  test("the county list and the regional fields follow the chosen country: at once with scripting on, on submit without @js", async ({
    page,
  }) => {
    const scripted = jsEnabled(test.info());
    await prepareCheckout(page, "shipping");
    await page.goto("/checkout/shipping");
    if (scripted) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const address = deliveryAddress(page);
    const county = address.getByLabel("County, state or region");
    const choose = async (label: string) => {
      await address.getByLabel("Country").selectOption({ label });
      // without scripting the page follows the country it is sent
      if (!scripted) await page.getByRole("button", { name: "Continue to delivery" }).click();
    };
    await expect(county.getByRole("option", { name: "Scotland" })).toHaveCount(1);
    const phone = address.getByLabel("Phone number");
    await expect(phone).toHaveAccessibleDescription(/like 07700 900123 or \+44 7700 900123/);
    await choose("Ireland");
    await expect(address.getByLabel(/^Townland or locality/)).toBeVisible();
    // the phone's examples are Irish numbers
    await expect(phone).toHaveAccessibleDescription(/like 085 123 4567 or \+353 85 123 4567/);
    await expect(county.getByRole("option", { name: "Dublin" })).toHaveCount(1);
    await expect(county.getByRole("option", { name: "Scotland" })).toHaveCount(0);
    await choose("United Kingdom");
    await expect(address.getByLabel(/^Townland or locality/)).toHaveCount(0);
  });
});
