// Issue 40, 6: a guest who creates an account from the order's confirmation finds the order in
// it. The brand's assignGuestOrderToCustomer attaches a guest order to the signed-in customer
// whose e-mail placed it, once; nobody else's, and never a customer's order.
import { describe, expect, it } from "vitest";
import { attachGuestOrder, getCustomerOrders } from "../../app/.server/commerce/customer";
import { getGuestOrder } from "../../app/.server/commerce/checkout";
import { checkoutSteps, cartWith, place } from "./commerce-checkout-sandbox";
import { newCustomer, useSandbox } from "./commerce-customer-sandbox";

useSandbox();

/** A guest order placed with `email`; its number. */
async function guestOrder(email: string) {
  const cartId = await cartWith("default", ["ASH-STK-AMBER-P20-SUB", 1]);
  await checkoutSteps("default", cartId, { email });
  const placed = await place(cartId);
  expect(placed.error).toBeNull();
  return placed.order!.orderNumber;
}

const numbers = async (token: string) =>
  (
    await getCustomerOrders("default", token, {
      page: 1,
      pageSize: 10,
      sort: "CREATED_AT",
      direction: "DESC",
      status: null,
    })
  ).orders.map((o) => o.number);

describe("a guest order claimed by the account made for it", () => {
  it("attaches the order to the customer with the order's e-mail, once", async () => {
    const customer = newCustomer();
    const number = await guestOrder(customer.email.toUpperCase());
    expect(await getGuestOrder("default", number, customer.email, "Lovelace", "SW1A 2AA")).not.toBeNull();
    expect(await attachGuestOrder("default", customer.token, number)).toBe(true);
    expect(await numbers(customer.token)).toEqual([number]);
    // it is the customer's now: no longer found as a guest's, and not attached twice
    expect(await getGuestOrder("default", number, customer.email, "Lovelace", "SW1A 2AA")).toBeNull();
    expect(await attachGuestOrder("default", customer.token, number)).toBe(false);
  });

  it("refuses another e-mail's order, and without a sign-in", async () => {
    const owner = newCustomer("Ada", "Lovelace");
    const other = newCustomer("Alan", "Turing");
    const number = await guestOrder(owner.email);
    expect(await attachGuestOrder("default", other.token, number)).toBe(false);
    expect(await numbers(other.token)).toEqual([]);
    await expect(attachGuestOrder("default", "not-a-token", number)).rejects.toThrow();
    expect(await attachGuestOrder("default", owner.token, "999999999")).toBe(false);
    expect(await attachGuestOrder("default", owner.token, number)).toBe(true);
  });
});
