// The account area as a shopper uses it, with scripting off and on, on both platform
// flavours. Every test that changes data registers its own customer; the seeded demo
// customer is only read (its orders: pages, sort, filter). axe runs on every page visited.
import { expect, type Page, type TestInfo } from "@playwright/test";
import { addToCart, expectAccessible, jsEnabled, test } from "./support";
import { checkoutAsCustomer, expectProviderPage } from "./payment-support";

const DEMO = { email: "demo@ashless.example", password: "Ashless-Demo-2026" };
const PASSWORD = "Ashless-Test-2026";
const legacy = (info: TestInfo) => info.project.name.startsWith("legacy");

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
const h1 = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 1, name });
const flash = (page: Page, text: string | RegExp) =>
  page.locator(".notice--success, .notice--info").filter({ hasText: text });
const errorSummary = (page: Page) =>
  page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "There is a problem" }) });
const accountNav = (page: Page) => page.getByRole("navigation", { name: "Your account" });

async function register(page: Page, email = unique("acct"), firstname = "Ada") {
  await page.goto("/register");
  await page.getByLabel(/^E-?mail address/).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("First name").fill(firstname);
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Date of birth").fill("1990-03-27");
  await page.getByLabel(/privacy notice/).check();
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(h1(page, `Hello, ${firstname}`)).toBeVisible();
  return email;
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

/**
 * Presses a form's button as a shopper would. With scripting, leaving the last field first
 * lets its blur check (and the message it adds) settle, so the button doesn't move mid-click.
 */
async function submit(page: Page, name: string) {
  if (jsEnabled(test.info())) await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.getByRole("button", { name, exact: true }).click();
}

/** Typed passwords never come back from the server (with scripting the browser keeps what is in the field). */
async function expectPasswordNotEchoed(page: Page, label: string) {
  if (!jsEnabled(test.info())) await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
}

/** The one-time code the sandbox platform "texted" (its outbox, sandbox only). */
async function lastCode(info: TestInfo, phone: string) {
  const port = Number(process.env.E2E_SANDBOX_PORT ?? 4110) + (legacy(info) ? 1 : 0);
  const mount = legacy(info) ? "platform-legacy" : "platform";
  const res = await fetch(`http://127.0.0.1:${port}/${mount}/_sandbox/outbox?to=${encodeURIComponent(phone)}`);
  const body = (await res.json()) as { messages?: { code: string | null }[]; data?: { code: string | null }[] };
  return (body.messages ?? body.data ?? [])[0]?.code ?? "";
}

test.describe("account pages", () => {
  // Long journeys with an axe check on every page (without scripting, each opens a tab).
  test.describe.configure({ timeout: 180_000 });

  // @js: the old #hash links are sent on by script
  test("signed-out visitors log in and come back; old hash links; log out", { tag: "@js" }, async ({ page }, info) => {
    await page.goto("/account/orders?sort=number");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Forders%3Fsort%3Dnumber$/);
    await logIn(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/account\/orders\?sort=number$/);
    await expect(h1(page, "Your orders")).toBeVisible();
    await expect(page.locator('meta[name="page-name"]')).toHaveAttribute("content", "my-orders");
    expect(JSON.parse((await page.locator("#page-context").textContent()) ?? "{}")).toEqual({ pageName: "my-orders" });

    await page.goto("/account#/address");
    if (jsEnabled(info)) await expect(page).toHaveURL(/\/account\/address$/);
    else await expect(h1(page, /^Hello/)).toBeVisible();
    await page.goto("/account#/login");
    await expect(h1(page, /^Hello/)).toBeVisible();
    await expect(page).toHaveURL(/\/account#\/login$/);

    await expect(accountNav(page).getByRole("link", { name: "Deactivate account" })).toHaveCount(legacy(info) ? 0 : 1);
    // one way to log out on the page: the header's (it was also in the account's menu)
    await expect(page.getByRole("button", { name: "Log out" })).toHaveCount(1);
    await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
    await expect(flash(page, "You have been logged out.")).toBeVisible();
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
  });

  test("the demo customer's orders: count, pages, sort, status filter, details, invoice, unknown order", async ({
    page,
  }) => {
    await page.goto("/login?redirectTo=%2Faccount%2Forders");
    await logIn(page, DEMO.email, DEMO.password);
    await expect(h1(page, "Your orders")).toBeVisible();
    const count = Number(
      /You have placed (\d+) orders/.exec(await page.getByText(/You have placed \d+ orders/).innerText())?.[1],
    );
    expect(count).toBeGreaterThanOrEqual(12);
    await expectAccessible(page);
    const rows = page.getByRole("table", { name: /Your orders/ }).locator("tbody tr");
    await expect(rows).toHaveCount(10);
    // what the demo customer bought in shops (the platform's offline purchases), newest first
    await expect(page.getByRole("heading", { level: 2, name: "Bought in person" })).toBeVisible();
    const inPerson = page.getByRole("table", { name: "What you bought in person" }).locator("tbody tr");
    await expect(inPerson).toHaveCount(2);
    await expect(inPerson.first().getByRole("rowheader")).toContainText(/3 October 2026\s*At a partner shop/);
    await expect(inPerson.first()).toContainText("3 × Silver Menthol Sticks, Pack of 20");
    await expect(inPerson.nth(1).getByRole("rowheader")).toContainText(/12 September 2026\s*At an Ashless store/);
    await expect(inPerson.nth(1).getByRole("listitem")).toHaveText([
      "2 × Amber Tobacco Sticks, Pack of 20",
      "1 × Turquoise Mint Sticks, Pack of 20",
    ]);
    // on a phone every column shows, the total included, without scrolling the table sideways
    await page.setViewportSize({ width: 390, height: 844 });
    const box = page.getByRole("region", { name: /^Your orders, page/ });
    expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const inPersonBox = page.getByRole("region", { name: "What you bought in person" });
    expect(await inPersonBox.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await expect(rows.first().locator("td").last()).toContainText(/£\d+\.\d\d/);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole("navigation", { name: "Order pages" }).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/account\/orders\?page=2$/);
    await expect(rows).toHaveCount(count - 10);
    await expect(page.getByRole("navigation", { name: "Order pages" }).locator('[aria-current="page"]')).toHaveText(
      "Page 2",
    );

    await page.getByRole("link", { name: "Order number, low to high" }).click();
    await expect(page).toHaveURL(/\?sort=number&dir=asc$/);
    await expect(page.getByRole("link", { name: "Order number, low to high" })).toHaveAttribute("aria-current", "true");
    const numbers = await rows.locator("th a").allInnerTexts();
    expect(numbers.map((n) => n.replace(/\D/g, ""))).toEqual([...numbers.map((n) => n.replace(/\D/g, ""))].sort());

    const filters = page.getByRole("navigation", { name: "Filter orders by status" });
    await filters.getByRole("link", { name: "Delivered", exact: true }).click();
    await expect(page).toHaveURL(/\?status=delivered&sort=number&dir=asc$/);
    await expect(rows.first()).toBeVisible();
    for (const status of await rows.locator("td:nth-child(2)").allInnerTexts()) expect(status).toContain("Delivered");
    await expectAccessible(page);

    await rows.first().getByRole("link").click();
    await expect(h1(page, /^Order \d+$/)).toBeVisible();
    await expect(page.getByRole("table", { name: "Items in this order" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Totals" })).toContainText("Total");
    await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
    await expectAccessible(page);

    // The invoice comes through the shop with the customer's session (the upstream link needs a token).
    const href = await page.getByRole("link", { name: "Invoice 1 (PDF)" }).getAttribute("href");
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // one that is not this order's goes back to the order with a message
    const orderPath = new URL(page.url()).pathname;
    await page.goto(`${orderPath}/invoices/not-an-invoice`);
    await expect(page).toHaveURL(new RegExp(`${orderPath}$`));
    await expect(page.getByText("That invoice isn't available online.")).toBeVisible();

    const response = await page.goto("/account/orders/999999999");
    expect(response?.status()).toBe(404);
    await expect(h1(page, "Order not found")).toBeVisible();
    await expectAccessible(page);

    // Saved cards: a removal asks first, and "No, keep it" keeps the card (demo data stays as it is).
    await accountNav(page).getByRole("link", { name: "Payment cards" }).click();
    await expect(h1(page, "Payment cards")).toBeVisible();
    await page.getByRole("link", { name: /^Remove Visa ending/ }).click();
    await expect(page.getByRole("heading", { name: /^Remove your Visa ending \d+\?$/ })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "No, keep it" }).click();
    await expect(page.getByRole("heading", { name: /^Visa ending/ })).toBeVisible();
  });

  test("a refunded order: the refund, the card paid with, the checkout details, and its download", async ({ page }) => {
    await page.goto("/login?redirectTo=%2Faccount%2Forders%2F000000109");
    await logIn(page, DEMO.email, DEMO.password);
    await expect(h1(page, "Order 000000109")).toBeVisible();
    const totals = page.getByRole("region", { name: "Totals" });
    await expect(totals.getByRole("definition").filter({ hasText: /^−£\d+\.\d\d$/ })).toHaveCount(1);
    await expect(totals).toContainText(/Refunded\s*−£\d+\.\d\d/);
    await expect(totals).toContainText(/Total after refund\s*£\d+\.\d\d/);
    const kit = page.getByRole("table", { name: "Items in this order" }).getByRole("row", { name: /Cleaning/ });
    await expect(kit).toContainText("1 refunded");
    await expect(page.getByText("Card number ending")).toBeVisible();
    // the method's title, then the card's type: "Card" is not said twice
    await expect(page.getByText("Card type")).toBeVisible();
    await expect(page.getByText("4242")).toBeVisible();
    const checkout = page.getByRole("region", { name: "Details you gave at checkout" });
    await expect(checkout).toContainText(/How did you hear about us\?\s*A friend/);
    await expect(checkout).toContainText(/Delivery instructions\s*Leave it with the neighbour at number 12/);
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download order details (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("order-000000109.csv");
    const csv = (await (await download.createReadStream()).toArray()).join("");
    expect(csv).toContain("Order number 000000109");
    expect(csv).toMatch(/\r\nTotal,Total after refund,,,,\d+\.\d\d\r\n/);
  });

  test("personal details and a verified phone number", async ({ page }, info) => {
    await register(page);
    await expectAccessible(page);
    await accountNav(page).getByRole("link", { name: "Account information" }).click();
    await expect(h1(page, "Account information")).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("link", { name: "Change your personal details" }).click();
    await expect(h1(page, "Your personal details")).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("First name").fill("Grace");
    await page.getByLabel("Date of birth").fill("2015-01-01");
    await submit(page, "Save details");
    await expect(
      errorSummary(page).getByRole("link", { name: "You must be 18 or over to have an account." }),
    ).toBeVisible();
    await expect(page.getByLabel("Date of birth")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("First name")).toHaveValue("Grace");
    await expectAccessible(page);
    await page.getByLabel("Date of birth").fill("1985-12-10");
    await submit(page, "Save details");
    await expect(flash(page, "Your personal details have been saved.")).toBeVisible();
    await expect(page.getByText("Grace Lovelace")).toBeVisible();

    const phone = `07700 9${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`;
    await page.getByRole("link", { name: "Add a phone number" }).click();
    await expect(h1(page, "Update your phone number")).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Mobile phone number").fill(phone.replace(" ", ""));
    await submit(page, "Send code");
    await expect(h1(page, "Enter your code")).toBeVisible();
    // the verification item as the platform has it (product.md §7 Verification)
    await expect(page.getByText(/It works until \d{2}:\d{2} \(3 tries left\)\./)).toBeVisible();
    await expectAccessible(page);
    const international = `+44${phone.replace(/\D/g, "").slice(1)}`;
    const code = await lastCode(info, international);
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel("Code", { exact: true }).fill(code === "000000" ? "111111" : "000000");
    await submit(page, "Verify number");
    await expect(page.getByText("That code is not right.")).toHaveCount(2); // beside the field and in the summary
    await expect(page.getByText(/\(2 tries left\)\./)).toBeVisible();
    await page.getByLabel("Code", { exact: true }).fill(code);
    await submit(page, "Verify number");
    // typed without a space and stored as +44…, shown the national way, in groups
    await expect(flash(page, `Your phone number ${phone} is verified.`)).toBeVisible();
    await expect(page.locator("dd").filter({ hasText: phone })).toBeVisible();
  });

  test(
    "preferences after sign-up: shown, changed, refused beside the field",
    { tag: "@both-flavours" },
    async ({ page }) => {
      await register(page);
      await accountNav(page).getByRole("link", { name: "Account information" }).click();
      const summary = page.locator(".account-details").filter({ hasText: "Favourite flavour" });
      await expect(summary).toContainText(/Favourite flavour\s*Not given/);
      await page.getByRole("link", { name: "Change your preferences" }).click();
      await expect(h1(page, "Your preferences")).toBeVisible();
      await expectAccessible(page);
      // in the configuration's display order, in two groups; the brand's number is not a field
      const about = page.getByRole("group", { name: "About you" });
      await expect(about.getByRole("combobox").or(about.getByRole("textbox"))).toHaveCount(3);
      await expect(page.getByLabel(/In-store customer number/)).toHaveCount(0);
      await expect(about).toContainText("In-store customer number");
      await page.getByLabel(/Favourite flavour/).selectOption({ label: "Citrus" });
      await page.getByLabel(/Preferred store/).fill("Covent Garden");
      await page.getByLabel(/Delivery instructions/).fill("x".repeat(101));
      await submit(page, "Save preferences");
      await expect(
        errorSummary(page).getByRole("link", { name: "Delivery instructions must be 100 characters or fewer." }),
      ).toBeVisible();
      await expect(page.getByLabel(/Delivery instructions/)).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel(/Preferred store/)).toHaveValue("Covent Garden");
      await expect(page.getByLabel(/Favourite flavour/)).toHaveValue("citrus");
      await expectAccessible(page);
      await page.getByLabel(/Delivery instructions/).fill("Leave it with the neighbour at number 12");
      await submit(page, "Save preferences");
      await expect(flash(page, "Your preferences have been saved.")).toBeVisible();
      await expect(summary).toContainText(/Favourite flavour\s*Citrus/);
      await expect(summary).toContainText(/Preferred store\s*Covent Garden/);
      await expect(summary).toContainText(/Delivery instructions\s*Leave it with the neighbour at number 12/);

      // cleared again: a clearable answer may be removed
      await page.getByRole("link", { name: "Change your preferences" }).click();
      await page.getByLabel(/Preferred store/).fill("");
      await submit(page, "Save preferences");
      await expect(flash(page, "Your preferences have been saved.")).toBeVisible();
      await expect(summary).toContainText(/Preferred store\s*Not given/);
    },
  );

  test("a friend's code added after registering (unified only)", { tag: "@both-flavours" }, async ({ page }, info) => {
    const panel = page.getByRole("region", { name: "Did a friend refer you?" });
    if (legacy(info)) {
      // the legacy platform has no call for it: the page does not offer it
      await register(page);
      await page.goto("/referral");
      await expect(h1(page, "Refer a friend")).toBeVisible();
      await expect(panel).toHaveCount(0);
      return;
    }
    // the friend: a customer of this test's own, so the demo customer's referrals stay as they are
    await register(page, unique("friend"), "Fran");
    await page.goto("/referral");
    const friendCode = (await page.locator(".club-code").textContent())!.trim();
    expect(friendCode).toMatch(/^FRAN-[0-9A-F]{6}$/);
    await page.context().clearCookies();
    await register(page);
    await page.goto("/referral");
    await expect(h1(page, "Refer a friend")).toBeVisible();
    await expectAccessible(page);
    await panel.getByLabel("Your friend's code").fill("no such code!");
    await submit(page, "Add the code");
    await expect(page.getByText("Enter the referral code as you received it: letters and numbers only.")).toHaveCount(
      2,
    );
    await expect(page.getByLabel("Your friend's code")).toHaveValue("no such code!");
    await page.getByLabel("Your friend's code").fill("NOBODY-1");
    await submit(page, "Add the code");
    await expect(page.getByText("There is no referral code like this. Check it and try again.")).toHaveCount(2);
    await expect(page.getByLabel("Your friend's code")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
    await page.getByLabel("Your friend's code").fill(friendCode.toLowerCase());
    await submit(page, "Add the code");
    await expect(flash(page, `Thank you: your friend's code ${friendCode} is on your account.`)).toBeVisible();
    await expect(page.getByText(`You joined with the code ${friendCode}.`)).toBeVisible();
    await expect(page.getByRole("region", { name: "Did a friend refer you?" })).toHaveCount(0);
  });

  test(
    "a privacy request: refused beside the field, then received with its due date",
    { tag: "@both-flavours" },
    async ({ page }) => {
      const email = await register(page);
      await accountNav(page).getByRole("link", { name: "Your data and privacy" }).click();
      await expect(h1(page, "Your data and privacy")).toBeVisible();
      await expectAccessible(page);
      await submit(page, "Send my request");
      await expect(errorSummary(page).getByRole("link", { name: "Choose what you are asking for." })).toBeVisible();
      await page.getByLabel("Correct personal data you hold about me").check();
      await submit(page, "Send my request");
      await expect(
        errorSummary(page).getByRole("link", { name: "Tell us which details are wrong, and what they should be." }),
      ).toBeVisible();
      await expect(page.getByLabel("Correct personal data you hold about me")).toBeChecked();
      await expectAccessible(page);
      await page.getByLabel("A copy of the personal data you hold about me").check();
      await submit(page, "Send my request");
      await expect(
        flash(
          page,
          new RegExp(
            `^We have your request, reference PRV-\\d{6}\\. We will answer by \\d{1,2} \\w+ \\d{4}, by e-mail to ${email.replace(/[.+]/g, "\\$&")}\\.$`,
          ),
        ),
      ).toBeVisible();
      // a second one of the same kind is refused, saying which request is open
      await page.getByLabel("A copy of the personal data you hold about me").check();
      await submit(page, "Send my request");
      await expect(errorSummary(page)).toContainText(/We are already working on your request PRV-\d{6}/);
    },
  );

  test("e-mail change request and password change", async ({ page }) => {
    const email = await register(page, unique("acct"), "Grace");
    await accountNav(page).getByRole("link", { name: "Account information" }).click();
    await page.getByLabel("New e-mail address").fill(unique("moved"));
    await page.getByLabel("Your password").fill(PASSWORD);
    await submit(page, "Send confirmation link");
    await expect(flash(page, /^We've sent a link to /)).toBeVisible();
    await expect(page.getByText("Change pending verification")).toBeVisible();

    await accountNav(page).getByRole("link", { name: "Change password" }).click();
    await expect(h1(page, "Change your password")).toBeVisible();
    await expectAccessible(page);
    const newPassword = "Brand-New-Pass-9";
    await page.getByLabel("Current password").fill("Not-My-Password-1");
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("New password again").fill(newPassword);
    await submit(page, "Change password");
    await expect(page.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
    await expectPasswordNotEchoed(page, "New password");
    await expectAccessible(page);
    await page.getByLabel("Current password").fill(PASSWORD);
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("New password again").fill(newPassword);
    await submit(page, "Change password");
    await expect(flash(page, "Your password has been changed.")).toBeVisible();

    await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
    await page.goto("/login");
    await logIn(page, email, newPassword);
    await expect(h1(page, "Hello, Grace")).toBeVisible();
  });

  test("address book: add, fix, edit, make default, delete", async ({ page }) => {
    await register(page);
    await accountNav(page).getByRole("link", { name: "Addresses" }).click();
    await expect(h1(page, "Your addresses")).toBeVisible();
    await expect(page.getByText("You have no saved addresses yet.")).toBeVisible();
    await expectAccessible(page);

    const fill = async (a: { street: string; postcode: string; city?: string }) => {
      const group = page.getByRole("group", { name: "Address" });
      await group.getByLabel("First name").fill("Ada");
      await group.getByLabel("Last name").fill("Lovelace");
      await group.getByLabel("Address line 1").fill(`10 ${a.street}`);
      await group.getByLabel("Town or city").fill(a.city ?? "London");
      await group.getByLabel("Postcode").fill(a.postcode);
      await group.getByLabel("County, state or region").selectOption({ label: "England" });
      await group.getByLabel("Phone number").fill("+44 7700 900123");
    };
    await page.getByRole("link", { name: "Add a new address" }).click();
    await expect(h1(page, "Add a new address")).toBeVisible();
    await expectAccessible(page);
    await fill({ street: "Downing Street", postcode: "12" });
    await submit(page, "Add address");
    const postcode = page.getByRole("group", { name: "Address" }).getByLabel("Postcode");
    await expect(postcode).toHaveAttribute("aria-invalid", "true");
    await expect(errorSummary(page).getByRole("link")).toHaveCount(1);
    await expect(page.getByLabel("Address line 1")).toHaveValue("10 Downing Street");
    await expectAccessible(page);
    await postcode.fill("sw1a 2aa");
    await submit(page, "Add address");
    await expect(flash(page, "Your new address has been saved.")).toBeVisible();
    const cards = page.getByRole("list", { name: "Saved addresses" }).getByRole("listitem");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Default delivery address");
    await expect(cards.first()).toContainText("Default billing address");
    await expect(cards.first()).toContainText("SW1A 2AA");
    await expect(cards.first()).toContainText("07700 900123");

    await page.getByRole("link", { name: "Add a new address" }).click();
    await fill({ street: "Baker Street", postcode: "NW1 6XE" });
    await submit(page, "Add address");
    await expect(cards).toHaveCount(2);
    const baker = cards.filter({ hasText: "Baker Street" });
    await baker.getByRole("button", { name: /^Make default billing address/ }).click();
    await expect(flash(page, "Your default billing address has been changed.")).toBeVisible();
    await expect(baker).toContainText("Default billing address");
    await expect(cards.filter({ hasText: "Downing Street" })).not.toContainText("Default billing address");

    await baker.getByRole("link", { name: /^Edit/ }).click();
    await expect(h1(page, "Edit address")).toBeVisible();
    await expect(page.getByText("This is your default billing address.")).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Town or city").fill("Manchester");
    await submit(page, "Save address");
    await expect(flash(page, "Your address has been updated.")).toBeVisible();
    await expect(baker).toContainText("Manchester");

    await cards
      .filter({ hasText: "Downing Street" })
      .getByRole("link", { name: /^Delete/ })
      .click();
    await expect(page.getByRole("heading", { name: "Delete this address?" })).toBeVisible();
    await expectAccessible(page);
    await submit(page, "Yes, delete this address");
    await expect(flash(page, "The address has been deleted.")).toBeVisible();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Baker Street");
  });

  test("communication preferences in the product.md order, required consent kept", async ({ page }) => {
    await register(page);
    await page.goto("/account/communication");
    await expect(h1(page, "Communication preferences")).toBeVisible();
    await expect(page.locator("fieldset legend")).toHaveText([
      "E-mail",
      "Text messages (SMS)",
      "Post",
      "Surveys",
      "Other",
      "Your data",
    ]);
    await expect(page.getByText("You are not subscribed to our newsletter.")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("group", { name: "Text messages (SMS)" }).getByRole("checkbox").first().check();
    await submit(page, "Save preferences");
    await expect(flash(page, "Your communication preferences have been saved.")).toBeVisible();
    // the newsletter status, in words (product.md §4 SUBSCRIBED / NOT_SUBSCRIBED)
    await expect(page.getByText("You are subscribed to our newsletter by text message.")).toBeVisible();
    await expect(page.getByRole("group", { name: "Text messages (SMS)" }).getByRole("checkbox").first()).toBeChecked();
    await expect(page.getByRole("group", { name: "Your data" }).getByRole("checkbox")).toBeChecked();
  });

  test("place an order at checkout, pay, cancel it from the account, then buy it again", async ({ page }, info) => {
    await register(page);
    await page.goto("/p/ASH-ACC-CABLE");
    await addToCart(page, info);
    await page.goto("/checkout");
    await checkoutAsCustomer(page);
    await submit(page, "Place order");
    // On the provider's page the customer changes their mind: the order waits for payment.
    await expectProviderPage(page);
    await page.getByRole("button", { name: "Cancel and return to Ashless" }).click();
    await expect(h1(page, "Your payment is not finished")).toBeVisible();
    const number = /Order (\d+) is waiting/.exec(await page.getByRole("alert").innerText())?.[1];
    expect(number, "order number on the payment page").toBeTruthy();

    await page.goto("/account/orders");
    await expect(page.getByText("You have placed 1 order.")).toBeVisible();
    await page.getByRole("link", { name: `Order ${number}` }).click();
    await expect(h1(page, `Order ${number}`)).toBeVisible();
    await expectAccessible(page);

    // Not paid at checkout: "Pay now" offers another way (paying by card: account-card-payments.spec.ts).
    await page.getByRole("group", { name: "How would you like to pay?" }).getByLabel("Cash on delivery").check();
    await submit(page, "Pay now");
    await expect(flash(page, `Thank you: order ${number} will be paid with Cash on delivery.`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Pay now" })).toHaveCount(0);

    await page.getByLabel("Why do you want to cancel?").selectOption({ label: "I ordered by mistake" });
    await submit(page, "Cancel order");
    const done = legacy(info)
      ? `Order ${number} has been cancelled.`
      : `Your request to cancel order ${number} has been received.`;
    await expect(flash(page, done)).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
    await expect(page.getByText(/Status: (Cancelled|Cancellation requested)/)).toBeVisible();
    await expectAccessible(page);

    // Buy again: the order's lines go back into the cart.
    await page.getByRole("region", { name: "Buy these again" }).getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(flash(page, `The items from order ${number} are in your cart.`)).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Cart 1 item", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /USB-C charging cable/i }).first()).toBeVisible();
  });

  test(
    "cancel the account: password and explicit confirmation, then signed out",
    { tag: "@both-flavours" },
    async ({ page }) => {
      const email = await register(page);
      await accountNav(page).getByRole("link", { name: "Cancel account" }).click();
      await expect(h1(page, "Cancel your account")).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel("Your password").fill(PASSWORD);
      await page.getByLabel("Why are you leaving?").selectOption({ label: "I get too many messages" });
      await submit(page, "Cancel my account");
      await expect(
        errorSummary(page).getByRole("link", { name: "Tick the box to confirm that you understand what happens." }),
      ).toBeVisible();
      await expect(page.getByLabel("Why are you leaving?")).toHaveValue("too-many-emails");
      await expectPasswordNotEchoed(page, "Your password");
      await expectAccessible(page);
      await page.getByLabel("Your password").fill(PASSWORD);
      await page.getByLabel(/my account will be closed for good/).check();
      await submit(page, "Cancel my account");
      await expect(flash(page, /^Your account has been cancelled/)).toBeVisible();
      await page.goto("/login");
      await logIn(page, email, PASSWORD);
      await expect(page.getByText("The e-mail or password is incorrect.").first()).toBeVisible();
    },
  );

  test("deactivate: unified platform only", { tag: "@both-flavours" }, async ({ page }, info) => {
    const email = await register(page);
    const response = await page.goto("/account/deactivate");
    if (legacy(info)) {
      expect(response?.status()).toBe(404);
      await expect(h1(page, "Page not found")).toBeVisible();
      await expectAccessible(page);
      return;
    }
    await expect(h1(page, "Deactivate your account")).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Your password").fill(PASSWORD);
    await page.getByLabel(/will be deactivated/).check();
    await submit(page, "Deactivate my account");
    await expect(flash(page, /^Your account has been deactivated/)).toBeVisible();
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
    // account status INACTIVE (product.md §4): told to the right password only
    await logIn(page, email, "Wrong-Pass-1");
    await expect(page.getByText("The e-mail or password is incorrect.").first()).toBeVisible();
    await logIn(page, email, PASSWORD);
    await expect(page.getByText(/^This account is deactivated, so it can't be signed in to/).first()).toBeVisible();
    await expect(page.getByLabel("E-mail address")).toHaveValue(email);
    await expectAccessible(page);
  });
});
