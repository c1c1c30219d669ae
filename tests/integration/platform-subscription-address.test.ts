import { describe, expect, it } from "vitest";
import { accountGateway } from "~/.server/platform";
import { subscriptionGateway } from "~/.server/platform/subscriptions";
import { todayIso } from "~/.server/account/format";
import type { Auth } from "~/lib/models/account";
import { addDays } from "~/lib/schemas/subscription";
import {
  type Flavour,
  FLAVOURS,
  newCustomer,
  refusal,
  sandboxFor,
  signInDemo,
  value,
} from "./platform-account-sandbox";
import { HOME as home, OFFICE as office, placeSubscriptionOrderTo } from "./subscription-order";

// The address a subscription delivers to (product.md §3 Account address, isSubscription), on
// both platform flavours: the subscription started by an order delivers to the book's copy of
// the order's delivery address, that address carries the flag, and the platform refuses to
// delete it while the subscription is live.

describe.each(FLAVOURS)("the address a subscription delivers to, %s flavour", (flavour: Flavour) => {
  const sandbox = sandboxFor(flavour);

  const flags = async (auth: Auth) =>
    (await accountGateway().listAddresses(auth)).map((a) => [a.streetName, a.isSubscription]);

  it("delivers to the book's copy of the order's address, flags it and refuses to delete it while live", async () => {
    const { auth } = await newCustomer();
    value(await accountGateway().addAddress(auth, home));
    const second = value(await accountGateway().addAddress(auth, office));
    expect(second.isSubscription).toBe(false);
    // typed at checkout without its space and in lower case: still the same address
    placeSubscriptionOrderTo(sandbox.db, auth.userUuid, { ...office, postcode: "ls27ey" });

    expect(await flags(auth)).toEqual([
      ["Mill Lane", false],
      ["Quay Street", true],
    ]);
    const [sub] = await subscriptionGateway().list(auth);
    expect(sub.deliveryAddressId).toBe(second.id);

    expect(refusal(await accountGateway().deleteAddress(auth, second.id))).toMatchObject({
      code: "ADDRESS_IN_SUBSCRIPTION",
      status: 409,
      message: expect.stringMatching(/subscription/),
    });
    expect(await flags(auth)).toHaveLength(2);
    // editing it is allowed: the next deliveries go to the changed address
    const edited = value(await accountGateway().updateAddress(auth, second.id, { ...office, streetNumber: "5" }));
    expect(edited.isSubscription).toBe(true);

    value(await subscriptionGateway().cancel(auth, sub.id));
    expect(await flags(auth)).toEqual([
      ["Mill Lane", false],
      ["Quay Street", false],
    ]);
    value(await accountGateway().deleteAddress(auth, second.id));
  });

  it("moves a subscription to another of the customer's addresses, and frees the old one once nothing delivers there", async () => {
    const { auth } = await newCustomer();
    const first = value(await accountGateway().addAddress(auth, home));
    const second = value(await accountGateway().addAddress(auth, office));
    placeSubscriptionOrderTo(sandbox.db, auth.userUuid, office);
    placeSubscriptionOrderTo(sandbox.db, auth.userUuid, office);
    const [one, two] = await subscriptionGateway().list(auth);

    const moved = value(await subscriptionGateway().deliverTo(auth, one.id, first.id));
    expect(moved).toMatchObject({ id: one.id, deliveryAddressId: first.id, status: "active" });
    // the other subscription still delivers to the office: both flagged
    expect(await flags(auth)).toEqual([
      ["Mill Lane", true],
      ["Quay Street", true],
    ]);
    value(await subscriptionGateway().deliverTo(auth, two.id, first.id));
    expect(await flags(auth)).toEqual([
      ["Mill Lane", true],
      ["Quay Street", false],
    ]);
    expect((await subscriptionGateway().list(auth)).map((s) => s.deliveryAddressId)).toEqual([first.id, first.id]);
    // a paused subscription can move too
    value(await subscriptionGateway().pause(auth, two.id, addDays(todayIso(), 7)));
    expect(value(await subscriptionGateway().deliverTo(auth, two.id, second.id))).toMatchObject({
      status: "paused",
      deliveryAddressId: second.id,
    });
  });

  it("refuses an address that is not the customer's, naming the field, and a cancelled subscription", async () => {
    const { auth } = await newCustomer();
    value(await accountGateway().addAddress(auth, home));
    placeSubscriptionOrderTo(sandbox.db, auth.userUuid, office);
    const [sub] = await subscriptionGateway().list(auth);
    const other = await newCustomer();
    const theirs = value(await accountGateway().addAddress(other.auth, home));

    for (const id of [theirs.id, "999999", "nope"])
      expect(refusal(await subscriptionGateway().deliverTo(auth, sub.id, id))).toMatchObject({
        status: 422,
        field: "deliveryAddressId",
        message: expect.stringMatching(/one of your addresses/),
      });
    expect((await subscriptionGateway().list(auth))[0].deliveryAddressId).toBe(sub.deliveryAddressId);
    // someone else's subscription is not found
    expect(refusal(await subscriptionGateway().deliverTo(other.auth, sub.id, theirs.id))).toMatchObject({
      status: 404,
    });
    value(await subscriptionGateway().cancel(auth, sub.id));
    expect(refusal(await subscriptionGateway().deliverTo(auth, sub.id, sub.deliveryAddressId ?? ""))).toMatchObject({
      status: 409,
      code: "SUBSCRIPTION_STATE",
    });
  });

  it("keeps a delivery address the shopper chose not to save in the book, so the subscription has one", async () => {
    const { auth } = await newCustomer();
    value(await accountGateway().addAddress(auth, home));
    placeSubscriptionOrderTo(sandbox.db, auth.userUuid, office);
    const book = await accountGateway().listAddresses(auth);
    expect(book.map((a) => [a.streetName, a.postcode, a.isSubscription])).toEqual([
      ["Mill Lane", "LS1 4AB", false],
      ["Quay Street", "LS2 7EY", true],
    ]);
    expect((await subscriptionGateway().list(auth))[0].deliveryAddressId).toBe(book[1].id);
  });

  it("shows the demo customer's address as the one their subscriptions deliver to", async () => {
    const auth = await signInDemo();
    const [address] = await accountGateway().listAddresses(auth);
    expect(address.isSubscription).toBe(true);
    const live = (await subscriptionGateway().list(auth)).filter((s) => s.status !== "cancelled");
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((s) => s.deliveryAddressId === address.id)).toBe(true);
  });
});
