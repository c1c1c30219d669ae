import { describe, expect, it } from "vitest";
import { REORDER_NOT_AVAILABLE_MESSAGE, reorderOutcome } from "~/lib/reorder";

const order = {
  number: "000000102",
  items: [
    { sku: "ASH-DEV-DUO-SLATE", name: "Ashless Duo" },
    { sku: "ASH-ACC-CLEANKIT", name: "Cleaning kit", isGift: true },
    { sku: "ASH-STK-TEAK-P20", name: "Teak sticks" },
  ],
};
const error = (code: string, sku: string | null, message = "Server says no") => ({ code, sku, message });

describe("what the shopper is told after Buy again (product.md §8 reorder errors)", () => {
  it("everything added", () => {
    expect(reorderOutcome(order, { errors: [] })).toEqual({
      result: "SUCCESS",
      message: "The items from order 000000102 are in your cart.",
    });
  });

  it("some lines not added: by product name and reason", () => {
    expect(reorderOutcome(order, { errors: [error("INSUFFICIENT_STOCK", "ASH-STK-TEAK-P20")] })).toEqual({
      result: "MIXED_RESULTS",
      message:
        "We added what we could from order 000000102 to your cart. Not added: Teak sticks (not enough in stock).",
    });
  });

  it("nothing added: every line that is not a gift refused", () => {
    const outcome = reorderOutcome(order, {
      errors: [error("PRODUCT_NOT_FOUND", "ASH-DEV-DUO-SLATE"), error("NOT_SALABLE", "ASH-STK-TEAK-P20")],
    });
    expect(outcome.result).toBe("FAILURE");
    expect(outcome.message).toBe(
      "We couldn't add the items from order 000000102 to your cart. Not added: Ashless Duo (no longer sold); Teak sticks (not available at the moment).",
    );
  });

  it("an unknown code or sku keeps the server's words", () => {
    expect(reorderOutcome(order, { errors: [error("UNDEFINED", "ASH-STK-TEAK-P20")] }).message).toContain(
      "Teak sticks: Server says no",
    );
    expect(reorderOutcome(order, { errors: [error("UNDEFINED", null)] }).message).toContain(
      "Not added: Server says no.",
    );
  });

  it("a free trial cannot be ordered again", () => {
    expect(reorderOutcome(order, { errors: [error("REORDER_NOT_AVAILABLE", null)] })).toEqual({
      result: "FAILURE",
      message: REORDER_NOT_AVAILABLE_MESSAGE,
    });
  });
});
