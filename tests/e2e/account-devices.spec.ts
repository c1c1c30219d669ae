// Devices in the account, with scripting off and on, on both platform flavours: the demo
// customer's devices (overview and page), registering a device by its code and removing it
// after a confirmation, and the answer to each refusal (beside the field, or product.md §8's
// notice) with the code kept. The demo customer is only read; every change uses a customer and a device of
// its own (device-support.ts). axe runs on each new page and state (scripting-off run).
import { expect, type Page } from "@playwright/test";
import { expectAccessible, jsEnabled, test } from "./support";
import { deviceCustomer, newDevice, PASSWORD, resetPasswordElsewhere } from "./device-support";

const DEMO = { email: "demo@ashless.example", password: "Ashless-Demo-2026" };
const h1 = (page: Page) => page.getByRole("heading", { level: 1, name: "Devices" });
const codeField = (page: Page) => page.getByRole("textbox", { name: "Registration code" });
const panel = (page: Page, name: string) =>
  page.locator(".account-panel").filter({ has: page.getByRole("heading", { name }) });
const fact = (scope: ReturnType<typeof panel>, term: string) => scope.locator(`dt:text-is("${term}") + dd`);
const flash = (page: Page, text: string | RegExp) => page.locator(".notice--success").filter({ hasText: text });
const deviceNotice = (page: Page, title: string) =>
  page.getByRole("alert").filter({ has: page.getByRole("heading", { name: title }) });

async function logIn(page: Page, email: string, password: string, to = "/account/devices") {
  await page.goto(`/login?redirectTo=${to}`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  // signing in reads several services; on a busy two-core machine that can take a while
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(to === "/account" ? /Hello/ : "Devices", {
    timeout: 30_000,
  });
}

async function submit(page: Page, name: string) {
  if (jsEnabled(test.info())) await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.getByRole("button", { name, exact: true }).click();
}

async function registerCode(page: Page, code: string) {
  await codeField(page).fill(code);
  await submit(page, "Register device");
}

test.describe("account devices", () => {
  test.slow();

  test("the demo customer's devices, on the overview and their page", async ({ page }) => {
    await logIn(page, DEMO.email, DEMO.password, "/account");
    const overview = page.getByRole("heading", { level: 2, name: "Your devices" });
    await expect(overview).toBeVisible();
    await expect(page.getByText("Ashless Prime", { exact: true })).toBeVisible();
    await page.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: "Devices" }).click();
    await expect(h1(page)).toBeVisible();
    await expect(page.locator('meta[name="page-name"]')).toHaveAttribute("content", "my-devices");
    const prime = panel(page, "Ashless Prime");
    await expect(fact(prime, "Colour")).toHaveText("Graphite");
    await expect(fact(prime, "Type")).toHaveText("Connected heating device, Bluetooth (version 3.1)");
    await expect(fact(prime, "Registered")).toHaveText("14 March 2026");
    await expect(fact(prime, "Warranty until")).toHaveText("14 March 2028");
    await expect(fact(panel(page, "Ashless One"), "Registered")).toHaveText("2 November 2025");
    await expectAccessible(page);
  });

  test(
    "register a device by its code, then remove it after confirming",
    { tag: "@both-flavours" },
    async ({ page }) => {
      const info = test.info();
      const [email, code] = await Promise.all([deviceCustomer(info), newDevice(info, "duo")]);
      await logIn(page, email, PASSWORD);
      await expect(h1(page)).toBeVisible();
      await expect(page.getByText("You haven’t registered a device yet.")).toBeVisible();
      await expectAccessible(page);

      await submit(page, "Register device");
      await expect(codeField(page)).toHaveAttribute("aria-invalid", "true");
      await expect(codeField(page)).toHaveAccessibleDescription(/Enter the registration code/);
      await expectAccessible(page);

      // typed the way it is printed: lower case, in groups
      await registerCode(page, `${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`);
      await expect(flash(page, "Ashless Duo (Forest Green) is registered to your account.")).toBeVisible();
      const duo = panel(page, "Ashless Duo");
      await expect(fact(duo, "Registration code")).toHaveText(code);
      await expect(fact(duo, "Warranty until")).not.toBeEmpty();

      await duo.getByRole("link", { name: /^Remove/ }).click();
      const confirm = page.getByRole("region", { name: "Remove Ashless Duo from your account?" });
      await expect(confirm).toBeVisible();
      await expectAccessible(page);
      await confirm.getByRole("button", { name: "Yes, remove this device" }).click();
      await expect(flash(page, "Ashless Duo has been removed from your account.")).toBeVisible();
      await expect(panel(page, "Ashless Duo")).toHaveCount(0);
    },
  );

  // Which answer each of the device service's refusals gets is devices-routes.test.ts's; here,
  // what a shopper meets: a code they can correct is said beside the field, in plain words
  // (issue 40, 12); a failure on our side is a notice to try again later.
  test("a refused code is said beside the field, a failure is a notice; the code is kept", async ({ page }) => {
    const info = test.info();
    const [email, faulty] = await Promise.all([deviceCustomer(info), newDevice(info, "one", "faulty")]);
    await logIn(page, email, PASSWORD);
    await expect(h1(page)).toBeVisible();
    const beside: [code: string, message: RegExp][] = [
      ["ABCD1234", /The code is too short: it has 10 letters and digits\./],
      ["ASHTAKEN01", /We couldn't register this code\. Check the 10 letters and digits/],
    ];
    for (const [code, message] of beside) {
      await registerCode(page, code);
      await expect(codeField(page)).toHaveAccessibleDescription(message);
      await expect(codeField(page)).toHaveAttribute("aria-invalid", "true");
      await expect(codeField(page)).toHaveValue(code);
      await expect(page.getByRole("alert").getByRole("heading", { name: /bad request|try again/i })).toHaveCount(0);
      await expectAccessible(page);
    }
    await registerCode(page, faulty);
    const alert = deviceNotice(page, "Something went wrong on our side");
    await expect(alert).toBeVisible();
    await expect(codeField(page)).toHaveValue(faulty);
    await expect(alert.getByRole("link", { name: "Try later" })).toHaveCount(1);
    await expectAccessible(page);
    await expect(page.getByText("You haven’t registered a device yet.")).toBeVisible();
  });

  // issue 36, 10: the device service's refusal of an ended session is the platform's "sign in
  // again", not its "unauthorized user" notice (devices-routes.test.ts)
  test("a sign-in ended elsewhere (a password reset) is asked to sign in again, then comes back", async ({ page }) => {
    const info = test.info();
    const [email, code] = await Promise.all([deviceCustomer(info), newDevice(info)]);
    await logIn(page, email, PASSWORD);
    await expect(h1(page)).toBeVisible();
    await resetPasswordElsewhere(info, email);
    await registerCode(page, code);
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await expect(page.getByRole("status")).toContainText("Your session has expired. Please sign in again.");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(`${PASSWORD}-new`);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page).toHaveURL(/\/account\/devices$/);
    await expect(h1(page)).toHaveText("Devices");
  });
});
