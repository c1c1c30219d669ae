import { describe, expect, it } from "vitest";
import { listAddresses } from "../../server/sandbox/accounts/store";
import { addToCart, cartIsAvailable, createCart, getCart } from "../../app/.server/commerce/cart";
import {
  getCheckoutState,
  placeOrder,
  setBillingAddress,
  setPaymentMethod,
  setShippingAddress,
  setShippingMethod,
} from "../../app/.server/commerce/checkout";
import { CommerceError } from "../../app/.server/commerce/client";
import {
  CustomerSessionExpiredError,
  getCustomerAddresses,
  getCustomerCartId,
  getCustomerOrderDetails,
  getCustomerOrders,
  getCustomerOrdersCount,
  mergeCarts,
} from "../../app/.server/commerce/customer";
import { AGE_CONFIRMED, cartWith, LONDON } from "./commerce-checkout-sandbox";
import {
  addToBook,
  expiredToken,
  newCustomer,
  sandbox,
  useSandbox,
  type TestCustomer,
} from "./commerce-customer-sandbox";

// The customer side of commerce: the customer's cart, merging the guest cart after login, the
// address book at checkout, customer orders, and an expired token.
useSandbox();

const add = async (c: TestCustomer, cartId: string, sku: string, quantity: number) =>
  expect((await addToCart("default", cartId, { kind: "simple", sku, quantity }, c.token)).error).toBeNull();

const quantities = (cart: { items: { product: { sku: string }; quantity: number }[] }) =>
  Object.fromEntries(cart.items.map((i) => [i.product.sku, i.quantity]));

/** Delivery and payment on a customer cart whose addresses are set. */
async function deliveryAndPayment(c: TestCustomer, cartId: string) {
  expect(await setShippingMethod("default", cartId, "flatrate", "tracked", c.token)).toEqual({ error: null });
  expect(await setPaymentMethod("default", cartId, "ashless_card", c.token)).toEqual({ error: null });
}

describe("the customer's cart", () => {
  it("is one active cart per customer, only the owner can use it, and createEmptyCart with a token answers it", async () => {
    const grace = newCustomer();
    const id = await getCustomerCartId("default", grace.token);
    expect(await getCustomerCartId("default", grace.token)).toBe(id);
    expect(await createCart("default", grace.token)).toBe(id);
    expect(await getCustomerCartId("trial", grace.token)).not.toBe(id);

    await add(grace, id, "ASH-STK-SILVER-P20", 2);
    expect(quantities(await getCart("default", id, grace.token))).toEqual({ "ASH-STK-SILVER-P20": 2 });
    // product.md §4: a cart read without authorisation is unavailable; someone else's token is refused too
    expect(await cartIsAvailable("default", id)).toBe(false);
    const other = newCustomer("Alan", "Turing");
    const refused = await getCart("default", id, other.token).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CommerceError);
    expect((refused as CommerceError).errors[0].extensions?.category).toBe("graphql-authorization");
  });

  it("merges the guest cart into it: quantities added, limits checked again, the guest cart closed", async () => {
    const grace = newCustomer();
    const guest = await cartWith(
      "default",
      ["ASH-STK-SILVER-P20", 2],
      ["ASH-STK-PURPLE-P20", 2],
      ["ASH-CON-HOLDER-1", 1],
    );
    const id = await getCustomerCartId("default", grace.token);
    await add(grace, id, "ASH-STK-SILVER-P20", 1);
    await add(grace, id, "ASH-STK-PURPLE-P20", 2);

    const merged = await mergeCarts("default", guest, id, grace.token);
    expect(merged.id).toBe(id);
    expect(quantities(merged)).toEqual({ "ASH-STK-SILVER-P20": 3, "ASH-STK-PURPLE-P20": 4, "ASH-CON-HOLDER-1": 1 });
    // Purple Wave is limited to three packs per order: the merged line says so
    expect(merged.items.find((i) => i.product.sku === "ASH-STK-PURPLE-P20")!.errors).toEqual([
      { code: "ITEM_QTY", message: "You can buy at most 3 of this product per order." },
    ]);
    expect(await cartIsAvailable("default", guest)).toBe(false);

    // Merging it again (a second tab, a retried login) is refused and changes nothing.
    await expect(mergeCarts("default", guest, id, grace.token)).rejects.toMatchObject({
      message: "The cart isn't active.",
    });
    expect(quantities(await getCart("default", id, grace.token))).toEqual(quantities(merged));
  });

  it("refuses to merge another customer's cart", async () => {
    const [grace, alan] = [newCustomer(), newCustomer("Alan", "Turing")];
    const alans = await getCustomerCartId("default", alan.token);
    await add(alan, alans, "ASH-STK-TEAK-P20", 1);
    const graces = await getCustomerCartId("default", grace.token);
    await expect(mergeCarts("default", alans, graces, grace.token)).rejects.toMatchObject({
      name: "CommerceError",
      message: `The current user cannot perform operations on cart "${alans}"`,
    });
    expect((await getCart("default", graces, grace.token)).items).toEqual([]);
    expect(quantities(await getCart("default", alans, alan.token))).toEqual({ "ASH-STK-TEAK-P20": 1 });
  });
});

describe("the address book at checkout", () => {
  it("lists the customer's addresses with their defaults", async () => {
    const grace = newCustomer();
    expect(await getCustomerAddresses("default", grace.token)).toEqual([]);
    const home = addToBook(grace);
    const work = addToBook(grace, {
      street_name: "Fleet Street",
      street_number: "1",
      street_additional: null,
      city: "London",
      postcode: "EC4Y 1AA",
      is_default_billing: 1,
    });
    expect(await getCustomerAddresses("default", grace.token)).toEqual([
      expect.objectContaining({
        id: home,
        street: ["Downing Street", "10", "Flat 2"],
        countryCode: "GB",
        isDefaultShipping: true,
        isDefaultBilling: false,
      }),
      expect.objectContaining({
        id: work,
        street: ["Fleet Street", "1", ""],
        postcode: "EC4Y 1AA",
        isDefaultShipping: false,
        isDefaultBilling: true,
      }),
    ]);
  });

  it("places an order with saved addresses and no guest e-mail; it is the customer's, first in their orders", async () => {
    const grace = newCustomer();
    const home = addToBook(grace);
    const id = await getCustomerCartId("default", grace.token);
    await add(grace, id, "ASH-STK-AMBER-P20", 2);
    expect(await setShippingAddress("default", id, { customerAddressId: home }, grace.token)).toEqual({ error: null });
    expect(await setBillingAddress("default", id, { customerAddressId: home }, grace.token)).toEqual({ error: null });
    expect((await getCheckoutState("default", id, grace.token)).shippingAddress).toMatchObject({
      street: ["Downing Street", "10", "Flat 2"],
      postcode: "SW1A 2AA",
    });
    await deliveryAndPayment(grace, id);

    const placed = await placeOrder("default", id, AGE_CONFIRMED, grace.token);
    expect(placed.error).toBeNull();
    const number = placed.order!.orderNumber;
    expect(await getCustomerOrdersCount("default", grace.token)).toBe(1);
    const page = await getCustomerOrders("default", grace.token, {
      page: 1,
      pageSize: 10,
      sort: "CREATED_AT",
      direction: "DESC",
      status: null,
    });
    expect(page).toMatchObject({ totalCount: 1, currentPage: 1, totalPages: 1 });
    expect(page.orders[0]).toMatchObject({
      number,
      status: "pending_payment",
      statusLabel: "Awaiting payment",
      itemCount: 2,
      cancelable: true,
      payable: true,
    });
    expect(await getCustomerOrderDetails("default", grace.token, number)).toMatchObject({
      email: grace.email,
      billingAddress: { lastname: "Hopper" },
    });
    // the ordered cart is closed; the customer gets a new one
    expect(await getCustomerCartId("default", grace.token)).not.toBe(id);
    expect(listAddresses(sandbox.db, grace.uuid)).toHaveLength(1);
  });

  it("refuses an address of someone else's book, and address-book ids on a guest cart", async () => {
    const [grace, alan] = [newCustomer(), newCustomer("Alan", "Turing")];
    const alansHome = addToBook(alan);
    const id = await getCustomerCartId("default", grace.token);
    await add(grace, id, "ASH-STK-AMBER-P20", 1);
    expect((await setShippingAddress("default", id, { customerAddressId: alansHome }, grace.token)).error).toEqual({
      code: "UNDEFINED",
      message: `Current customer does not have permission to address with ID "${alansHome}"`,
    });
    expect((await setShippingAddress("default", id, { customerAddressId: 999999 }, grace.token)).error?.message).toBe(
      'Could not find a address with ID "999999"',
    );
    const guest = await cartWith("default", ["ASH-STK-AMBER-P20", 1]);
    expect((await setShippingAddress("default", guest, { customerAddressId: alansHome })).error?.message).toBe(
      "The current customer isn't authorized.",
    );
  });

  it("adds a typed address to the book when the order is placed, only if asked to", async () => {
    const grace = newCustomer();
    const order = async (saveInAddressBook: boolean, street: string) => {
      const id = await getCustomerCartId("default", grace.token);
      await add(grace, id, "ASH-STK-AMBER-P20", 1);
      const address = { ...LONDON, street: [street, "5", ""] as [string, string, string], saveInAddressBook };
      expect(await setShippingAddress("default", id, address, grace.token)).toEqual({ error: null });
      expect(await setBillingAddress("default", id, { sameAsShipping: true }, grace.token)).toEqual({ error: null });
      await deliveryAndPayment(grace, id);
      expect(listAddresses(sandbox.db, grace.uuid).map((a) => a.street_name)).not.toContain(street);
      expect((await placeOrder("default", id, AGE_CONFIRMED, grace.token)).error).toBeNull();
    };
    await order(false, "Whitehall");
    expect(listAddresses(sandbox.db, grace.uuid)).toEqual([]);
    await order(true, "Horse Guards Road");
    expect(await getCustomerAddresses("default", grace.token)).toEqual([
      expect.objectContaining({
        street: ["Horse Guards Road", "5", ""],
        firstname: "Ada",
        isDefaultShipping: true,
        isDefaultBilling: true,
      }),
    ]);
  });

  it("shows orders from the free trial store view with the website scope", async () => {
    const grace = newCustomer();
    const id = await getCustomerCartId("trial", grace.token);
    expect(
      (await addToCart("trial", id, { kind: "simple", sku: "ASH-TRIAL-ONE", quantity: 1 }, grace.token)).error,
    ).toBeNull();
    expect(await setShippingAddress("trial", id, LONDON, grace.token)).toEqual({ error: null });
    expect(await setBillingAddress("trial", id, { sameAsShipping: true }, grace.token)).toEqual({ error: null });
    expect(await setShippingMethod("trial", id, "freeshipping", "freeshipping", grace.token)).toEqual({ error: null });
    expect(await setPaymentMethod("trial", id, "free", grace.token)).toEqual({ error: null });
    const placed = await placeOrder("trial", id, AGE_CONFIRMED, grace.token);
    expect(placed.error).toBeNull();
    const page = await getCustomerOrders("default", grace.token, {
      page: 1,
      pageSize: 10,
      sort: "NUMBER",
      direction: "ASC",
      status: null,
    });
    expect(page.orders.map((o) => [o.number, o.status])).toEqual([[placed.order!.orderNumber, "new"]]);
  });
});

describe("an expired or revoked token", () => {
  it("surfaces as CustomerSessionExpiredError from the gateway and SESSION_EXPIRED from checkout", async () => {
    const grace = newCustomer();
    const id = await getCustomerCartId("default", grace.token);
    const stale = expiredToken(grace);
    for (const call of [
      () => getCustomerCartId("default", stale),
      () => getCustomerAddresses("default", stale),
      () =>
        getCustomerOrders("default", stale, {
          page: 1,
          pageSize: 10,
          sort: "CREATED_AT",
          direction: "DESC",
          status: null,
        }),
      () => getCustomerOrderDetails("default", stale, "000000101"),
      () => mergeCarts("default", id, id, stale),
      () => getCheckoutState("default", id, stale),
    ]) {
      await expect(call()).rejects.toBeInstanceOf(CustomerSessionExpiredError);
    }
    expect(await setShippingMethod("default", id, "flatrate", "tracked", stale)).toEqual({
      error: { code: "SESSION_EXPIRED", message: "Your session has expired. Please sign in again." },
    });
    sandbox.db.prepare("UPDATE accounts_tokens SET revoked = 1 WHERE token = ?").run(grace.token);
    await expect(getCustomerOrdersCount("default", grace.token)).rejects.toMatchObject({ code: "SESSION_EXPIRED" });
  });
});
