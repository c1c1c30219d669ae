import { expect } from "@playwright/test";
import { addToCart, expectAccessible, expectCartCount, jsEnabled, test } from "./support";

test.describe("browse the catalogue and build a cart", () => {
  // @js: the inline add to cart, and the cart's quantity, coupon and remove fetchers
  test(
    "home → category → product → add → change quantity → coupon → remove",
    { tag: "@js" },
    async ({ page }, info) => {
      // the longest journey, with axe on five pages: give it room on a busy machine
      test.setTimeout(120_000);
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessible(page);

      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sticks", exact: true }).click();
      await expect(page).toHaveURL(/\/shop\/sticks$/);
      await expect(page.getByRole("heading", { level: 1, name: "Sticks" })).toBeVisible();
      await expectAccessible(page);

      await page.getByRole("link", { name: "Amber Tobacco Sticks, Pack of 20" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Amber Tobacco Sticks, Pack of 20" })).toBeVisible();
      await expect(page.getByText("3.5 out of 5")).toBeVisible();
      await expectAccessible(page);

      // before hydration the form is a plain POST, which lands on /cart
      if (jsEnabled(info)) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
      await page.getByRole("button", { name: "Add to cart" }).click();
      if (jsEnabled(info)) {
        // enhanced: the page stays, the message and the header count update in place
        await expect(page.getByText("Added 1 × Amber Tobacco Sticks, Pack of 20 to your cart.")).toBeVisible();
        await expectCartCount(page, 1);
        await page.getByRole("link", { name: "Cart 1 item", exact: true }).click();
      } else {
        await expect(page).toHaveURL(/\/cart$/);
        await expect(page.getByText("Added 1 × Amber Tobacco Sticks, Pack of 20 to your cart.")).toBeVisible();
      }
      await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
      await expectCartCount(page, 1);
      await expectAccessible(page);

      const line = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem").first();
      await line.getByLabel("Quantity").fill("3");
      await line.getByRole("button", { name: /^Update/ }).click();
      await expectCartCount(page, 3);
      await expect(page.locator(".summary .total").last()).toHaveText("£16.50");
      // delivery before the checkout (issue 40, 4): the store's threshold, and what is left to it
      const summary = page.getByRole("complementary", { name: "Order summary" });
      await expect(summary).toContainText("DeliveryChosen at checkout");
      await expect(summary).toContainText("Free delivery on orders of £30 or more: add £13.50 more to get it.");

      await page.getByLabel("Code", { exact: true }).fill("SUMMER2025");
      await page.getByRole("button", { name: "Apply code" }).click();
      // beside the field (and, without scripting, in the summary at the page's top too)
      await expect(page.locator("#coupon-error")).toHaveText('The coupon code "SUMMER2025" has expired.');
      await expect(page.getByLabel("Code", { exact: true })).toHaveValue("SUMMER2025");
      await expect(page.getByLabel("Code", { exact: true })).toHaveAttribute("aria-invalid", "true");

      await page.getByLabel("Code", { exact: true }).fill("WELCOME10");
      await page.getByRole("button", { name: "Apply code" }).click();
      await expect(page.getByText("Applied: WELCOME10")).toBeVisible();
      await expect(page.locator(".summary .total").last()).toHaveText("£14.85");
      await expect(summary).toContainText("add £15.15 more to get it.");
      await expectAccessible(page);

      await page.getByRole("button", { name: /^Remove discount code/ }).click();
      await expect(page.getByText("Applied: WELCOME10")).toHaveCount(0);
      await expect(page.locator(".summary .total").last()).toHaveText("£16.50");

      await line.getByRole("button", { name: /^Remove Amber/ }).click();
      await expect(page.getByText("Your cart is empty.")).toBeVisible();
      await expectCartCount(page, 0);
    },
  );

  // @js: issue 40, 7: the quantity fetcher announces each change as the page without scripting does
  test(
    "every quantity change is announced, and 0 removes the line as Remove does",
    { tag: "@js" },
    async ({ page }, info) => {
      for (const product of ["amber-tobacco-sticks-pack-20", "teak-sticks-pack-20"]) {
        await page.goto(`/shop/sticks/single-packs/${product}`);
        await addToCart(page, info);
      }
      await page.goto("/cart");
      const lines = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
      await expect(lines).toHaveCount(2);
      const said = (text: string) => page.getByRole("status").filter({ hasText: text });
      const setQuantity = async (name: string, quantity: string) => {
        const line = lines.filter({ hasText: name });
        await line.getByLabel(/^Quantity/).fill(quantity);
        await line.getByRole("button", { name: /^Update/ }).click();
      };

      await setQuantity("Amber Tobacco", "3");
      await expect(said("Quantity of Amber Tobacco Sticks, Pack of 20 changed to 3.")).toBeVisible();
      await expectCartCount(page, 4);
      if (jsEnabled(info)) await expect(page.locator('[aria-live="polite"]')).toContainText("changed to 3");

      await setQuantity("Amber Tobacco", "0");
      await expect(said("Amber Tobacco Sticks, Pack of 20 removed from your cart.")).toBeVisible();
      await expect(lines).toHaveCount(1);
      await expectCartCount(page, 1);
      await expectAccessible(page);

      await setQuantity("Teak", "0");
      await expect(said("Teak Sticks, Pack of 20 removed from your cart.")).toBeVisible();
      await expect(page.getByText("Your cart is empty.")).toBeVisible();
      await expectCartCount(page, 0);
    },
  );

  test("a configurable device: choose a colour through links, add it", async ({ page }, info) => {
    await page.goto("/shop/devices/ashless-one-device");
    await expectAccessible(page);
    const colours = page.getByRole("navigation", { name: /Choose colou?r/ });
    await colours.getByRole("link", { name: /Copper/ }).click();
    await expect(page.getByRole("button", { name: "Add to cart" })).toBeDisabled();
    await expect(page.getByText("This product is out of stock")).toBeVisible();
    await colours.getByRole("link", { name: "Pearl White" }).click();
    await expect(colours.getByRole("link", { name: "Pearl White" })).toHaveAttribute("aria-current", "true");
    await addToCart(page, info);
    await page.goto("/cart");
    const lines = page.getByRole("list", { name: "Items in your cart" });
    await expect(lines.getByText("Pearl White")).toBeVisible();
    // the free gift of the device promotion arrives as its own line
    // (its badge: the device line's offer is labelled "Free gift" too)
    await expect(lines.getByRole("paragraph").filter({ hasText: /^Free gift$/ })).toBeVisible();
    await expectAccessible(page);
  });

  test("a bundle shows its option groups and goes into the cart with them", async ({ page }, info) => {
    await page.goto("/shop/bundles/ashless-one-starter-kit");
    const groups = page.locator("form.add-to-cart fieldset");
    expect(await groups.count()).toBeGreaterThan(1);
    await expectAccessible(page);
    await addToCart(page, info);
    await page.goto("/cart");
    await expect(page.getByRole("link", { name: "Ashless One Starter Kit" })).toBeVisible();
    await expectAccessible(page);
  });

  // @js: with scripting the price follows each choice; without it, "Update price" asks the page again
  test("a bundle shows the price of the choices, and the cart charges it", { tag: "@js" }, async ({ page }, info) => {
    await page.goto("/shop/bundles/ashless-one-starter-kit");
    const price = page.locator(".bundle-choices__price");
    await expect(price).toContainText(/Your bundle: £\d+\.\d\d/);
    const before = await price.innerText();
    // the cheaper sticks: the price changes
    await page.getByLabel(/Teak Sticks, Pack of 20/).check();
    if (!jsEnabled(info)) {
      await page.getByRole("button", { name: "Update price" }).click();
      await expect(page.locator(".pdp__info > .price")).toHaveText(/^£\d+\.\d\d$/);
    }
    await expect(price).not.toHaveText(before);
    const chosen = /£\d+\.\d\d/.exec(await price.innerText())![0];
    if (!jsEnabled(info)) await expect(page.locator(".pdp__info > .price")).toHaveText(chosen);
    await addToCart(page, info);
    await page.goto("/cart");
    await expect(page.getByText(chosen).first()).toBeVisible();
  });

  test("an out-of-stock product cannot be added", async ({ page }) => {
    await page.goto("/p/ASH-ACC-CASE");
    await expect(page.getByRole("heading", { level: 1, name: "Ashless Travel Case" })).toBeVisible();
    await expect(page.getByText("Out of stock").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to cart" })).toBeDisabled();
    await expectAccessible(page);
  });

  test("a product's gallery: each thumbnail brings its picture into view, and the film is linked", async ({ page }) => {
    await page.goto("/shop/devices/ashless-one-device");
    const pictures = page.getByRole("list", { name: "Pictures of Ashless One Heating Device" });
    await expect(pictures.getByRole("img")).toHaveCount(3);
    await expect(pictures.getByRole("img").first()).toBeInViewport({ ratio: 0.9 });
    await expect(
      pictures.getByRole("img", { name: "Ashless One Heating Device, lying on its side" }),
    ).not.toBeInViewport({
      ratio: 0.9,
    });
    await page.getByRole("link", { name: "Picture 2 of 3" }).click();
    await expect(pictures.getByRole("img", { name: "Ashless One Heating Device, lying on its side" })).toBeInViewport({
      ratio: 0.9,
    });
    const film = page.getByRole("link", { name: "Watch the video: How Ashless One heats a stick" });
    const response = await page.request.get((await film.getAttribute("href"))!);
    expect(response.ok()).toBe(true);
    await expectAccessible(page);
  });

  test("the cart says what the shop says about the whole cart, and an order over the limit waits", async ({ page }) => {
    // the sandbox's store allows 30 items an order (README: demo data); one more than that
    await page.goto("/p/ASH-STK-AMBER-P20");
    await page.getByLabel("Quantity").fill("31");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.goto("/cart");
    await expect(page.locator(".notice--error").filter({ hasText: "An order can hold at most 30 items" })).toHaveText(
      "An order can hold at most 30 items; your cart has 31.",
    );
    await expect(page.getByText("Please fix the problems marked in your cart before checking out.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Checkout" })).toHaveCount(0);
    await expectAccessible(page);
    // down to the limit: the message goes, and the way to the checkout comes back
    await page.getByLabel("Quantity").fill("30");
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText(/An order can hold at most/)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Checkout" })).toBeVisible();
    // the store's limits are in the summary before any refusal, with the cart's own count
    await expect(page.getByRole("complementary", { name: "Order summary" })).toContainText(
      "An order holds up to 30 items, 10 cartons at most. Your cart has 30 items.",
    );
    await expect(page.getByRole("complementary", { name: "Order summary" })).toContainText(
      "Free delivery on orders of £30 or more: your order gets it.",
    );
  });

  test("a subscription's cost each delivery is in the cart's summary", async ({ page }) => {
    await page.goto("/p/ASH-STK-AMBER-P20-SUB");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.goto("/p/ASH-STK-TEAK-P20");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.goto("/cart");
    const summary = page.getByRole("complementary", { name: "Order summary" });
    await expect(summary.getByText(/^Your subscription: £4\.95 each delivery/)).toBeVisible();
  });

  // @js: the inline add to cart's refusal, on the product page
  test("asking for more than is in stock says so and keeps the quantity", { tag: "@js" }, async ({ page }) => {
    await page.goto("/p/ASH-STK-SIENNA-C10");
    await page.getByLabel("Quantity").fill("3");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /available|stock/i })).toBeVisible();
    await expect(page.getByLabel("Quantity")).toHaveValue("3");
    await expectAccessible(page);
  });

  // @js: the quantity fetcher's refusal, on its line
  test(
    "a line over the product's quantity limit shows its error on the line",
    { tag: "@js" },
    async ({ page }, info) => {
      await page.goto("/p/ASH-STK-PURPLE-P20");
      await expect(page.getByText("You can buy at most 3 of this product per order.")).toBeVisible();
      await addToCart(page, info);
      await page.goto("/cart");
      const line = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem").first();
      // the limit is said beside the quantity, and the browser keeps to it before anything is sent
      const quantity = line.getByLabel("Quantity");
      await expect(quantity).toHaveAccessibleDescription("At most 3 per order");
      await quantity.fill("5");
      expect(await quantity.evaluate((el: HTMLInputElement) => el.validity.rangeOverflow)).toBe(true);
      // a line that went over it anyway (added again from its page) says so on the line
      await page.goto("/p/ASH-STK-PURPLE-P20");
      await page.getByLabel("Quantity", { exact: true }).fill("3");
      await addToCart(page, info);
      await page.goto("/cart");
      await expect(line.getByRole("alert").first()).toContainText(/3/);
      await expectAccessible(page);
    },
  );

  test("listing sorts and pages through links", async ({ page }) => {
    await page.goto("/shop");
    await page.getByRole("link", { name: "Price: low to high" }).click();
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page.getByRole("link", { name: "Price: low to high" })).toHaveAttribute("aria-current", "true");
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/page 2 of/)).toBeVisible();
    await expectAccessible(page);
  });

  test("unknown pages answer 404 with a helpful page", async ({ page }) => {
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expectAccessible(page);
  });
});

test("breadcrumbs name every category level above a listing and a product", async ({ page }) => {
  // toHaveText waits: without scripting, a click only starts the next page's load
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
  await page.goto("/shop/sticks/single-packs");
  await expect(crumbs).toHaveText(["Home", "Shop", "Sticks", "Single packs"]);
  await page
    .getByRole("link", { name: /Amber Tobacco Sticks, Pack of 20/ })
    .first()
    .click();
  await expect(crumbs).toHaveText(["Home", "Shop", "Sticks", "Single packs", "Amber Tobacco Sticks, Pack of 20"]);
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Sticks" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sticks" })).toBeVisible();
});

// Issue 40, 13: without scripting a refused code brings the whole page back; it starts at the
// problem, linked to the field.
// (Not tagged @js: with scripting the code is refused in place, by the coupon's fetcher.)
test("a refused discount code: the page starts at the error summary, linked to the code", async ({ page }, info) => {
  await page.goto("/shop/accessories/ashless-usb-c-charging-cable");
  await addToCart(page, info);
  await page.goto("/cart");
  await page.getByRole("textbox", { name: "Code" }).fill("NOT-A-CODE");
  await page.getByRole("button", { name: /Apply/ }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeFocused();
  const box = (await summary.boundingBox())!;
  expect(box.y).toBeLessThan(400);
  await summary.getByRole("link").click();
  await expect(page.getByRole("textbox", { name: "Code" })).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Code" })).toHaveValue("NOT-A-CODE");
  await expectAccessible(page);
});
