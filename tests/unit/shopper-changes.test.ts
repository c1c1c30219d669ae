// decision 0077: the shoppers' change marks only decide whether the cart's club box may be kept;
// shared state that is down (Redis) must not fail a shopper's form, nor the cart that reads them
import { describe, expect, it, vi } from "vitest";

const down = () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:6379"));
vi.mock("~/.server/state", () => ({ sharedState: () => ({ marks: { set: down, get: down } }) }));

const { lastChange, markChanged } = await import("~/.server/state/shopper-changes");

describe("shoppers' change marks with shared state down", () => {
  it("let the change go through, and say no mark can be known", async () => {
    await expect(markChanged("shopper-1")).resolves.toBeUndefined();
    await expect(lastChange("shopper-1")).resolves.toBeNull();
  });
});
