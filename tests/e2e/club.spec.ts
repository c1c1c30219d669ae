// The club as a customer meets it, with scripting off and on: the demo customer's overview
// (the tiers, theirs marked), an order's points, paged history and referral page (read only); a new customer's journey: the points of a pack
// code, a QR code link and an article, redeeming a reward that is sent (the address form, a
// refusal beside the quantity) and an instant lottery's result; a new customer's tier, next tier
// and points on the overview and the rewards they redeemed under "Your rewards"; and points in
// the cart, spent on an order. State comes from the sandbox's APIs; axe runs on each new page and state.
import { expect, type Page } from "@playwright/test";
import { addToCart, expectAccessible, jsEnabled, test } from "./support";
import { checkoutAsCustomer } from "./payment-support";
import { placeOrder, summaryRow } from "./checkout-support";
import { customer, packCodes } from "./pack-support";
import { givePoints } from "./club-support";

const DEMO = { email: "demo@ashless.example", password: "Ashless-Demo-2026" };

async function logIn(page: Page, who: { email: string; password: string }) {
  await page.getByLabel("E-mail address").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

const clubNav = (page: Page) => page.getByRole("navigation", { name: "The club" });
const rows = (page: Page) => page.locator(".account-table tbody tr");

test.describe("the club", () => {
  test.slow();

  test("the demo customer's overview, points history 10 a page, and referral page 5 a page", async ({ page }) => {
    await page.goto("/club");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fclub$/);
    await logIn(page, DEMO);
    await expect(page).toHaveURL(/\/club$/);
    await expect(page.getByRole("heading", { level: 1, name: "The club" })).toBeVisible();
    const status = page.getByRole("region", { name: "Your points" });
    await expect(status).toContainText(/Tier\s*Silver/);
    await expect(status).toContainText(/Pending\s*120 points/);
    await expect(status).toContainText(/Expiring soon\s*220 points on/);
    await expect(page.getByRole("region", { name: "Ways to earn" })).toContainText("Register a pack code: 50 points");
    await expect(page.getByRole("region", { name: "Featured rewards" }).getByRole("listitem")).toHaveCount(3);
    // every tier with what it needs; the customer's own said in words, not by colour alone
    const tiers = page.getByRole("region", { name: "Club tiers" }).getByRole("listitem");
    await expect(tiers).toHaveText([
      /Bronze\s*Every member/,
      /Silver\s*Your tier\s*600 points earned in 12 months/,
      /Gold/,
    ]);
    await expect(tiers.filter({ hasText: "Your tier" })).toHaveCount(1);
    await expect(tiers.nth(1)).toHaveAttribute("aria-current", "true");
    await expectAccessible(page);

    // an order's points, as the club gives them: this one's are in the balance
    await page.goto("/account/orders/000000101");
    await expect(page.getByRole("region", { name: "Club points" })).toContainText("This order earned 300 points.");
    await page.goto("/club");

    await clubNav(page).getByRole("link", { name: "Points history" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Points history" })).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    await expect(rows(page).first()).toContainText("Pack code registered");
    await expect(rows(page).filter({ hasText: "pending" })).toContainText("Order 000000105");
    await expectAccessible(page);
    await page.getByRole("navigation", { name: "Points history pages" }).getByRole("link", { name: "2" }).click();
    await expect(page).toHaveURL(/\/club\/history\?page=2$/);
    await expect(rows(page)).toHaveCount(4);
    await expect(rows(page).last()).toContainText("Order 000000101");

    // a club page that isn't there stays in the club's frame, with the way back to the club (issue 41, 4)
    expect((await page.goto("/club/rewards/no-such-reward"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(clubNav(page)).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Back to the club" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "The club" })).toBeVisible();
    await page.goto("/club/history?page=2");

    await clubNav(page).getByRole("link", { name: "Refer a friend" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Refer a friend" })).toBeVisible();
    const code = page.getByRole("region", { name: "Your code", exact: true });
    await expect(code).toContainText("ALEX-FRIEND");
    await expect(code.getByRole("link")).toHaveAttribute("href", /\/register\?ref=ALEX-FRIEND$/);
    await expect(page.locator(".club-facts")).toContainText(/Registered with your code\s*7/);
    await expect(rows(page)).toHaveCount(5);
    await expectAccessible(page);
    await page.getByRole("navigation", { name: "Friends pages" }).getByRole("link", { name: "Next" }).click();
    await expect(rows(page)).toHaveCount(2);

    // the share link fills the code in on the registration form
    await page.context().clearCookies();
    await page.goto("/register?ref=ALEX-FRIEND");
    await expect(page.getByLabel(/Referral code/)).toHaveValue("ALEX-FRIEND");
  });

  test(
    "a new customer: a pack code's, a QR code's and an article's points, a reward sent by post and an instant lottery's result",
    { tag: "@both-flavours" },
    async ({ page }, info) => {
      const shopper = await customer(info);
      const [code] = await packCodes(info, 1);
      await page.goto("/login?redirectTo=%2Fclub%2Fpack-codes");
      await logIn(page, shopper);
      await expect(page.getByRole("heading", { level: 1, name: "Pack codes" })).toBeVisible();
      await expect(page.getByText("Your balance: 0 points.")).toBeVisible();
      await page.getByRole("textbox", { name: "Pack code" }).fill(code);
      await page.getByRole("button", { name: "Register code" }).click();
      await expect(page.locator(".notice--success")).toContainText("You earned 50 points");
      await expect(page.getByText("Your balance: 50 points.")).toBeVisible();
      await expectAccessible(page);

      // a QR code's link and an article credit their points on the server, once
      await page.goto("/club/qr/qr-store-london");
      await expect(page.getByRole("status")).toHaveText("You collected 25 points.");
      await expectAccessible(page);
      await clubNav(page).getByRole("link", { name: "Articles" }).click();
      await page.getByRole("link", { name: "A year of flavours" }).click();
      await expect(page.getByRole("status")).toHaveText("You earned 30 points for reading this article.");
      await expectAccessible(page);
      await page.reload();
      await expect(page.getByRole("status")).toHaveText("You have already collected the points for this article.");

      // 1,305 earned within a year: Silver, so Gold's rewards are not for them
      await givePoints(info, shopper.email, 1200);
      await clubNav(page).getByRole("link", { name: "Rewards" }).click();
      await expect(page.getByText("You have 1,305 points to spend.")).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: "Flavour lab evening" })).toContainText(
        "For Gold members.",
      );
      await expectAccessible(page);

      await page.getByRole("link", { name: "Leather travel case" }).click();
      await page.getByRole("button", { name: "Redeem for 900 points each" }).click();
      // a new customer has no address yet: each field says what it needs
      const summary = page.getByRole("alert").filter({ hasText: "There" });
      await expect(summary).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Postcode" })).toHaveAttribute("aria-invalid", "true");
      await page.getByLabel("Quantity").selectOption("2");
      await expectAccessible(page);
      await page.getByRole("textbox", { name: "First name" }).fill("Robin");
      await page.getByRole("textbox", { name: "Last name" }).fill("Hart");
      await page.getByRole("textbox", { name: "Address line 1" }).fill("12 Mill Lane");
      await page.getByRole("textbox", { name: "Town or city" }).fill("York");
      await page.getByRole("textbox", { name: "Postcode" }).fill("yo1 7hh");
      await page.getByRole("button", { name: "Redeem for 900 points each" }).click();
      // two would take 1,800: the loyalty service's refusal, beside the quantity, with the address kept
      await expect(page.getByLabel("Quantity")).toHaveAccessibleDescription(
        /This needs 1,800 points; you have 1,305\.$/,
      );
      await expect(page.locator(".field__error")).toHaveCount(1);
      await expect(page.getByRole("textbox", { name: "Postcode" })).toHaveValue("yo1 7hh");
      await page.getByLabel("Quantity").selectOption("1");
      await page.getByRole("button", { name: "Redeem for 900 points each" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Reward redeemed" })).toBeVisible();
      await expect(page.locator(".notice--success")).toHaveText("You used 900 points on 1 × Leather travel case.");
      await expect(page.getByText("We will send it to the address you gave.")).toBeVisible();
      await expectAccessible(page);

      // too few points left for a voucher: the page says so and offers no form
      await page.goto("/club/rewards/voucher-5");
      await expect(page.getByText("You need 95 points more.")).toBeVisible();
      await expect(page.getByRole("button", { name: /Redeem/ })).toHaveCount(0);

      await page.goto("/club/rewards/scratch-card");
      await page.getByRole("button", { name: "Redeem for 150 points each" }).click();
      await expect(page.getByRole("heading", { level: 1, name: /^(You won!|Not this time)$/ })).toBeVisible();
      await expect(page.locator(".club-facts")).toContainText("150 points");
      await expectAccessible(page);

      await clubNav(page).getByRole("link", { name: "Points history" }).click();
      await expect(rows(page)).toHaveCount(6);
      await expect(rows(page).nth(0)).toContainText("−150");
      await expect(rows(page).nth(1)).toContainText("−900");
      await expect(rows(page).nth(3)).toContainText("Article read");
      await expect(rows(page).nth(4)).toContainText("QR code scanned");
      await expect(rows(page).nth(5)).toContainText("Pack code registered");
    },
  );

  test(
    "a new customer's tier, the next one and their points on the overview; the rewards they redeemed under Your rewards",
    { tag: "@both-flavours" },
    async ({ page }, info) => {
      const shopper = await customer(info);
      await givePoints(info, shopper.email, 1200);
      await page.goto("/login?redirectTo=%2Fclub");
      await logIn(page, shopper);
      // the points call's figures and the tier call's tier, with its picture, and the one after it
      const status = page.getByRole("region", { name: "Your points" });
      await expect(status).toContainText(/Tier\s*Silver/);
      await expect(status.locator("img.club-status__tier")).toHaveAttribute("src", /tier-silver\.svg/);
      await expect(status).toContainText(/Balance\s*1,200 points/);
      await expect(status).toContainText(/Pending\s*None/);
      await expect(status).toContainText(/Expiring soon\s*None/);
      await expect(status).toContainText("Earn 300 points more within 12 months to reach Gold.");
      const tiers = page.getByRole("region", { name: "Club tiers" }).getByRole("listitem");
      await expect(tiers).toHaveText([/Bronze\s*Every member/, /Silver\s*Your tier/, /Gold\s*Your next tier/]);
      await expectAccessible(page);

      await clubNav(page).getByRole("link", { name: "Rewards" }).click();
      const mine = page.getByRole("region", { name: "Your rewards" });
      await expect(mine).toContainText("You haven’t redeemed a reward yet.");
      await page.getByRole("link", { name: "£5 shop voucher" }).click();
      await page.getByRole("button", { name: "Redeem for 500 points each" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Reward redeemed" })).toBeVisible();
      const code = (await page.locator(".club-code").textContent())!.trim();
      await page.goto("/club/rewards/festival-draw");
      await page.getByLabel("Quantity").selectOption("2");
      await page.getByRole("button", { name: "Redeem for 100 points each" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "You're in the draw" })).toBeVisible();

      await clubNav(page).getByRole("link", { name: "Rewards" }).click();
      await expect(page.getByText("You have 500 points to spend.")).toBeVisible();
      const redeemed = mine.locator("tbody tr");
      await expect(redeemed).toHaveCount(2);
      await expect(redeemed.nth(0)).toContainText(
        /2 × Festival weekend draw\s*2 entries in the draw on 1 June 2027\s*200 points/,
      );
      await expect(redeemed.nth(1)).toContainText(new RegExp(`1 × £5 shop voucher\\s*Code ${code}\\s*500 points`));
      await expectAccessible(page);
      await mine.getByRole("link", { name: "1 × £5 shop voucher" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Reward redeemed" })).toBeVisible();
      await expect(page.locator(".club-code")).toHaveText(code);
    },
  );

  test("points in the cart: each line's points, an offer applied and removed, then spent on the order", async ({
    page,
  }, info) => {
    const shopper = await customer(info);
    await givePoints(info, shopper.email, 600);
    await page.goto("/login?redirectTo=%2Fshop%2Fsticks%2Fsingle-packs%2Famber-tobacco-sticks-pack-20");
    await logIn(page, shopper);
    await addToCart(page, info);
    if (jsEnabled(info)) await page.goto("/cart");
    await expect(page.locator(".cart-line")).toContainText("Earns 10 points");
    const points = page.getByRole("region", { name: "Club points" });
    await expect(points).toContainText("You have 600 points.");
    await points.getByRole("button", { name: "Use 500 points for £5.00 off" }).click();
    await expect(page.locator(".notice--success")).toHaveText("500 club points will be used on this order.");
    const summary = page.getByRole("complementary", { name: "Order summary" });
    await expect(summaryRow(summary, "Discount (500 club points)")).toContainText("−£5.00");
    await expect(points).toContainText("Applied: 500 points for £5.00 off");
    await expectAccessible(page);
    await points.getByRole("button", { name: "Remove points offer" }).click();
    await expect(page.locator(".notice--success")).toHaveText("Your club points are no longer used on this order.");
    await expect(summaryRow(summary, "Discount (500 club points)")).toHaveCount(0);
    await points.getByRole("button", { name: "Use 500 points for £5.00 off" }).click();
    await expect(points).toContainText("Applied: 500 points for £5.00 off");

    await page.getByRole("link", { name: "Checkout", exact: true }).click();
    // a customer starts at the address step: the helper fills it once it is on the page
    await expect(page.getByRole("heading", { level: 1, name: "Where should we deliver?" })).toBeVisible();
    await checkoutAsCustomer(page);
    const number = await placeOrder(page);
    await page.goto(`/account/orders/${number}`);
    await expect(page.getByText("Discount (500 club points)")).toBeVisible();
    // product.md §3 loyalty_info: the points the order earns (pending) and those it used
    const orderPoints = page.getByRole("region", { name: "Club points" });
    await expect(orderPoints).toContainText(
      /This order earns 10 points, added to your balance on .+ \(after the return period\)\./,
    );
    await expect(orderPoints).toContainText("You used 500 points on it.");
    await expectAccessible(page);
    await page.goto("/club/history");
    await expect(rows(page).filter({ hasText: "Points used on an order" })).toContainText("−500");
    await expect(
      rows(page)
        .filter({ hasText: `Order ${number}` })
        .first(),
    ).toContainText("pending");
  });
});
