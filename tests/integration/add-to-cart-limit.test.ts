// The product page's add-to-cart against the whole sandbox: a line never grows past what the
// cart's quantity field allows (LINE_LIMIT), however many times the shopper adds.
import { describe, expect, it } from "vitest";
import { LINE_LIMIT } from "~/routes/shop.$/product.server";
import { action as shopAction } from "~/routes/shop.$/route";
import {
  browserRequest,
  caught,
  cookiesOf,
  location,
  replied,
  sandboxDb,
  sessionOf,
  useRoutesSandbox,
} from "./routes-sandbox";
import { hosted } from "../support/session";

useRoutesSandbox();

const PAGE = "/shop/sticks/single-packs/amber-tobacco-sticks-pack-20";
const SKU = "ASH-STK-AMBER-P20";

async function add(quantity: number, cookie?: string) {
  const form = { intent: "add", kind: "simple", sku: SKU, quantity: String(quantity) };
  return caught(
    hosted(shopAction)({
      request: browserRequest(PAGE, { form, cookie }),
      params: { "*": PAGE.replace("/shop/", "") },
    }),
  );
}

const lineQuantity = (cartId: string) =>
  sandboxDb()
    .prepare("SELECT i.qty FROM quote_item i JOIN quote q ON q.id = i.quote_id WHERE q.masked_id = ?")
    .pluck()
    .get(cartId);

type Refused = { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };

describe("add to cart: one line holds at most LINE_LIMIT", () => {
  it("takes back an add that would pass it, keeps the line as it was, and says how many fit", async () => {
    const first = await add(95);
    expect(location(first)).toBe("/cart");
    const cookie = cookiesOf(first);
    const cartId = (await sessionOf(first)).get("cartId") as string;

    const refused = replied<Refused>(await add(5, cookie));
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error.quantity).toEqual([
      `Your cart already has 95 of these: you can add up to ${LINE_LIMIT - 95} more.`,
    ]);
    expect(refused.data.result.initialValue).toMatchObject({ quantity: "5" });
    expect(lineQuantity(cartId)).toBe(95);

    expect(location(await add(LINE_LIMIT - 95, cookie))).toBe("/cart");
    expect(lineQuantity(cartId)).toBe(LINE_LIMIT);
    const full = replied<Refused>(await add(1, cookie));
    expect(full.data.result.error.quantity).toEqual([
      `Your cart already has ${LINE_LIMIT} of these, the most it can hold.`,
    ]);
    expect(lineQuantity(cartId)).toBe(LINE_LIMIT);
  });
});
