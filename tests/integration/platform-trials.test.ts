import { describe, expect, it } from "vitest";
import { platformTrialEligible } from "~/.server/platform/trials";
import { USED_TRIAL_ORDER } from "../../server/sandbox/commerce/seed/checkout-data";
import { type Flavour, FLAVOURS, newCustomer, sandboxFor } from "./platform-account-sandbox";

// product.md §7 (decision 0046): who may take the free trial, as the platform says for a signed-in
// customer. Unified: GET /api/trials/is-eligible/{program}/{consumer}, from the customer's
// orders (one free trial each). Legacy: no route, so no answer (null): the commerce cart's flag decides.

describe.each(FLAVOURS)("trial eligibility, %s flavour", (flavour: Flavour) => {
  const sandbox = sandboxFor(flavour);

  let orders = 0;
  /** A free trial order placed with this e-mail, as the shop records one. */
  const trialOrder = (email: string) =>
    sandbox.db
      .prepare(
        `INSERT INTO sales_order (increment_id, store_code, customer_email, status, is_trial, subtotal, tax_amount,
           grand_total, order_currency_code, payment_method, payment_title, created_at)
         VALUES (?, 'trial', ?, 'processing', 1, 0, 0, 0, 'GBP', 'free', 'No payment required', ?)`,
      )
      .run(`T-${Date.now()}-${++orders}`, email, new Date().toISOString());

  it("a new customer may take the trial, and not once they have had one", async () => {
    const { auth, email } = await newCustomer();
    expect(await platformTrialEligible(auth)).toBe(flavour === "unified" ? true : null);
    trialOrder(email.toUpperCase());
    expect(await platformTrialEligible(auth)).toBe(flavour === "unified" ? false : null);
  });

  it("a trial ordered as a guest with the e-mail counts once the customer has an account", async () => {
    const { auth } = await newCustomer({ email: USED_TRIAL_ORDER.email });
    expect(await platformTrialEligible(auth)).toBe(flavour === "unified" ? false : null);
  });

  it("another customer's id with this token gives no answer (the commerce flag decides), never theirs", async () => {
    const { auth } = await newCustomer();
    const other = await newCustomer();
    expect(await platformTrialEligible({ ...auth, userUuid: other.auth.userUuid })).toBeNull();
  });
});
