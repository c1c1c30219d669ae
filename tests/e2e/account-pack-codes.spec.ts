// Pack codes, trade-in eligibility and the registration consent as a customer meets them, with
// scripting off and on, on both platform flavours (the file name puts it in legacy-no-js too).
// State comes from the sandbox's APIs (pack-support.ts); axe runs on each new page and state.
import { expect, type Page } from "@playwright/test";
import { addToCart, expectAccessible, jsEnabled, test } from "./support";
import { customer, packCodes, tradedIn } from "./pack-support";

// seeded: at the pack limit and already traded in (README "Pack codes and trade-in")
const JAMIE = { email: "jamie@ashless.example", password: "Ashless-Demo-2026" };
const PRIME = "/shop/devices/ashless-prime-device";

async function logIn(page: Page, who: { email: string; password: string }, redirectTo?: string) {
  if (redirectTo) await page.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel("E-mail address").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

const codeField = (page: Page) => page.getByRole("textbox", { name: "Pack code" });

async function register(page: Page, code: string) {
  await codeField(page).fill(code);
  await page.getByRole("button", { name: "Register code" }).click();
}

/** The message beside the field, which the field names in its description. */
async function expectFieldError(page: Page, message: string | RegExp) {
  const error = page.locator(".field__error");
  await expect(error).toHaveText(message);
  await expect(codeField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(codeField(page)).toHaveAccessibleDescription(
    new RegExp((await error.textContent())!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  );
}

test.describe("pack codes and trade-in", () => {
  test.slow();

  test(
    "pack codes: a registration with its points, and a used, invalid or malformed code beside the field",
    { tag: "@both-flavours" },
    async ({ page }, info) => {
      const [fresh] = await packCodes(info, 1);
      await logIn(page, await customer(info), "/account");
      await page.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: "Pack codes" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Pack codes" })).toBeVisible();
      await expect(page).toHaveTitle(/^Pack codes/);
      await expectAccessible(page);

      await register(page, "AB12-CD");
      await expectFieldError(page, /^A pack code has 12 letters and digits/);
      await expect(codeField(page)).toHaveValue("AB12-CD");
      await expectAccessible(page);

      await register(page, "ASH1-USED-0001");
      await expectFieldError(page, "This code has already been registered. Each code can be registered only once.");
      await expect(codeField(page)).toHaveValue("ASH1-USED-0001");

      await register(page, "zzzz-zzzz-zzz9");
      await expectFieldError(page, "This code is not valid. Check it against the code printed inside the pack.");
      await expect(codeField(page)).toHaveValue("zzzz-zzzz-zzz9");

      await register(page, fresh.toLowerCase());
      const pretty = `${fresh.slice(0, 4)}-${fresh.slice(4, 8)}-${fresh.slice(8)}`;
      await expect(page.locator(".notice--success")).toHaveText(
        `Pack code ${pretty} is registered. You earned 50 points (Pack registration).`,
      );
      await expect(codeField(page)).toHaveValue("");
      await expectAccessible(page);

      await register(page, fresh);
      await expectFieldError(page, "This code has already been registered. Each code can be registered only once.");
    },
  );

  test("pack codes: a customer at the registration limit is told so and the code stays unused", async ({
    page,
  }, info) => {
    const [fresh] = await packCodes(info, 1);
    await logIn(page, JAMIE, "/account/pack-codes");
    await register(page, fresh);
    await expectFieldError(page, /^You have registered as many packs as you can for now/);
    await expectAccessible(page);

    // the code was not used up: someone under the limit can still register it
    await page.getByRole("button", { name: "Log out" }).first().click();
    await logIn(page, await customer(info), "/account/pack-codes");
    await register(page, fresh);
    await expect(page.locator(".notice--success")).toContainText("is registered. You earned 50 points");
  });

  test("trade-in: a signed-out shopper is asked to sign in, then sees they are eligible", async ({ page }, info) => {
    const shopper = await customer(info);
    await page.goto(PRIME);
    const box = page.getByRole("region", { name: "Trade in your old device" });
    await expect(box).toContainText("get £20.00 off this one");
    await expectAccessible(page);
    await box.getByRole("link", { name: "Sign in to check whether you can trade in" }).click();
    await logIn(page, shopper);
    await expect(page).toHaveURL(new RegExp(`${PRIME}$`));
    await expect(box).toContainText("You are eligible for trade-in.");
    await expectAccessible(page);

    await tradedIn(info, shopper.email);
    await page.reload();
    await expect(box).toContainText("You are not eligible for trade-in");
  });

  test("trade-in: a customer who already traded in is not eligible", async ({ page }) => {
    await logIn(page, JAMIE, PRIME);
    const box = page.getByRole("region", { name: "Trade in your old device" });
    await expect(box).toContainText("You are not eligible for trade-in");
    await expectAccessible(page);
    // a device without trade-in has no box
    await page.goto("/shop/devices/ashless-one-device");
    await expect(page.getByRole("heading", { level: 1, name: "Ashless One Heating Device" })).toBeVisible();
    await expect(box).toHaveCount(0);
  });

  test("registration consent: asked on a device page and kept on the cart line", async ({ page }, info) => {
    await page.goto(PRIME);
    const consent = page.getByRole("checkbox", { name: "Register this device to me for its 2-year warranty" });
    await expect(consent).not.toBeChecked();
    await consent.check();
    await addToCart(page, info);
    if (jsEnabled(info)) await page.goto("/cart");
    const line = page.locator(".cart-line").filter({ hasText: "Ashless Prime Heating Device" });
    await expect(line).toContainText("Will be registered to you for its warranty");
    await expectAccessible(page);

    // without the tick the device is sold all the same, unregistered
    await page.goto("/shop/devices/ashless-duo-device");
    await addToCart(page, info);
    if (jsEnabled(info)) await page.goto("/cart");
    const duo = page.locator(".cart-line").filter({ hasText: "Ashless Duo Heating Device" });
    await expect(duo).toBeVisible();
    await expect(duo).not.toContainText("registered");
  });
});
