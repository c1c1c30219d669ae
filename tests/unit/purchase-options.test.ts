import { describe, expect, it } from "vitest";
import { purchaseOptionLabel } from "~/lib/purchase-options";

const option = (
  subscription: boolean,
  value: number,
  format: string | null = subscription ? "Every 4 weeks" : null,
) => ({
  subscription,
  format,
  price: { final: { value, currency: "GBP" } },
});

describe("purchaseOptionLabel", () => {
  it("says save, with the percentage, only when the subscription costs less than buying once", () => {
    const options = [option(false, 4.75), option(true, 4.28)];
    expect(purchaseOptionLabel(options[0], options)).toBe("One-time purchase");
    expect(purchaseOptionLabel(options[1], options)).toBe(
      "Subscribe and save 10% — delivered every 4 weeks, which you can change",
    );
  });

  it("never promises a saving the price does not give", () => {
    for (const sub of [4.95, 4.75]) {
      const options = [option(false, 4.75), option(true, sub)];
      expect(purchaseOptionLabel(options[1], options)).toBe(
        "Subscribe — delivered every 4 weeks, which you can change",
      );
    }
  });

  it("says how often the subscription delivers as commerce words it (subscription_format), never a guess", () => {
    const every2 = [option(false, 4.75), option(true, 4.28, "Every 2 weeks")];
    expect(purchaseOptionLabel(every2[1], every2)).toBe(
      "Subscribe and save 10% — delivered every 2 weeks, which you can change",
    );
    const unsaid = [option(false, 4.75), option(true, 4.28, null)];
    expect(purchaseOptionLabel(unsaid[1], unsaid)).toBe(
      "Subscribe and save 10% — delivered regularly, which you can change",
    );
  });
});
