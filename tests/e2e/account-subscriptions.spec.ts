// Subscriptions in the account (issue 9, item 6) as a customer uses them, with scripting off
// and on, on both platform flavours: the list, changing products, quantities and frequency,
// the duplicate-product refusal (product.md §8 code 4) beside its field, pausing until a date and
// resuming (the next delivery moves), cancelling after a confirmation. The demo customer is
// only read; every test that changes something has a customer and subscription of its own
// (subscription-support.ts). axe runs on every state of the pages.
import { expect, type Page } from "@playwright/test";
import { expectAccessible, fillAddress, jsEnabled, test } from "./support";
import { addAddress, deleteAddress, PASSWORD, subscriber } from "./subscription-support";

const DEMO = { email: "demo@ashless.example", password: "Ashless-Demo-2026" };
const h1 = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 1, name });
const flash = (page: Page, text: string | RegExp) =>
  page.locator(".notice--success, .notice--info").filter({ hasText: text });
const panel = (page: Page, id: string) =>
  page.locator(".account-panel").filter({ has: page.getByRole("heading", { name: `Subscription ${id}` }) });
/** A row of a subscription's summary: the definition after the term. */
const fact = (scope: ReturnType<typeof panel> | Page, term: string) => scope.locator(`dt:text-is("${term}") + dd`);

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
function addDays(iso: string, days: number) {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const long = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login?redirectTo=/account/subscriptions");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(h1(page, "Subscriptions")).toBeVisible();
}

/** The id of the customer's one subscription, from its heading. */
async function onlySubscription(page: Page) {
  const heading = page.getByRole("heading", { level: 2, name: /^Subscription \d+$/ });
  await expect(heading).toHaveCount(1);
  return (await heading.textContent())!.replace("Subscription ", "").trim();
}

async function submit(page: Page, name: string) {
  if (jsEnabled(test.info())) await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.getByRole("button", { name, exact: true }).click();
}

test.describe("account subscriptions", () => {
  // set-up through two services, several submits and axe scans on a shared two-core machine
  test.slow();

  test("the demo customer's active and paused subscriptions", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("E-mail address").fill(DEMO.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await page.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: "Subscriptions" }).click();
    await expect(h1(page, "Subscriptions")).toBeVisible();
    await expect(page.locator('meta[name="page-name"]')).toHaveAttribute("content", "my-subscription");

    const active = panel(page, "1");
    await expect(fact(active, "Products")).toContainText("1 × Amber Tobacco Sticks, Carton of 10 Packs (Subscription)");
    await expect(fact(active, "Products")).toContainText("2 × Ruby Berry Sticks, Pack of 20 (Subscription)");
    await expect(fact(active, "Frequency")).toHaveText("Every 4 weeks");
    await expect(fact(active, "Price per delivery")).toHaveText("£56.70");
    await expect(fact(active, "Status")).toHaveText("Active");
    await expect(fact(active, "Next delivery")).toHaveText(/^\d{1,2} \w+ \d{4}$/);

    const paused = panel(page, "2");
    await expect(fact(paused, "Products")).toContainText("3 × Teak Sticks, Pack of 20 (Subscription)");
    await expect(fact(paused, "Frequency")).toHaveText("Every 2 weeks");
    await expect(fact(paused, "Price per delivery")).toHaveText("£12.84");
    await expect(fact(paused, "Status")).toHaveText(/^Paused until \d{1,2} \w+ \d{4}$/);
    await expect(paused.getByRole("button", { name: "Resume deliveries of subscription 2" })).toBeVisible();
    await expectAccessible(page);

    // both deliver to the demo customer's one address: marked in the address book, not deletable
    await page.goto("/account/address");
    const home = page.getByRole("listitem").filter({ hasText: "221B Baker Street" });
    await expect(home.locator(".badge")).toContainText(["Used by your subscriptions"]);
    await expect(home.getByRole("link", { name: /^Delete/ })).toHaveCount(0);
    await expect(home.getByRole("link", { name: /^View subscriptions/ })).toHaveAttribute(
      "href",
      "/account/subscriptions",
    );
  });

  test("an order becomes a subscription; change products, quantities and frequency; the same product twice is refused beside it", async ({
    page,
  }, info) => {
    const { email, orderNumber } = await subscriber(info, [["ASH-STK-SILVER-P20-SUB", 2]]);
    await logIn(page, email, PASSWORD);
    const id = await onlySubscription(page);
    const mine = panel(page, id);
    await expect(fact(mine, "Products")).toContainText("2 × ");
    await expect(fact(mine, "Started with order")).toHaveText(orderNumber);
    await expect(fact(mine, "Frequency")).toHaveText("Every 4 weeks");
    const before = await fact(mine, "Price per delivery").textContent();

    await mine.getByRole("link", { name: `Change or pause subscription ${id}` }).click();
    await expect(h1(page, `Subscription ${id}`)).toBeVisible();
    // the order's delivery address, kept in the address book (decision 0056)
    await expect(fact(page, "Delivered to")).toContainText("Sam Taylor, 12 High Street, Leeds, LS1 4AB");
    await expectAccessible(page);
    const row = (n: number) => page.getByRole("group", { name: `Product ${n}` });
    await row(1).getByLabel("Quantity").fill("3");
    await row(2).getByLabel("Product").selectOption("ASH-STK-TEAK-C10-SUB");
    await row(2).getByLabel("Quantity").fill("1");
    await page.getByRole("radio", { name: "Every 6 weeks" }).check();
    await submit(page, "Save changes");

    await expect(h1(page, "Subscriptions")).toBeVisible();
    await expect(flash(page, `Subscription ${id} has been updated.`)).toBeVisible();
    await expect(fact(mine, "Products")).toContainText("3 × ");
    await expect(fact(mine, "Products")).toContainText("1 × Teak Sticks, Carton of 10 Packs (Subscription)");
    await expect(fact(mine, "Frequency")).toHaveText("Every 6 weeks");
    await expect(fact(mine, "Price per delivery")).not.toHaveText(before!);

    // The same product on a new row: the platform's code 4, shown beside that row's product.
    await mine.getByRole("link", { name: `Change or pause subscription ${id}` }).click();
    await row(3).getByLabel("Product").selectOption("ASH-STK-TEAK-C10-SUB");
    await row(3).getByLabel("Quantity").fill("4");
    await submit(page, "Save changes");
    const duplicate = row(3).getByLabel("Product");
    await expect(duplicate).toHaveAttribute("aria-invalid", "true");
    await expect(duplicate).toHaveAccessibleDescription(
      /This product is already in your subscription\. Change its quantity instead of adding it twice\./,
    );
    await expect(row(3).getByLabel("Quantity")).toHaveValue("4");
    await expect(page.getByRole("heading", { name: "There is a problem" })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("link", { name: "Back to your subscriptions" }).click();
    await expect(fact(panel(page, id), "Products")).not.toContainText("4 × ");

    // That address in the book: marked, linked to the subscription, no delete; its edit page
    // says where changes go.
    await page.goto(`/account/subscriptions/${id}`);
    await fact(page, "Delivered to").getByRole("link", { name: "Edit this address" }).click();
    await expect(page.getByText("changes you save here apply to its next deliveries")).toBeVisible();
    await expectAccessible(page);
    await page.goto("/account/address");
    const card = page.getByRole("listitem").filter({ hasText: "12 High Street" });
    await expect(card.locator(".badge")).toContainText(["Used by your subscription"]);
    await expect(card.getByRole("link", { name: /^Delete/ })).toHaveCount(0);
    await expect(card.getByText("so it can't be deleted")).toBeVisible();
    await expectAccessible(page);
    await card.getByRole("link", { name: /^View subscription/ }).click();
    await expect(h1(page, `Subscription ${id}`)).toBeVisible();
  });

  // @both-flavours: moving a subscription is a platform call of each flavour (decision 0056)
  test(
    "move a subscription to another address of the book; an address gone from it is refused beside the list",
    { tag: "@both-flavours" },
    async ({ page }, info) => {
      const { email, platform } = await subscriber(info, [["ASH-STK-SILVER-P20-SUB", 1]]);
      const gone = await addAddress(platform, ["Mill Lane", "8"], "LS1 4DY");
      await logIn(page, email, PASSWORD);
      const id = await onlySubscription(page);
      await panel(page, id)
        .getByRole("link", { name: `Change or pause subscription ${id}` })
        .click();
      await expect(fact(page, "Delivered to")).toContainText("Sam Taylor, 12 High Street, Leeds, LS1 4AB");
      const choices = page.getByRole("group", { name: "Deliver to" });
      await expect(choices.getByRole("radio", { name: /12 High Street/ })).toBeChecked();
      await expectAccessible(page);

      // a new address, added from here, leads back here to be chosen
      await page.getByRole("link", { name: "Add a new address" }).click();
      await expect(h1(page, "Add a new address")).toBeVisible();
      const address = page.getByRole("group", { name: "Address" });
      await fillAddress(address, {
        firstname: "Sam",
        lastname: "Taylor",
        line1: "3 Quay Street",
        city: "Leeds",
        postcode: "LS2 7EY",
        country: "United Kingdom",
        phone: "07700 900123",
      });
      await page.getByRole("button", { name: "Add address" }).click();
      await expect(h1(page, `Subscription ${id}`)).toBeVisible();
      await expect(flash(page, "Your new address has been saved.")).toBeVisible();
      await expect(choices.getByRole("radio", { name: /3 Quay Street/ })).not.toBeChecked();

      // Mill Lane is taken out of the book elsewhere while this page is open: the platform refuses it
      await deleteAddress(platform, gone);
      await choices.getByRole("radio", { name: /8 Mill Lane/ }).check();
      await submit(page, "Deliver here");
      // the list is read again: the address is no longer offered, the platform's refusal is beside it
      await expect(choices).toHaveAccessibleDescription(/Choose one of your addresses to deliver to\./);
      await expect(choices.getByRole("radio", { name: /8 Mill Lane/ })).toHaveCount(0);
      await expect(choices.getByRole("radio", { name: /3 Quay Street/ })).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByRole("heading", { name: "There is a problem" })).toBeVisible();
      await expectAccessible(page);

      await choices.getByRole("radio", { name: /3 Quay Street/ }).check();
      await submit(page, "Deliver here");
      await expect(h1(page, `Subscription ${id}`)).toBeVisible();
      await expect(
        flash(
          page,
          `Subscription ${id} will be delivered to Sam Taylor, 3 Quay Street, Leeds, LS2 7EY, United Kingdom`,
        ),
      ).toBeVisible();
      await expect(fact(page, "Delivered to")).toContainText("Sam Taylor, 3 Quay Street, Leeds, LS2 7EY");
      await expect(choices.getByRole("radio", { name: /3 Quay Street/ })).toBeChecked();
      await expect(choices.getByRole("radio", { name: /8 Mill Lane/ })).toHaveCount(0);
      await expectAccessible(page);

      // the book follows: the new address is in use, the old one is free to delete
      await page.goto("/account/address");
      const quay = page.getByRole("listitem").filter({ hasText: "3 Quay Street" });
      const high = page.getByRole("listitem").filter({ hasText: "12 High Street" });
      await expect(quay.locator(".badge")).toContainText(["Used by your subscription"]);
      await expect(quay.getByRole("link", { name: /^Delete/ })).toHaveCount(0);
      await expect(high.getByText("Used by your subscription")).toHaveCount(0);
      await expect(high.getByRole("link", { name: /^Delete/ })).toHaveCount(1);
    },
  );

  test(
    "pause until a date, the next delivery moves past it; resume from today",
    { tag: "@both-flavours" },
    async ({ page }, info) => {
      const { email } = await subscriber(info, [["ASH-STK-TURQUOISE-P20-SUB", 1]]);
      await logIn(page, email, PASSWORD);
      const id = await onlySubscription(page);
      const mine = panel(page, id);
      await mine.getByRole("link", { name: `Change or pause subscription ${id}` }).click();

      const until = page.getByLabel("Pause deliveries until");
      await until.fill(today());
      await submit(page, "Pause deliveries");
      await expect(until).toHaveAttribute("aria-invalid", "true");
      await expect(until).toHaveAccessibleDescription(/Choose a date after today\./);
      await until.fill(addDays(today(), 120));
      await submit(page, "Pause deliveries");
      await expect(until).toHaveAccessibleDescription(/You can pause for up to 90 days/);
      await expectAccessible(page);

      const end = addDays(today(), 40);
      await until.fill(end);
      await submit(page, "Pause deliveries");
      await expect(flash(page, `Subscription ${id} is paused until ${long(end)}.`)).toBeVisible();
      await expect(fact(mine, "Status")).toHaveText(`Paused until ${long(end)}`);
      // every 4 weeks from 4 weeks after the order: the first delivery after the pause
      await expect(fact(mine, "Next delivery")).toHaveText(long(addDays(today(), 56)));

      await mine.getByRole("button", { name: `Resume deliveries of subscription ${id}` }).click();
      await expect(flash(page, `Subscription ${id} is active again.`)).toBeVisible();
      await expect(fact(mine, "Status")).toHaveText("Active");
      await expect(fact(mine, "Next delivery")).toHaveText(long(addDays(today(), 3)));
    },
  );

  test("cancel, after a confirmation that can be declined", async ({ page }, info) => {
    const { email } = await subscriber(info, [["ASH-STK-PURPLE-C10-SUB", 1]]);
    await logIn(page, email, PASSWORD);
    const id = await onlySubscription(page);
    const mine = panel(page, id);

    await mine.getByRole("link", { name: `Cancel subscription ${id}` }).click();
    const confirm = page.getByRole("region", { name: `Cancel subscription ${id}?` });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole("link", { name: "No, keep it" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(fact(mine, "Status")).toHaveText("Active");

    await mine.getByRole("link", { name: `Cancel subscription ${id}` }).click();
    await confirm.getByRole("button", { name: "Yes, cancel this subscription" }).click();
    await expect(flash(page, `Subscription ${id} has been cancelled.`)).toBeVisible();
    await expect(fact(mine, "Status")).toHaveText("Cancelled");
    await expect(fact(mine, "Next delivery")).toHaveText("None");
    await expect(mine.getByRole("link")).toHaveCount(0);
    await expect(mine.getByRole("button")).toHaveCount(0);
    // nothing delivers to its address any more: it can be deleted again
    await page.goto("/account/address");
    await expect(page.getByRole("link", { name: /^Delete Sam Taylor, 12 High Street/ })).toBeVisible();
    await expect(page.getByText("Used by your subscription")).toHaveCount(0);
  });
});
