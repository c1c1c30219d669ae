import { describe, expect, it } from "vitest";
import { categoryTrail } from "~/lib/listing";
import type { Category } from "~/lib/models/commerce";

const cat = (urlPath: string, name: string, children: Category[] = []): Category => ({
  uid: urlPath,
  name,
  urlPath,
  urlKey: urlPath.split("/").pop()!,
  description: null,
  storeLocatorName: null,
  children,
});
const TREE = [
  cat("sticks", "Sticks", [cat("sticks/single-packs", "Single packs"), cat("sticks/cartons", "Cartons")]),
  cat("devices", "Devices"),
];

describe("the categories above a page (its breadcrumbs)", () => {
  it("goes from the top down to the category", () => {
    expect(categoryTrail(TREE, "sticks/cartons").map((c) => c.name)).toEqual(["Sticks", "Cartons"]);
    expect(categoryTrail(TREE, "devices").map((c) => c.name)).toEqual(["Devices"]);
  });

  it("is empty for a path that names no category", () => {
    expect(categoryTrail(TREE, "sticks/nothing")).toEqual([]);
    expect(categoryTrail(TREE, "")).toEqual([]);
  });
});
