// Steps of the checkout as a shopper goes through them, shared by the checkout specs.
// Every step page a helper lands on is checked with axe, as design.md §5 asks.
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import { addToCart, expectAccessible, jsEnabled, test } from "./support";
import { payIfAsked } from "./payment-support";
import { passAgeCheck } from "./age-support";

export const SHOPPER = {
  firstname: "Ada",
  lastname: "Lovelace",
  street: "Downing Street",
  house: "10",
  city: "London",
  postcode: "SW1A 2AA",
  region: "England",
  telephone: "07700 900123",
};

/** Orders and trials are remembered per e-mail, and the sandbox outlives one run. */
export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export const STEP_HEADINGS = {
  contact: "Your contact details",
  shipping: "Where should we deliver?",
  delivery: "How should we deliver?",
  payment: "Check and pay",
} as const;

export async function expectStep(page: Page, step: keyof typeof STEP_HEADINGS, base = "/checkout") {
  await expect(page).toHaveURL(new RegExp(`${base}/${step}$`));
  await expect(page.getByRole("heading", { level: 1, name: STEP_HEADINGS[step] })).toBeVisible();
}

/** (Product page →) "Add to cart" → the cart page. */
export async function addProductAndOpenCart(page: Page, info: TestInfo, productPath?: string) {
  if (productPath) await page.goto(productPath);
  await addToCart(page, info);
  // With JS the product page stays; the header link leads to the cart.
  if (jsEnabled(info)) await page.getByRole("link", { name: /^Cart \d+ items?$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
}

export async function checkoutFromCart(page: Page) {
  await page.getByRole("link", { name: "Checkout", exact: true }).click();
  await expectStep(page, "contact");
}

export async function submitContact(page: Page, email: string, base = "/checkout") {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Continue to shipping" }).click();
  await expectStep(page, "shipping", base);
}

export function deliveryAddress(page: Page) {
  return page.getByRole("group", { name: "Delivery address", exact: true });
}

export async function fillDeliveryAddress(page: Page, values: Partial<typeof SHOPPER> = {}) {
  const a = { ...SHOPPER, ...values };
  const group = deliveryAddress(page);
  await group.getByLabel("First name").fill(a.firstname);
  await group.getByLabel("Last name").fill(a.lastname);
  await group.getByLabel("Address line 1").fill(`${a.house} ${a.street}`);
  await group.getByLabel("Town or city").fill(a.city);
  await group.getByLabel("Postcode").fill(a.postcode);
  await expect(group.getByLabel("Country")).toHaveValue("GB");
  await group.getByLabel("County, state or region").selectOption({ label: a.region });
  await group.getByLabel("Phone number").fill(a.telephone);
}

export async function submitAddress(page: Page, base = "/checkout") {
  await page.getByRole("button", { name: "Continue to delivery" }).click();
  await expectStep(page, "delivery", base);
}

export function deliveryOptions(page: Page) {
  return page.getByRole("group", { name: "Delivery option" });
}

export async function chooseDelivery(page: Page, method: RegExp, base = "/checkout") {
  await deliveryOptions(page).getByLabel(method).check();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await passAgeCheck(page);
  await expectStep(page, "payment", base);
}

/** Contact, address and delivery done by the shopper, each page checked with axe. */
export async function checkoutToPayment(page: Page, email: string, delivery: RegExp, base = "/checkout") {
  await expectAccessible(page);
  await submitContact(page, email, base);
  await fillDeliveryAddress(page);
  await expectAccessible(page);
  await submitAddress(page, base);
  await expectAccessible(page);
  await chooseDelivery(page, delivery, base);
  await expectAccessible(page);
}

/** Place order, and for a card order pay with the good test card on the provider's page. */
export async function placeOrder(page: Page) {
  await page.getByLabel("I confirm I am 18 or over").check();
  await page.getByRole("button", { name: "Place order" }).click();
  await payIfAsked(page);
  return confirmedOrderNumber(page);
}

/** The order number the confirmation page shows (and carries in its address). */
export async function confirmedOrderNumber(page: Page) {
  await expect(page).toHaveURL(/\/confirmation\/\d+$/);
  const status = page.getByRole("status").filter({ hasText: "Your order number is" });
  await expect(status).toBeVisible();
  const number = /Your order number is (\d+)/.exec(await status.innerText())?.[1];
  expect(number, "order number on the confirmation").toBeTruthy();
  expect(page.url()).toMatch(new RegExp(`/confirmation/${number}$`));
  return number!;
}

/** A row of an order summary: "Total" → "£9.49". */
export function summaryRow(summary: Locator, label: string | RegExp) {
  return summary.locator("dl > div").filter({ has: summary.page().locator("dt").getByText(label, { exact: true }) });
}

export function errorSummary(page: Page) {
  return page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "There is a problem" }) });
}

/**
 * A field's error as a shopper (and a screen reader) meets it: the message beside the field,
 * tied to it by aria-describedby, the field marked invalid, and the same message in the error
 * summary as a link to the field.
 */
export async function expectFieldError(page: Page, field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
  const link = errorSummary(page).getByRole("link", { name: message });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", `#${await field.getAttribute("id")}`);
}

export function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export const CABLE = {
  sku: "ASH-ACC-CABLE",
  name: "Ashless USB-C Charging Cable",
  path: "/shop/accessories/ashless-usb-c-charging-cable",
};

type Prepared = "contact" | "shipping" | "delivery" | "payment";

/**
 * Brings this shopper's checkout up to `step` without rendering the steps before it, for
 * tests about a later step: the same form posts the browser sends, with the page's cookies,
 * each expected to move on to the next step. The steps themselves are walked through by a
 * shopper, and checked with axe, in checkout.spec.ts.
 */
export async function prepareCheckout(
  page: Page,
  step: Prepared,
  options: { email?: string; method?: string; origin?: string; address?: Partial<typeof SHOPPER> } = {},
) {
  const origin = options.origin ?? new URL(test.info().project.use.baseURL!).origin;
  const post = async (path: string, form: Record<string, string>, next: string) => {
    const res = await page.request.post(`${origin}${path}`, { form, maxRedirects: 0, headers: { Origin: origin } });
    expect(`${res.status()} ${res.headers()["location"]}`, `POST ${path}`).toBe(`302 ${next}`);
  };
  await post(CABLE.path, { intent: "add", kind: "simple", sku: CABLE.sku, quantity: "1" }, "/cart");
  if (step === "contact") return;
  await post(
    "/checkout/contact",
    { intent: "contact", email: options.email ?? uniqueEmail("prepared") },
    "/checkout/shipping",
  );
  if (step === "shipping") return;
  // The county list's ids come from the shop's directory, so they are read off the page.
  const html = await (await page.request.get(`${origin}/checkout/shipping`)).text();
  const regionId = new RegExp(`<option value="(\\d+)">${SHOPPER.region}</option>`).exec(html)?.[1];
  expect(regionId, `${SHOPPER.region} in the county list`).toBeTruthy();
  const a = { ...SHOPPER, ...options.address };
  const address = {
    firstname: a.firstname,
    lastname: a.lastname,
    line1: `${a.house} ${a.street}`,
    city: a.city,
    postcode: a.postcode,
    countryCode: "GB",
    regionId: regionId!,
    telephone: a.telephone,
  };
  const shipping = Object.fromEntries(Object.entries(address).map(([k, v]) => [`shipping.${k}`, v]));
  await post("/checkout/shipping", { intent: "shipping", ...shipping, sameAsShipping: "on" }, "/checkout/delivery");
  if (step === "delivery") return;
  await post(
    "/checkout/delivery",
    { intent: "delivery", method: options.method ?? "flatrate|tracked" },
    "/checkout/payment",
  );
}

/**
 * The payment step's Place order form, as the browser would post it, for a cash-on-delivery
 * order (a card order would go on to the provider's page), read off the payment page at `origin`.
 */
export async function placeOrderForm(page: Page, origin = "") {
  await page.goto(`${origin}/checkout/payment`);
  await expectStep(page, "payment");
  const form = {
    intent: "place-order",
    idempotencyKey: await page.locator('input[name="idempotencyKey"]').inputValue(),
    paymentMethod: "cashondelivery",
    attr_age_confirmation: "1",
  };
  expect(form.idempotencyKey).not.toBe("");
  return form;
}
