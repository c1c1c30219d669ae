import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accountGateway } from "~/.server/platform";
import { subscriptionGateway } from "~/.server/platform/subscriptions";
import type { Auth } from "~/lib/models/account";
import {
  FLAVOURS,
  newCustomer,
  refusal,
  restoreConfig,
  signInDemo,
  startSandbox,
  useFlavour,
  value,
  type Flavour,
  type RunningSandbox,
} from "./platform-account-sandbox";
import { HOME as home, OFFICE as office, placeSubscriptionOrderTo } from "./subscription-order";

// The address a subscription delivers to (product.md §3 Account address, isSubscription), on
// both platform flavours: the subscription started by an order delivers to the book's copy of
// the order's delivery address, that address carries the flag, and the platform refuses to
// delete it while the subscription is live.

describe.each(FLAVOURS)("the address a subscription delivers to, %s flavour", (flavour: Flavour) => {
  let sandbox: RunningSandbox;
  beforeAll(async () => void (sandbox = await startSandbox()));
  afterAll(() => sandbox.close());
  beforeEach(() => useFlavour(sandbox, flavour));
  afterEach(restoreConfig);

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
