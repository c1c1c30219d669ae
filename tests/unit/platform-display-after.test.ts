import { describe, expect, it } from "vitest";
import { orderByDisplayAfter } from "~/.server/platform/display-after";

const a = (code: string, displayAfter: string | null = null) => ({ code, displayAfter });
const codes = (items: { code: string }[]) => items.map((i) => i.code);

describe("custom attributes ordered by display_after (product.md §3)", () => {
  it("places each attribute straight after the one it names, chains in the given order", () => {
    const given = [
      a("preferred_store", "favourite_flavour"),
      a("favourite_flavour"),
      a("heard_about_us"),
      a("store_visits", "preferred_store"),
    ];
    expect(codes(orderByDisplayAfter(given))).toEqual([
      "favourite_flavour",
      "preferred_store",
      "store_visits",
      "heard_about_us",
    ]);
  });

  it("keeps attributes without display_after in the order given", () => {
    expect(codes(orderByDisplayAfter([a("c"), a("a"), a("b")]))).toEqual(["c", "a", "b"]);
    expect(orderByDisplayAfter([])).toEqual([]);
  });

  it.each([
    ["a cycle", [a("x"), a("b", "c"), a("c", "b")]],
    ["a self-reference", [a("x"), a("b", "b")]],
    ["an unknown reference", [a("x", "nope"), a("b")]],
    ["two attributes after the same one", [a("b", "x"), a("x"), a("c", "x")]],
    ["a repeated code", [a("x"), a("x", "y"), a("y")]],
  ])("falls back to the given order on %s", (_name, given) => {
    expect(orderByDisplayAfter(given)).toEqual(given);
  });

  it("does not change its input", () => {
    const given = [a("b", "a"), a("a")];
    orderByDisplayAfter(given);
    expect(codes(given)).toEqual(["b", "a"]);
  });
});
