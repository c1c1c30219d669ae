// A guest who bought a device registers it from the order confirmation (product.md §6: by external
// id), with scripting off and on. The cart and the checkout's steps are set up through the
// same form posts the browser sends (prepareCheckout); only the confirmation is walked through.
// Taking the device off the order later, on /order-status, is order-status-device.spec.ts's.
import { expect } from "@playwright/test";
import { expectAccessible, test } from "./support";
import { placeOrder, prepareCheckout, uniqueEmail } from "./checkout-support";
import { newDevice } from "./device-support";

test.describe("device registration on the order confirmation", () => {
  test.slow();

  test("a guest registers the device of their order by its code", async ({ page }, info) => {
    const origin = new URL(info.project.use.baseURL!).origin;
    const device = await page.request.post(`${origin}/shop/devices/ashless-one-device`, {
      form: { intent: "add", kind: "configurable", parentSku: "ASH-DEV-ONE", sku: "ASH-DEV-ONE-BLACK", quantity: "1" },
      maxRedirects: 0,
      headers: { Origin: origin },
    });
    expect(device.status(), "device added to the cart").toBe(302);
    const email = uniqueEmail("device-guest");
    const [code] = await Promise.all([newDevice(info, "one"), prepareCheckout(page, "payment", { email })]);
    await page.goto("/checkout/payment");
    const number = await placeOrder(page);

    const section = page.getByRole("region", { name: "Register your device" });
    await expect(section).toBeVisible();
    await expectAccessible(page);

    await section.getByRole("textbox", { name: "Registration code" }).fill("ASHBAD0001");
    await section.getByRole("button", { name: "Register device" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "We couldn't register this code" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Registration code" })).toHaveValue("ASHBAD0001");
    await expectAccessible(page);

    await page.getByRole("textbox", { name: "Registration code" }).fill(code);
    await page.getByRole("button", { name: "Register device" }).click();
    await expect(
      page.locator(".notice--success").filter({ hasText: `is registered with order ${number}` }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/confirmation/${number}$`));
  });
});
