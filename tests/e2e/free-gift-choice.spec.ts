import { expect, type Page, type TestInfo } from "@playwright/test";
import { addToCart, expectAccessible, jsEnabled, test } from "./support";

// product.md §3, §5 and §7: an offer's hint on the product page, then the free gifts chosen in
// the cart with a plain form, a quantity for each gift (up to two in all), and swapped, in a
// fresh guest cart. Without scripting each answer is the page again; with it (@js), the same
// form answers in place and the page says what changed.
const BOX_PAGE = "/shop/accessories/ashless-cleaning-sticks-box-5-packs";
const NAME = "Ashless Cleaning Sticks, Box of 5 Packs";

const boxLine = (page: Page) =>
  page.getByRole("list", { name: "Items in your cart" }).locator(":scope > li").filter({ hasText: NAME });
const giftLines = (page: Page) =>
  page
    .getByRole("list", { name: "Items in your cart" })
    .locator(":scope > li")
    .filter({ has: page.locator(".badge", { hasText: /^Free gift$/ }) });

async function putTheBoxInTheCart(page: Page, info: TestInfo) {
  await page.goto(BOX_PAGE);
  await addToCart(page, info);
  if (jsEnabled(info)) await page.goto("/cart");
}

test.describe("offers and the free gifts the shopper chooses", () => {
  test("the product page gives the offer's hint; the cart's form chooses gifts, refuses too many, swaps", async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    await page.goto(BOX_PAGE);
    const offer = page.locator(".notice--info", { hasText: "Choose a free accessory" });
    await expect(offer).toContainText("Free gift: Choose a free accessory");
    await expect(offer).toContainText(
      "How to get it: Add the box of 5 cleaning-stick packs to your cart, then choose your gifts in the cart.",
    );
    await expect(offer).toContainText("Ashless Travel Case (Out of stock at the moment)");
    await expectAccessible(page);

    await putTheBoxInTheCart(page, info);
    const line = boxLine(page);
    await expect(line.getByRole("list", { name: /^Offers on/ })).toHaveText(
      "Free gift: Choose a free accessory. Applies to your cart.",
    );
    const gifts = line.getByRole("group", { name: /^Choose your free gifts/ });
    await expect(gifts).toContainText("Up to 2 gifts in all.");
    await expect(gifts.getByLabel(/^Ashless Travel Case/)).toBeDisabled();
    await expect(gifts).toContainText("Out of stock at the moment.");
    const cable = gifts.getByLabel(/^Ashless USB-C Charging Cable/);
    const holder = gifts.getByLabel(/^Ashless Stick Holder/);
    const submit = line.getByRole("button", { name: /^(Add|Update) gifts/ });

    // none chosen: nothing is added, and the page says so beside the gifts
    await submit.click();
    await expect(page.locator("[id^=gift-error-]")).toHaveText("Choose a gift first.");
    await expectAccessible(page);

    // too many: refused beside the gifts, the quantities kept
    await boxLine(page)
      .getByLabel(/^Ashless USB-C Charging Cable/)
      .fill("2");
    await boxLine(page)
      .getByLabel(/^Ashless Stick Holder/)
      .fill("1");
    await boxLine(page)
      .getByRole("button", { name: /^Add gifts/ })
      .click();
    await expect(page.locator("[id^=gift-error-]")).toHaveText(`You can choose 2 free gifts with ${NAME}.`);
    await expect(cable).toHaveValue("2");
    await expect(holder).toHaveValue("1");
    await expectAccessible(page);

    // two of one gift: added as a free line of 2
    await holder.fill("0");
    await submit.click();
    await expect(page.getByText(`Your free gifts with ${NAME}: 2 × Ashless USB-C Charging Cable.`)).toBeVisible();
    await expect(giftLines(page)).toHaveCount(1);
    await expect(giftLines(page)).toContainText("Ashless USB-C Charging Cable");

    // the choice stays, to swap: one cable for one holder
    const chosen = boxLine(page).getByRole("group", { name: /^Your free gifts/ });
    await expect(chosen.getByLabel(/^Ashless USB-C Charging Cable/)).toHaveValue("2");
    await chosen.getByLabel(/^Ashless USB-C Charging Cable/).fill("1");
    await chosen.getByLabel(/^Ashless Stick Holder/).fill("1");
    await boxLine(page)
      .getByRole("button", { name: /^Update gifts/ })
      .click();
    await expect(
      page.getByText(`Your free gifts with ${NAME}: 1 × Ashless USB-C Charging Cable and 1 × Ashless Stick Holder.`),
    ).toBeVisible();
    await expect(giftLines(page)).toHaveCount(2);
    if (jsEnabled(info)) await expect(page.locator(".cart-status")).toContainText("1 × Ashless Stick Holder");
    await expectAccessible(page);

    // back on the product page, the offer says it applies to this cart, the hint gone
    await page.goto(BOX_PAGE);
    const applies = page.locator(".notice--info", { hasText: "Choose a free accessory" });
    await expect(applies).toContainText("This offer applies to your cart.");
    await expect(applies).not.toContainText("How to get it");
  });

  // @js: the same form through its fetcher: answers in place, announced in the page's live region
  test("with scripting, a swap answers in place", { tag: "@js" }, async ({ page }, info) => {
    test.setTimeout(90_000);
    await putTheBoxInTheCart(page, info);
    const gifts = boxLine(page).getByRole("group", { name: /^Choose your free gifts/ });
    await gifts.getByLabel(/^Ashless Stick Holder/).fill("1");
    await boxLine(page)
      .getByRole("button", { name: /^Add gifts/ })
      .click();
    // with scripting the page's live region says it; without, the flash on the page that comes back
    const said = (text: string) =>
      jsEnabled(info) ? page.locator(".cart-status").getByText(text) : page.getByText(text);
    await expect(said(`Your free gifts with ${NAME}: 1 × Ashless Stick Holder.`)).toBeVisible();
    await expect(giftLines(page)).toHaveCount(1);

    const chosen = boxLine(page).getByRole("group", { name: /^Your free gifts/ });
    await expect(chosen.getByLabel(/^Ashless Stick Holder/)).toHaveValue("1");
    await chosen.getByLabel(/^Ashless Stick Holder/).fill("0");
    await chosen.getByLabel(/^Ashless USB-C Charging Cable/).fill("1");
    await boxLine(page)
      .getByRole("button", { name: /^Update gifts/ })
      .click();
    await expect(said(`Your free gifts with ${NAME}: 1 × Ashless USB-C Charging Cable.`)).toBeVisible();
    await expect(giftLines(page)).toHaveCount(1);
    await expect(giftLines(page)).toContainText("Ashless USB-C Charging Cable");
    // a refusal with scripting: beside the gifts, the quantities kept
    await chosen.getByLabel(/^Ashless USB-C Charging Cable/).fill("3");
    await boxLine(page)
      .getByRole("button", { name: /^Update gifts/ })
      .click();
    await expect(page.locator("[id^=gift-error-]")).toHaveText(`You can choose 2 free gifts with ${NAME}.`);
    await expect(chosen.getByLabel(/^Ashless USB-C Charging Cable/)).toHaveValue("3");
    await expectAccessible(page);
  });
});
