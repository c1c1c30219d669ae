// Checkout demo data: select options of the order attributes, and the past orders tests and
// demos rely on (change them only together with tests/integration/commerce-checkout.test.ts).

export const ORDER_ATTRIBUTE_OPTIONS: Record<string, [value: string, label: string][]> = {
  referral_source: [
    ["friend", "A friend"],
    ["search", "A search engine"],
    ["social", "Social media"],
    ["store", "In a shop"],
    ["other", "Somewhere else"],
  ],
};

/** A free trial already ordered with this e-mail, so the "one trial per customer" rule can be seen. */
export const USED_TRIAL_ORDER = {
  incrementId: "000000100",
  email: "used-trial@example.com",
  createdAt: "2025-01-15T10:30:00.000Z",
  address: {
    firstname: "Uma",
    lastname: "Used",
    street: ["1 Trial Street"],
    city: "London",
    region: "England",
    postcode: "SW1A 1AA",
    country_id: "GB",
    telephone: "+447700900100",
  },
};
