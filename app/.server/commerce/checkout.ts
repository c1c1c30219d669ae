import { shared } from "./catalog";
import { commerceRequest, CommerceError, type CommerceDocument } from "./client";
import { CustomerSessionExpiredError, isSessionExpired } from "./customer";
import { shopperMessage, toUserError } from "./errors";
import type {
  CartAddress,
  CheckoutGateway,
  ConfirmedOrder,
  DeliveryLimits,
  OrderAttribute,
  PickupStore,
} from "~/lib/models/checkout";
import {
  mapCheckoutState,
  mapDeliveryLimits,
  mapOrderAttribute,
  mapPickupStores,
  mapShippingMethods,
  toAddressInput,
} from "./mappers/checkout";
import { present } from "./mappers/catalog";
import { mapConfirmedOrder, type RawCustomerOrder } from "./mappers/checkout-order";
import type { CommerceUserError, StoreView } from "~/lib/models/commerce";
import {
  GetCheckoutStateDocument,
  GetGuestOrderDocument,
  GetOrderAttributesDocument,
  GetOrderDeliveryLimitsDocument,
  GetPickupLocationsDocument,
  GetShippingMethodsDocument,
  PlaceOrderDocument,
  SetBillingAddressOnCartDocument,
  SetGuestEmailOnCartDocument,
  SetPaymentMethodOnCartDocument,
  SetShippingAddressesOnCartDocument,
  SetShippingMethodsOnCartDocument,
  type PlaceOrderMutation,
} from "./generated/operations";
import { log } from "../observability";

// The checkout gateway (contract: checkout-types.ts). Carts and orders are per shopper, so
// they are never cached; order attributes, delivery limits and pickup stores are the same for
// every shopper of a store view and are cached like the catalogue's store-wide reads.
// Mutations answer product.md §8 refusals as `error`; outages (UpstreamUnavailableError) propagate.

type Outcome = { error: CommerceUserError | null };

const PLACE_ORDER_FALLBACK = "Something went wrong and your order was not placed. Please try again.";

/** A signed-in shopper whose commerce token was refused: the routes sign them out (code SESSION_EXPIRED). */
const SESSION_EXPIRED: CommerceUserError = {
  code: "SESSION_EXPIRED",
  message: new CustomerSessionExpiredError().message,
};

/** The server's refusal as `error` (its first message, product.md §8); a refused customer token as SESSION_EXPIRED. */
const refusal = (e: CommerceError, token: string | undefined): CommerceUserError =>
  token && isSessionExpired(e) ? SESSION_EXPIRED : toUserError(e);

/** Runs one checkout mutation; the server's refusal becomes `error`. */
async function mutate<T, V>(
  store: StoreView,
  token: string | undefined,
  doc: CommerceDocument<T, V>,
  variables: V,
): Promise<Outcome> {
  try {
    await commerceRequest(doc, variables, { store, token });
    return { error: null };
  } catch (e) {
    if (!(e instanceof CommerceError)) throw e;
    return { error: refusal(e, token) };
  }
}

/** A read with a customer token: a refused token throws CustomerSessionExpiredError. */
async function read<T, V>(
  doc: CommerceDocument<T, V>,
  variables: V,
  store: StoreView,
  token: string | undefined,
): Promise<T> {
  try {
    return await commerceRequest(doc, variables, { store, token });
  } catch (e) {
    if (token && isSessionExpired(e))
      throw new CustomerSessionExpiredError((e as CommerceError).errors, (e as CommerceError).status);
    throw e;
  }
}

/** A typed address (a shipping one may be a store pickup) or one from the address book. */
type AddressChoice = CartAddress | { customerAddressId: number };

const isAddressBookId = (a: object): a is { customerAddressId: number } => "customerAddressId" in a;

function addressInput(address: AddressChoice) {
  return isAddressBookId(address)
    ? { customer_address_id: address.customerAddressId }
    : { address: toAddressInput(address) };
}

export async function getCheckoutState(store: StoreView, cartId: string, token?: string) {
  const data = await read(GetCheckoutStateDocument, { cartId }, store, token);
  if (!data.cart) throw new CommerceError(`Could not find a cart with ID "${cartId}"`);
  return mapCheckoutState(data.cart);
}

export function setGuestEmail(store: StoreView, cartId: string, email: string): Promise<Outcome> {
  return mutate(store, undefined, SetGuestEmailOnCartDocument, { cartId, email: email.trim() });
}

export function setShippingAddress(
  store: StoreView,
  cartId: string,
  address: AddressChoice,
  token?: string,
): Promise<Outcome> {
  return mutate(store, token, SetShippingAddressesOnCartDocument, { cartId, shippingAddress: addressInput(address) });
}

export function setBillingAddress(
  store: StoreView,
  cartId: string,
  address: AddressChoice | { sameAsShipping: true },
  token?: string,
): Promise<Outcome> {
  const billingAddress = "sameAsShipping" in address ? { same_as_shipping: true } : addressInput(address);
  return mutate(store, token, SetBillingAddressOnCartDocument, { cartId, billingAddress });
}

/** Adobe Commerce lists the rates on the shipping address; cheapest first (product.md §9). */
export async function getShippingMethods(store: StoreView, cartId: string, token?: string) {
  const data = await read(GetShippingMethodsDocument, { cartId }, store, token);
  return mapShippingMethods(data.cart);
}

export function setShippingMethod(
  store: StoreView,
  cartId: string,
  carrierCode: string,
  methodCode: string,
  token?: string,
): Promise<Outcome> {
  return mutate(store, token, SetShippingMethodsOnCartDocument, { cartId, carrierCode, methodCode });
}

export function setPaymentMethod(store: StoreView, cartId: string, code: string, token?: string): Promise<Outcome> {
  return mutate(store, token, SetPaymentMethodOnCartDocument, { cartId, code });
}

/**
 * Places the order with the order attributes. 2.4.7 answers refusals in `errors` with a
 * PlaceOrderErrorCodes code; older servers send GraphQL errors, handled the same way.
 */
export async function placeOrder(
  store: StoreView,
  cartId: string,
  attributes: { code: string; value: string }[],
  token?: string,
) {
  let result: PlaceOrderMutation["placeOrder"];
  try {
    const variables = { cartId, attributes: attributes.map((a) => ({ attribute_code: a.code, value: a.value })) };
    result = (await commerceRequest(PlaceOrderDocument, variables, { store, token })).placeOrder;
  } catch (e) {
    if (!(e instanceof CommerceError)) throw e;
    return { order: null, error: refusal(e, token) };
  }
  const number = result?.orderV2?.number ?? result?.order?.order_number;
  if (number) return { order: { orderNumber: number }, error: null };
  const first = result?.errors?.find((e) => e !== null);
  const code = first?.code ?? "UNDEFINED";
  return { order: null, error: { code, message: shopperMessage(code, first?.message ?? "") || PLACE_ORDER_FALLBACK } };
}

export function getOrderAttributes(store: StoreView): Promise<OrderAttribute[]> {
  return shared(store, "orderAttributes", async () => {
    const data = await commerceRequest(GetOrderAttributesDocument, {}, { store });
    return present(data.getOrderAttributes).map(mapOrderAttribute);
  });
}

export function getOrderDeliveryLimits(store: StoreView): Promise<DeliveryLimits> {
  return shared(store, "deliveryLimits", async () => {
    const data = await commerceRequest(GetOrderDeliveryLimitsDocument, {}, { store });
    return mapDeliveryLimits(data.getOrderDeliveryLimits);
  });
}

/** Stores to collect from; the checkout offers up to 100. */
export function getPickupStores(store: StoreView): Promise<PickupStore[]> {
  return shared(store, "pickupStores", async () => {
    const data = await commerceRequest(GetPickupLocationsDocument, { pageSize: 100 }, { store });
    return mapPickupStores(data.pickupLocations);
  });
}

/**
 * The order for the confirmation page, or null when it cannot be found. 2.4.7 looks guest
 * orders up by number, e-mail and billing postcode; the last name is checked here as well.
 */
export async function getGuestOrder(
  store: StoreView,
  number: string,
  email: string,
  lastname: string,
  postcode?: string | null,
): Promise<ConfirmedOrder | null> {
  if (postcode === undefined || postcode === null) {
    log().error(`getGuestOrder(${number}): no billing postcode given; Adobe Commerce needs it to find a guest order`);
    return null;
  }
  let raw: RawCustomerOrder;
  try {
    // Sent as POST: the e-mail and postcode must not end up in URLs and access logs.
    const data = await commerceRequest(GetGuestOrderDocument, { number, email, postcode }, { store, method: "POST" });
    raw = data.guestOrder;
  } catch (e) {
    if (e instanceof CommerceError && e.errors[0]?.extensions?.category === "graphql-no-such-entity") return null;
    throw e;
  }
  const order = mapConfirmedOrder(raw);
  const billedTo = order.billingAddress?.lastname.trim().toLowerCase();
  if (lastname.trim() && billedTo !== undefined && billedTo !== lastname.trim().toLowerCase()) return null;
  return order;
}

// Compile-time check that this module implements the contract the checkout routes rely on.
({
  getCheckoutState,
  setGuestEmail,
  setShippingAddress,
  setBillingAddress,
  getShippingMethods,
  setShippingMethod,
  setPaymentMethod,
  placeOrder,
  getOrderAttributes,
  getOrderDeliveryLimits,
  getPickupStores,
  getGuestOrder,
}) satisfies CheckoutGateway;
