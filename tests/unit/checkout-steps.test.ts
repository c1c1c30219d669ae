import { describe, expect, it } from "vitest";
import type { CartAddress } from "~/lib/models/checkout";
import { firstIncompleteStep, nextStep, previousStep, redirectFor, type StepState } from "~/.server/checkout/steps";

const address: CartAddress = {
  firstname: "Ada",
  lastname: "Lovelace",
  street: ["Downing Street", "10", ""],
  city: "London",
  postcode: "SW1A 2AA",
  countryCode: "GB",
  region: null,
  telephone: "+447700900123",
};
const method = {
  carrierCode: "tracked",
  methodCode: "tracked",
  title: "Tracked",
  amount: { value: 2.99, currency: "GBP" },
};

const empty: StepState = {
  email: null,
  isVirtual: false,
  shippingAddress: null,
  billingAddress: null,
  selectedShippingMethod: null,
};
const withEmail = { ...empty, email: "ada@example.com" };
const withAddress = { ...withEmail, shippingAddress: address, billingAddress: address };
const complete = { ...withAddress, selectedShippingMethod: method };

describe("earliest incomplete step", () => {
  it("walks contact → shipping → delivery → payment as data arrives", () => {
    expect(firstIncompleteStep(empty)).toBe("contact");
    expect(firstIncompleteStep(withEmail)).toBe("shipping");
    expect(firstIncompleteStep(withAddress)).toBe("delivery");
    expect(firstIncompleteStep(complete)).toBe("payment");
  });
  it("needs a billing address as well as a shipping one", () => {
    expect(firstIncompleteStep({ ...withEmail, shippingAddress: address })).toBe("shipping");
  });
  it("counts a step with a missing required attribute as incomplete", () => {
    expect(firstIncompleteStep(complete, ["shipping"])).toBe("shipping");
    expect(firstIncompleteStep(complete, ["contact", "shipping"])).toBe("contact");
  });
  it("skips shipping address and delivery for a virtual cart", () => {
    const virtual = { ...withEmail, isVirtual: true };
    expect(firstIncompleteStep(virtual)).toBe("shipping");
    expect(firstIncompleteStep({ ...virtual, billingAddress: address })).toBe("payment");
  });
});

describe("step guard", () => {
  it("sends a later step back to the earliest incomplete one", () => {
    expect(redirectFor("payment", withEmail)).toBe("shipping");
    expect(redirectFor("delivery", empty)).toBe("contact");
  });
  it("lets the shopper see the earliest incomplete step and go back to earlier ones", () => {
    expect(redirectFor("shipping", withEmail)).toBeNull();
    expect(redirectFor("contact", complete)).toBeNull();
    expect(redirectFor("payment", complete)).toBeNull();
  });
  it("sends the delivery step of a virtual cart on to payment", () => {
    expect(redirectFor("delivery", { ...complete, isVirtual: true })).toBe("payment");
  });
  it("links steps forwards and backwards", () => {
    expect(nextStep("shipping", complete)).toBe("delivery");
    expect(nextStep("shipping", { isVirtual: true })).toBe("payment");
    expect(previousStep("payment", { isVirtual: true })).toBe("shipping");
    expect(previousStep("contact", complete)).toBeNull();
  });
});

describe("store view of a URL", () => {
  it("is the trial store under /trial, the default store elsewhere", async () => {
    const { storeViewOf } = await import("~/lib/store-view");
    expect(storeViewOf("/trial/checkout/contact")).toBe("trial");
    expect(storeViewOf("http://shop.test/trial/checkout/payment?x=1")).toBe("trial");
    expect(storeViewOf("/checkout/contact")).toBe("default");
    expect(storeViewOf("http://shop.test/trialist/checkout")).toBe("default");
    expect(storeViewOf("/trial")).toBe("trial");
  });
});
