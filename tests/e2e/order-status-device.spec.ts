// A guest takes a device off their order on /order-status (product.md §6's guest unassign,
// decision 0012), with scripting off. The order and its registered device are set up through
// the sandbox's APIs (the confirmation page's registration is checkout-device-registration's);
// the lookup and the unassign are the shopper's.
import { expect } from "@playwright/test";
import { expectAccessible, test } from "./support";
import { expectFieldError, SHOPPER } from "./checkout-support";
import { deviceOf, guestDeviceOrder, newDevice, registerWithOrder } from "./device-support";

test("a guest takes the device off their order by its code, after a wrong code is pointed out", async ({
  page,
}, info) => {
  const [order, code, other] = await Promise.all([
    guestDeviceOrder(info, SHOPPER.postcode),
    newDevice(info, "one"),
    newDevice(info, "one"),
  ]);
  await registerWithOrder(info, code, order.number);

  await page.goto(`/order-status?number=${order.number}`);
  await page.getByLabel("E-mail address you ordered with").fill(order.email);
  await page.getByLabel("Billing postcode").fill(SHOPPER.postcode);
  await page.getByRole("button", { name: "Find my order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${order.number}` })).toBeVisible();
  const section = page.getByRole("region", { name: "A device from this order" });
  const field = section.getByRole("textbox", { name: "Registration code" });

  // a device that is not this order's: refused beside the field, the code kept, the order still shown
  await field.fill(other);
  await section.getByRole("button", { name: "Take it off this order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${order.number}` })).toBeVisible();
  await expectFieldError(
    page,
    field,
    `No device with this code is registered with order ${order.number}. Check the code on the card in its box.`,
  );
  await expect(field).toHaveValue(other);
  await expectAccessible(page);

  await field.fill(code);
  await section.getByRole("button", { name: "Take it off this order" }).click();
  await expect(
    page.locator(".notice--success").filter({
      hasText: `Ashless One is no longer registered with order ${order.number}. It can now be registered again, by you or by whoever you give it to.`,
    }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${order.number}` })).toBeVisible();
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  expect(await deviceOf(info, code)).toMatchObject({ externalId: null, consumerId: null });
});
