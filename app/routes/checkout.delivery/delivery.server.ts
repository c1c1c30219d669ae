// Step 3: the shipping method, and for "Ship to store" the store to collect from.
import { shownAddress } from "~/.server/addresses/display";
import {
  getPickupStores,
  getShippingMethods,
  setShippingAddress,
  setShippingMethod,
} from "~/.server/commerce/checkout";
import type { PickupStore, ShippingMethod } from "~/lib/models/checkout";
import { deliverySchema, shippingMethodValue, type DeliveryOptions } from "~/lib/schemas/checkout";
import {
  perStoreView,
  redirectTo,
  stepAction,
  stepCookies,
  stepLoader,
  type CheckoutContext,
} from "~/.server/checkout/context";
import { parseForm, reply } from "~/.server/forms/form";
import { forgetOwnAddress, keepOwnAddress, ownAddress } from "~/.server/checkout/collection";

/**
 * What the shopper may choose from: available methods, cheapest first (product.md §9), without
 * the ones that can't ship a subscription when the cart holds one. Ship-to-store methods
 * only when there is a store to collect from.
 */
export function visibleMethods(
  methods: ShippingMethod[],
  hasSubscription: boolean,
  canCollect: boolean,
): ShippingMethod[] {
  return methods
    .filter((m) => m.available && (canCollect || !m.isPickup) && !(hasSubscription && m.disableForSubscription))
    .sort((a, b) => a.amount.value - b.amount.value);
}

async function methodsFor(ctx: CheckoutContext) {
  const { methods, selected } = await getShippingMethods(ctx.store, ctx.cart.id, ctx.token);
  // the store list is only asked for when a collection is on offer
  const stores = methods.some((m) => m.isPickup && m.available) ? await getPickupStores(ctx.store) : [];
  const visible = visibleMethods(methods, ctx.state.hasSubscription, stores.length > 0);
  const chosen = selected ?? ctx.state.selectedShippingMethod;
  const selectedValue =
    chosen && visible.some((m) => shippingMethodValue(m) === shippingMethodValue(chosen))
      ? shippingMethodValue(chosen)
      : null;
  return { visible, selectedValue, stores };
}

const deliveryOptions = (visible: ShippingMethod[], stores: PickupStore[]): DeliveryOptions => ({
  methodValues: visible.map(shippingMethodValue),
  pickupValues: visible.filter((m) => m.isPickup).map(shippingMethodValue),
  storeIds: stores.map((s) => s.id),
});

/**
 * A collection sends the order to the store (the sandbox, as Adobe Commerce, puts the store's
 * address in place of the shopper's, keeping their name and phone); the shopper's own address
 * is kept in the session, and home delivery puts it back (checkout/collection.ts). Only changed
 * when needed.
 */
async function markCollection(ctx: CheckoutContext, store: PickupStore | null) {
  const address = ctx.state.shippingAddress;
  if (!address) return { error: null };
  const same = store
    ? address.isPickupAddress && address.pickupInformation?.storeId === store.id
    : !address.isPickupAddress;
  if (same) return { error: null };
  if (store) {
    keepOwnAddress(ctx.session, ctx.cart.id, address);
    return setShippingAddress(
      ctx.store,
      ctx.cart.id,
      {
        ...address,
        isPickupAddress: true,
        pickupInformation: { storeId: store.id, storeName: store.name },
        // a store is never added to the address book
        saveInAddressBook: false,
      },
      ctx.token,
    );
  }
  const own = ownAddress(ctx.session, ctx.cart.id, address);
  if (!own)
    return { error: { code: "NO_ADDRESS", message: "Tell us where to deliver: change the delivery address first." } };
  const set = await setShippingAddress(ctx.store, ctx.cart.id, { ...own, saveInAddressBook: false }, ctx.token);
  if (!set.error) forgetOwnAddress(ctx.session);
  return set;
}

export const { loader, action } = perStoreView((store) => ({
  loader: stepLoader(store, "delivery", async (ctx) => {
    const { visible, selectedValue, stores } = await methodsFor(ctx);
    const address = ctx.state.shippingAddress;
    return {
      methods: visible.map((m) => ({
        value: shippingMethodValue(m),
        title: m.methodTitle,
        carrier: m.carrierTitle,
        description: m.description,
        price: m.priceInclTax ?? m.amount,
        isPickup: Boolean(m.isPickup),
      })),
      stores,
      defaults: {
        method: selectedValue ?? "",
        pickupStore: address?.isPickupAddress ? (address.pickupInformation?.storeId ?? "") : "",
      },
      shippingAddress: await shownAddress(ctx.store, address),
    };
  }),

  action: stepAction(store, "delivery", {
    delivery: async ({ checkout: ctx, form: formData }) => {
      const { visible, stores } = await methodsFor(ctx);
      const submission = parseForm(formData, deliverySchema(deliveryOptions(visible, stores)));
      if (submission.status !== "success") return reply("delivery", submission, { headers: stepCookies(ctx) });
      const method = visible.find((m) => shippingMethodValue(m) === submission.value.method)!;
      const pickup = method.isPickup ? stores.find((s) => s.id === submission.value.pickupStore)! : null;
      const marked = await markCollection(ctx, pickup);
      if (marked.error)
        return reply("delivery", submission, {
          field: pickup ? "pickupStore" : "method",
          message: marked.error.message,
          headers: stepCookies(ctx),
        });
      const { error } = await setShippingMethod(store, ctx.cart.id, method.carrierCode, method.methodCode, ctx.token);
      if (error)
        return reply("delivery", submission, { field: "method", message: error.message, headers: stepCookies(ctx) });
      return redirectTo(ctx.session, `${ctx.base}/payment`);
    },
  }),
}));
