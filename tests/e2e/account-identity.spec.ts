// Identity as a shopper uses it, with scripting off and on, on both platform flavours:
// registration, logging in and out, the one wrong-credentials message, the way back after
// signing in, password reset through the sandbox's mail outbox, and checking out as a
// customer (saved and new addresses, the guest cart merged on login). Every test registers
// its own customer; axe runs on every page visited.
import { payIfAsked } from "./payment-support";
import { passAgeCheck } from "./age-support";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { errorSummary, h1, header, legacy, notice, PASSWORD, register, unique } from "./account-support";
import { addToCart, expectAccessible, expectCartCount, fillAddress, jsEnabled, test } from "./support";

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

async function logOut(page: Page) {
  await header(page).getByRole("button", { name: "Log out" }).click();
  await expect(notice(page, "You have been logged out.")).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Log in" })).toBeVisible();
}

/** The newest password-reset link the sandbox platform "e-mailed" (its outbox, sandbox only). */
async function resetLink(page: Page, info: TestInfo, email: string) {
  const port = Number(process.env.E2E_SANDBOX_PORT ?? 4110) + (legacy(info) ? 1 : 0);
  const mount = legacy(info) ? "platform-legacy" : "platform";
  const res = await page.request.get(
    `http://127.0.0.1:${port}/${mount}/_sandbox/outbox?email=${encodeURIComponent(email)}`,
  );
  const body = (await res.json()) as {
    messages?: { kind: string; link: string | null }[];
    data?: { kind: string; link: string | null }[];
  };
  return (body.messages ?? body.data ?? []).find((m) => m.kind === "password-reset")?.link ?? null;
}

// Each test walks through several pages, each checked with axe.
test.describe.configure({ timeout: 120_000 });

test.describe("identity", () => {
  test(
    "register, log out, log in again; a wrong password gets the one message",
    { tag: "@both-flavours" },
    async ({ page }) => {
      await page.goto("/register");
      await expectAccessible(page);
      const email = await register(page, "Robin");
      await expectAccessible(page);
      await logOut(page);

      await header(page).getByRole("link", { name: "Log in" }).click();
      await expect(h1(page, "Log in")).toBeVisible();
      await expect(page.locator('meta[name="page-name"]')).toHaveAttribute("content", "login-page");
      await expectAccessible(page);
      await logIn(page, email, "Not-The-Password-1");
      await expect(errorSummary(page)).toContainText("The e-mail or password is incorrect.");
      // the same words for an address nobody registered: nothing to learn about accounts
      await expect(page.getByLabel("E-mail address")).toHaveValue(email);
      await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
      await expectAccessible(page);
      const nobody = unique("nobody");
      await logIn(page, nobody, "Not-The-Password-1");
      await expect(errorSummary(page)).toContainText("The e-mail or password is incorrect.");
      // (the answer is in once the form shows the address just tried, and no password)
      await expect(page.getByLabel("E-mail address")).toHaveValue(nobody);
      await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

      await logIn(page, email, PASSWORD);
      await expect(page).toHaveURL(/\/account$/);
      await expect(notice(page, "Welcome back, Robin.")).toBeVisible();
      // the sign-in answer says no device is registered to Robin
      await expect(notice(page, "You haven't registered a device yet")).toBeVisible();
      await expect(header(page).getByRole("link", { name: "Hi, Robin" })).toHaveAttribute("href", "/account");

      // logging out is a POST: visiting /logout only offers the button
      await page.goto("/logout");
      await expect(h1(page, "Log out")).toBeVisible();
      await expect(header(page).getByRole("link", { name: "Hi, Robin" })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("main").getByRole("button", { name: "Log out" }).click();
      await expect(notice(page, "You have been logged out.")).toBeVisible();
    },
  );

  test("a signed-out visit to the orders page goes to log in and comes back", async ({ page }) => {
    const email = await register(page, "Sasha");
    await logOut(page);
    await page.goto("/account/orders");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Forders$/);
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(h1(page, "Your orders")).toBeVisible();
    await expectAccessible(page);
  });

  // @js: once hydrated, the password rules say which are met as the shopper types
  test(
    "forgotten password: same answer for everyone, a link by e-mail, a new password",
    { tag: "@js" },
    async ({ page }, info) => {
      const email = await register(page, "Morgan");
      await logOut(page);
      await page.goto("/login");
      await page.getByRole("link", { name: "Forgotten your password?" }).click();
      await expect(h1(page, "Forgotten your password?")).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel("E-mail address").fill(unique("nobody"));
      await page.getByRole("button", { name: "Send me a link" }).click();
      const confirmation =
        "If there is an account for that e-mail address, we've sent it a link to choose a new password.";
      await expect(page.getByText(confirmation)).toBeVisible();
      await page.goto("/forgot-password");
      await page.getByLabel("E-mail address").fill(email);
      await page.getByRole("button", { name: "Send me a link" }).click();
      await expect(page.getByText(confirmation)).toBeVisible();
      await expectAccessible(page);

      const link = await resetLink(page, info, email);
      expect(link).toMatch(/\/reset-password\?token=/);
      await page.goto(link!);
      await expect(h1(page, "Choose a new password")).toBeVisible();
      const rules = page.locator(".password-rules");
      await expect(rules).toContainText("At least 8 characters");
      await expectAccessible(page);
      await page.getByLabel("New password", { exact: true }).fill("weak");
      if (jsEnabled(info)) await expect(rules.getByText("At least 8 characters: not yet")).toBeAttached();
      await page.getByLabel("Type the new password again").fill("weak");
      await page.getByRole("button", { name: "Save my new password" }).click();
      await expect(errorSummary(page)).toContainText("Your password doesn't meet all the requirements listed.");
      // after the failed submit the list says which rules were missed, with or without scripting
      await expect(rules.getByText("At least 8 characters: not yet")).toBeAttached();
      await expectAccessible(page);

      const fresh = "Fresh-Start-2027";
      await page.getByLabel("New password", { exact: true }).fill(fresh);
      await page.getByLabel("Type the new password again").fill(fresh);
      await page.getByRole("button", { name: "Save my new password" }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(notice(page, "Your password has been changed.")).toBeVisible();
      await logIn(page, email, fresh);
      await expect(page).toHaveURL(/\/account$/);

      // a link works once
      await page.goto(link!);
      await page.getByLabel("New password", { exact: true }).fill("Another-Go-2028");
      await page.getByLabel("Type the new password again").fill("Another-Go-2028");
      await page.getByRole("button", { name: "Save my new password" }).click();
      await expect(h1(page, "This link can't be used")).toBeVisible();
      await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password");
    },
  );
});

const AMBER = "/shop/sticks/single-packs/amber-tobacco-sticks-pack-20";
const RUBY = "/shop/sticks/single-packs/ruby-berry-sticks-pack-20";

async function deliverAndPay(page: Page) {
  await expect(h1(page, "How should we deliver?")).toBeVisible();
  await page.getByRole("radio", { name: /Tracked delivery/ }).check();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await passAgeCheck(page); // a new customer confirms their age once
  await page.getByLabel("I confirm I am 18 or over").check();
  await page.getByRole("button", { name: "Place order" }).click();
  await payIfAsked(page);
  await expect(h1(page, /your order is paid/)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
}

test.describe("checking out as a customer", () => {
  // @js: once hydrated, choosing a saved address hides the new address's fields
  test(
    "the guest cart merges on login; a new address is saved, then chosen from the address book",
    { tag: "@js" },
    async ({ page }, info) => {
      test.setTimeout(180_000); // two orders, each step checked with axe
      const email = await register(page, "Jamie");
      await page.goto(AMBER);
      await addToCart(page, info);
      await expectCartCount(page, 1);
      await logOut(page);
      await expectCartCount(page, 0);

      // a guest adds something else, then logs in: both are in the customer's cart
      await page.goto(RUBY);
      await addToCart(page, info);
      await expectCartCount(page, 1);
      await page.goto("/login?redirectTo=%2Fcart");
      await logIn(page, email, PASSWORD);
      await expect(page).toHaveURL(/\/cart$/);
      const lines = page.getByRole("list", { name: "Items in your cart" });
      await expect(lines.getByRole("link", { name: "Amber Tobacco Sticks, Pack of 20" })).toBeVisible();
      await expect(lines.getByRole("link", { name: "Ruby Berry Sticks, Pack of 20" })).toBeVisible();
      await expectCartCount(page, 2);
      await expectAccessible(page);

      // the e-mail is the customer's: checkout starts at the address
      await page.goto("/checkout");
      await expect(page).toHaveURL(/\/checkout\/shipping$/);
      await expectAccessible(page);
      const delivery = page.getByRole("group", { name: "Delivery address", exact: true });
      await fillAddress(delivery, {
        firstname: "Jamie",
        lastname: "Fletcher",
        line1: "5 Station Road",
        city: "York",
        postcode: "YO1 7HH",
        region: "England",
        phone: "07700 900456",
      });
      await delivery.getByLabel("Save this address to my address book").check();
      await page.getByRole("button", { name: "Continue to delivery" }).click();
      await deliverAndPay(page);
      await expectAccessible(page);
      await expectCartCount(page, 0);

      // next time the saved address is offered, and already chosen
      await page.goto(AMBER);
      await addToCart(page, info);
      await page.goto("/checkout/shipping");
      const saved = page.getByRole("group", { name: "Delivery address", exact: true });
      await expect(saved.getByRole("radio", { name: /Jamie Fletcher, 5 Station Road, York, YO1 7HH/ })).toBeChecked();
      await expect(saved.getByRole("radio", { name: /Use a new address/ })).not.toBeChecked();
      // the new address's fields: hidden once hydrated while a saved address is chosen, shown
      // for "Use a new address"; always there without scripting (ignored for a saved address)
      const newAddress = page.getByRole("group", { name: /^New delivery address/, includeHidden: true });
      await expect(newAddress).toHaveCount(1);
      if (jsEnabled(info)) {
        await expect(newAddress).toBeHidden();
        await saved.getByRole("radio", { name: /Use a new address/ }).check();
        await expect(newAddress).toBeVisible();
        await saved.getByRole("radio", { name: /Jamie Fletcher, 5 Station Road/ }).check();
        await expect(newAddress).toBeHidden();
      } else await expect(newAddress).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("button", { name: "Continue to delivery" }).click();
      await deliverAndPay(page);
      await expect(page.getByText("5 Station Road").first()).toBeVisible();
    },
  );
});
