// The cart's gift choice (product.md §3/§5/§7/§8): a quantity for each gift of the box of cleaning
// sticks (up to two in all), swapped or changed with one plain form; each refusal beside the
// field it is about, before anything is sent, with what was typed kept.
import { describe, expect, it } from "vitest";
import { getCart } from "~/.server/commerce/cart";
import { action } from "~/routes/cart/route";
import { hosted } from "../support/session";
import { flashOf } from "../support/flash";
import {
  args,
  browserRequest,
  caught,
  cartWith,
  cookieWith,
  location,
  replied,
  sandboxDb,
  useRoutesSandbox,
  type FormResult,
} from "./routes-sandbox";

useRoutesSandbox();

const BOX = "ASH-CON-CLEAN-150";
const NAME = "Ashless Cleaning Sticks, Box of 5 Packs";

/** A guest cart with the box, its session cookie, and a post of the gift form with `qty`. */
async function boxCart() {
  const cartId = await cartWith("default", [BOX, 1]);
  const cookie = await cookieWith({ cartId });
  const box = (await getCart("default", cartId)).items.find((i) => i.product.sku === BOX)!;
  const post = (qty: Record<string, string>) =>
    caught(
      hosted(action)(
        args(
          browserRequest("/cart", {
            cookie,
            form: {
              intent: "add-gifts",
              itemId: box.id,
              parentSku: BOX,
              parentId: String(box.lineId),
              ...Object.fromEntries(Object.entries(qty).map(([sku, n]) => [`qty.${sku}`, n])),
            },
          }),
        ),
      ),
    );
  const gifts = async () =>
    (await getCart("default", cartId)).items.filter((i) => i.isGift).map((i) => [i.product.sku, i.quantity]);
  return { post, gifts };
}

const refusal = (answer: unknown) => {
  const r = replied<FormResult["data"]>(answer);
  expect(r.init.status).toBe(400);
  return r.data.result;
};

describe("choosing the free gifts in the cart", () => {
  it("adds a quantity of a gift, then swaps it for another, saying what the gifts are now", async () => {
    const { post, gifts } = await boxCart();
    const two = await post({ "ASH-ACC-CABLE": "2", "ASH-CON-HOLDER-1": "0" });
    expect(location(two)).toBe("/cart");
    expect(await flashOf(two as Response)).toEqual({
      kind: "success",
      message: `Your free gifts with ${NAME}: 2 × Ashless USB-C Charging Cable.`,
    });
    expect(await gifts()).toEqual([["ASH-ACC-CABLE", 2]]);

    const swapped = await post({ "ASH-ACC-CABLE": "0", "ASH-CON-HOLDER-1": "1" });
    expect(await flashOf(swapped as Response)).toEqual({
      kind: "success",
      message: `Your free gifts with ${NAME}: 1 × Ashless Stick Holder.`,
    });
    expect(await gifts()).toEqual([["ASH-CON-HOLDER-1", 1]]);
  });

  it("refuses more than the line allows beside the gifts, keeping what was typed and sending nothing", async () => {
    const { post, gifts } = await boxCart();
    const result = refusal(await post({ "ASH-ACC-CABLE": "2", "ASH-CON-HOLDER-1": "1" }));
    expect(result.error).toEqual({ gift: [`You can choose 2 free gifts with ${NAME}.`] });
    expect(result.initialValue.qty).toEqual({ "ASH-ACC-CABLE": "2", "ASH-CON-HOLDER-1": "1" });
    expect(await gifts()).toEqual([]);
  });

  it("says a quantity that is not a whole number beside that gift", async () => {
    const { post } = await boxCart();
    const result = refusal(await post({ "ASH-ACC-CABLE": "1.5" }));
    expect(result.error).toEqual({ "qty.ASH-ACC-CABLE": ["Enter a whole number of 0 or more."] });
  });

  it("says a gift that ran out cannot be chosen, beside it", async () => {
    const { post, gifts } = await boxCart();
    const result = refusal(await post({ "ASH-ACC-CASE": "1" }));
    expect(result.error).toEqual({
      "qty.ASH-ACC-CASE": ["Ashless Travel Case cannot be chosen: out of stock at the moment."],
    });
    expect(await gifts()).toEqual([]);
  });

  it("ignores quantities of 0: with none chosen it adds nothing and asks for a gift", async () => {
    const { post, gifts } = await boxCart();
    const result = refusal(await post({ "ASH-ACC-CABLE": "0", "ASH-CON-HOLDER-1": "" }));
    expect(result.error).toEqual({ gift: ["Choose a gift first."] });
    expect(await gifts()).toEqual([]);
    await post({ "ASH-ACC-CABLE": "1" });
    const same = refusal(await post({ "ASH-ACC-CABLE": "1", "ASH-CON-HOLDER-1": "0" }));
    expect(same.error).toEqual({ gift: ["These are your gifts already: change a quantity first."] });
  });

  it("swaps a chosen gift that ran out for another: it can be taken down, not up", async () => {
    const { post, gifts } = await boxCart();
    await post({ "ASH-ACC-CABLE": "1" });
    const stock = (qty: number) =>
      sandboxDb()
        .prepare(
          "UPDATE cataloginventory_stock_item SET qty = ?, is_in_stock = ? WHERE product_id = (SELECT id FROM catalog_product WHERE sku = ?)",
        )
        .run(qty, qty > 0 ? 1 : 0, "ASH-ACC-CABLE");
    stock(0);
    try {
      const more = refusal(await post({ "ASH-ACC-CABLE": "2" }));
      expect(more.error).toEqual({
        "qty.ASH-ACC-CABLE": ["Ashless USB-C Charging Cable cannot be chosen: out of stock at the moment."],
      });
      const swapped = await post({ "ASH-ACC-CABLE": "0", "ASH-CON-HOLDER-1": "1" });
      expect(location(swapped)).toBe("/cart");
      expect(await gifts()).toEqual([["ASH-CON-HOLDER-1", 1]]);
    } finally {
      stock(150); // the seed's
    }
  });
});
