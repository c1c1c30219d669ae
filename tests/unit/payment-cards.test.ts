// The sandbox provider's card checks and test cards (README "Test cards").
import { describe, expect, it } from "vitest";
import { brandOf, checkCard, luhn, outcomeOf } from "../../server/sandbox/payments/cards";

const TODAY = new Date("2026-11-25T12:00:00Z");
const card = (over: Partial<Parameters<typeof checkCard>[0]>) =>
  checkCard({ number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", name: "Ada Lovelace", ...over }, TODAY);

describe("test cards", () => {
  it("follow the common convention, by number or by a saved card's last four digits", () => {
    expect(outcomeOf("4242424242424242")).toBe("success");
    expect(outcomeOf("4000000000000002")).toBe("declined");
    expect(outcomeOf("4000000000009995")).toBe("insufficient_funds");
    expect(outcomeOf("4000002760003184")).toBe("authentication_required");
    expect(outcomeOf("0002")).toBe("declined");
    expect(outcomeOf("5555555555554444")).toBe("success");
  });

  it("check the Luhn digit and name the brand", () => {
    expect(luhn("4242424242424242")).toBe(true);
    expect(luhn("4242424242424241")).toBe(false);
    expect(brandOf("5555555555554444")).toBe("mastercard");
    expect(brandOf("378282246310005")).toBe("amex");
  });
});

describe("the card form", () => {
  it("accepts a card as people type it", () => {
    expect(card({ number: "4242-4242-4242-4242", expiry: " 3 / 2031 " })).toMatchObject({
      errors: {},
      pan: "4242424242424242",
      month: 3,
      year: 2031,
    });
  });

  it("says what is wrong with each field", () => {
    expect(card({ number: "", expiry: "", cvc: "", name: " " }).errors).toEqual({
      number: "Enter your card number.",
      expiry: "Enter the expiry date of your card.",
      cvc: "Enter the security code.",
      name: "Enter the name as it appears on your card.",
    });
    expect(card({ number: "4242 4242 4242 4241" }).errors.number).toBe(
      "Enter a valid card number, as it appears on your card.",
    );
    expect(card({ expiry: "13/30" }).errors.expiry).toBe("Enter the expiry date as MM/YY, for example 09/29.");
    expect(card({ expiry: "10/26" }).errors.expiry).toBe("Your card has expired. Use another card.");
    expect(card({ expiry: "11/26" }).errors.expiry).toBeUndefined();
    expect(card({ cvc: "12" }).errors.cvc).toBe("Enter the 3-digit security code from the back of your card.");
    expect(card({ number: "3782 822463 10005", cvc: "123" }).errors.cvc).toBe(
      "Enter the 4-digit security code from the front of your card.",
    );
  });
});
