import { commerceRequest, CommerceError, type CommerceDocument } from "./client";
import { shopperMessage, toUserError } from "./errors";
import { mapCart, mapCrossSell } from "./mappers";
import { present } from "./mappers/catalog";
import type { AddToCartInput, Cart, CartMessage, CommerceUserError, CrossSell, StoreView } from "~/lib/models/commerce";
import {
  AddBundleProductsToCartDocument,
  AddProductsToCartDocument,
  AddConfigurableProductsToCartDocument,
  AddSimpleProductsToCartDocument,
  ApplyCampaignToCartDocument,
  ApplyCouponToCartDocument,
  CreateEmptyCartDocument,
  GetCartIdDocument,
  GetCartItemsDocument,
  GetCartPricesDocument,
  GetCouponsDocument,
  GetXSellingPopupDocument,
  RemoveCampaignFromCartDocument,
  RemoveCouponFromCartDocument,
  RemoveItemFromCartDocument,
  UpdateCartItemsDocument,
  type CartItemInput,
  type GetCartItemsQuery,
} from "./generated/operations";
import { log } from "../observability";

// Carts are per shopper: nothing here is cached.

export interface CartResult {
  /** the cart after the change (or as it stands after a refused one); null when it cannot be read */
  cart: Cart | null;
  /** the shopper-facing reason a change was refused */
  error: CommerceUserError | null;
  /** a refused discount code: what the cart says beside it (product.md §8), its `messages` */
  messages?: CartMessage[];
}

export async function createCart(store: StoreView, token?: string): Promise<string> {
  const data = await commerceRequest(CreateEmptyCartDocument, {}, { store, token });
  if (!data.createEmptyCart) throw new CommerceError("No cart was created");
  return data.createEmptyCart;
}

/**
 * product.md §4: read the cart without authorisation; any refusal means it cannot be used. An outage
 * is not a refusal: it propagates, so a session does not drop its cart while commerce is down.
 */
export async function cartIsAvailable(store: StoreView, id: string): Promise<boolean> {
  try {
    await commerceRequest(GetCartIdDocument, { cartId: id }, { store });
    return true;
  } catch (error) {
    if (error instanceof CommerceError) return false;
    throw error;
  }
}

/**
 * product.md §8: an items answer with errors but a cart in its data (a line whose product could not
 * be loaded comes back null) still shows the lines it holds; an answer without a cart fails.
 */
async function cartItems(store: StoreView, id: string, token?: string): Promise<GetCartItemsQuery> {
  try {
    return await commerceRequest(GetCartItemsDocument, { cartId: id }, { store, token });
  } catch (error) {
    const partial = error instanceof CommerceError ? (error.data as GetCartItemsQuery | null | undefined) : null;
    if (!partial?.cart) throw error;
    log().warn(`[commerce] cart items answered with errors, shown from its data: ${(error as Error).message}`);
    return partial;
  }
}

export async function getCart(store: StoreView, id: string, token?: string): Promise<Cart> {
  const [items, prices] = await Promise.all([
    cartItems(store, id, token),
    commerceRequest(GetCartPricesDocument, { cartId: id }, { store, token }),
  ]);
  if (!items.cart || !prices.cart) throw new CommerceError(`Could not find a cart with ID "${id}"`);
  return mapCart(items.cart, prices.cart);
}

/**
 * product.md §3 xselling_popup: what the store suggests adding to this cart (read by the cart page
 * only, beside the cart); null when it suggests nothing.
 */
export async function getCrossSell(store: StoreView, id: string, token?: string): Promise<CrossSell | null> {
  const { cart } = await commerceRequest(GetXSellingPopupDocument, { cartId: id }, { store, token });
  return mapCrossSell(cart?.xselling_popup ?? null);
}

/** Runs one cart mutation; a refusal becomes `error` and the cart is read back either way. */
async function change<T, V extends { cartId: string }>(
  store: StoreView,
  id: string,
  token: string | undefined,
  doc: CommerceDocument<T, V>,
  variables: Omit<V, "cartId">,
): Promise<CartResult> {
  let error: CommerceUserError | null = null;
  try {
    await commerceRequest(doc, { cartId: id, ...variables } as V, { store, token });
  } catch (e) {
    if (!(e instanceof CommerceError)) throw e;
    error = toUserError(e);
  }
  return { cart: await readBack(store, id, token), error };
}

async function readBack(store: StoreView, id: string, token?: string): Promise<Cart | null> {
  try {
    return await getCart(store, id, token);
  } catch (e) {
    if (e instanceof CommerceError) return null;
    throw e;
  }
}

/** product.md §7: the registration consent goes to commerce as an entered option (uid: base64 of the option's code). */
export const REGISTRATION_CONSENT_UID = Buffer.from("has_registration_consent").toString("base64");
const enteredOptions = (input: AddToCartInput) =>
  input.registrationConsent === undefined
    ? undefined
    : [{ uid: REGISTRATION_CONSENT_UID, value: input.registrationConsent ? "1" : "0" }];

export function addToCart(store: StoreView, id: string, input: AddToCartInput, token?: string): Promise<CartResult> {
  const entered_options = enteredOptions(input);
  switch (input.kind) {
    case "simple":
      return change(store, id, token, AddSimpleProductsToCartDocument, {
        cartItems: [{ data: { sku: input.sku, quantity: input.quantity, entered_options } }],
      });
    case "grouped":
      // Magento adds a grouped product as its items' lines; all of them or, refused, none
      return change(store, id, token, AddSimpleProductsToCartDocument, {
        cartItems: input.items.map((i) => ({ data: { sku: i.sku, quantity: i.quantity } })),
      });
    case "configurable":
      return change(store, id, token, AddConfigurableProductsToCartDocument, {
        parentSku: input.parentSku,
        sku: input.sku,
        quantity: input.quantity,
        enteredOptions: entered_options,
      });
    case "downloadable":
      // decision 0074: the chosen files as selected options, as Magento's addProductsToCart takes them
      return addProducts(store, id, token, [
        { sku: input.sku, quantity: input.quantity, selected_options: input.linkUids, entered_options },
      ]);
    case "bundle":
      return change(store, id, token, AddBundleProductsToCartDocument, {
        cartItems: [
          {
            data: { sku: input.sku, quantity: input.quantity, entered_options },
            bundle_options: input.options.map((o) => ({
              id: o.optionId,
              quantity: o.quantity,
              value: o.valueIds.map(String),
            })),
          },
        ],
      });
  }
}

/** product.md §7: the entered options marking a gift line (uids: base64 of each option's code). */
const giftOption = (code: string, value: string) => ({ uid: Buffer.from(code).toString("base64"), value });

/**
 * product.md §7/§8: adds the free gifts the shopper chose with the line `parent`. Entries of
 * quantity 0 or less are ignored; when none remain nothing is sent and the answer is null.
 * The first refused gift is the error (the others are added); the brand's gift refusals are
 * worded for the shopper, so they are kept as they come.
 */
export async function addGifts(
  store: StoreView,
  id: string,
  parent: { sku: string; lineId: number },
  entries: { sku: string; quantity: number }[],
  token?: string,
): Promise<CartResult | null> {
  const gifts = entries.filter((e) => e.quantity > 0);
  if (gifts.length === 0) return null;
  const marks = [
    giftOption("is_gift", "1"),
    giftOption("parent_gift_sku", parent.sku),
    giftOption("parent_gift_id", String(parent.lineId)),
  ];
  const cartItems = gifts.map((g) => ({ sku: g.sku, quantity: g.quantity, entered_options: marks }));
  return addProducts(store, id, token, cartItems);
}

/**
 * addProductsToCart: what it can add is added, each refusal comes as a user error; the first is
 * the error. The brand's gift refusals are worded for the shopper, so they are kept as they come.
 */
async function addProducts(
  store: StoreView,
  id: string,
  token: string | undefined,
  cartItems: CartItemInput[],
): Promise<CartResult> {
  let error: CommerceUserError | null = null;
  try {
    const answer = await commerceRequest(AddProductsToCartDocument, { cartId: id, cartItems }, { store, token });
    const first = present(answer.addProductsToCart?.user_errors)[0];
    if (first)
      error = {
        code: first.code,
        message: first.code === "GIFT_ERROR" ? first.message : shopperMessage(first.code, first.message),
      };
  } catch (e) {
    if (!(e instanceof CommerceError)) throw e;
    error = toUserError(e);
  }
  return { cart: await readBack(store, id, token), error };
}

/** Quantity 0 removes the line (Adobe Commerce semantics). `itemId` is the cart item uid. */
export function updateCartItem(
  store: StoreView,
  id: string,
  itemId: string,
  quantity: number,
  token?: string,
): Promise<CartResult> {
  return updateCartItems(store, id, [{ id: itemId, quantity }], token);
}

/** product.md §7 updateCartItems: several lines at once (one change: all or none). */
export function updateCartItems(
  store: StoreView,
  id: string,
  items: { id: string; quantity: number }[],
  token?: string,
): Promise<CartResult> {
  const cartItems = items.map((i) => ({ cart_item_uid: i.id, quantity: i.quantity }));
  return change(store, id, token, UpdateCartItemsDocument, { cartItems });
}

export function removeCartItem(store: StoreView, id: string, itemId: string, token?: string): Promise<CartResult> {
  return change(store, id, token, RemoveItemFromCartDocument, { cartItemUid: itemId });
}

/**
 * product.md §7/§8: remove the current coupon, apply the new code(s) joined with commas, then check
 * the cart still accepts coupons. On failure the message is the server's first error, and the
 * cart comes back with whatever coupons it holds, and its messages.
 */
export async function applyCoupon(
  store: StoreView,
  id: string,
  code: string | string[],
  token?: string,
): Promise<CartResult> {
  const couponCode = (Array.isArray(code) ? code : [code])
    .map((c) => c.trim())
    .filter(Boolean)
    .join(",");
  const options = { store, token };
  let error: CommerceUserError | null = null;
  try {
    await commerceRequest(RemoveCouponFromCartDocument, { cartId: id }, options);
    await commerceRequest(ApplyCouponToCartDocument, { cartId: id, couponCode }, options);
    const { cart } = await commerceRequest(GetCouponsDocument, { cartId: id }, options);
    if (cart?.can_apply_coupons === false)
      error = { code: "COUPON_NOT_ALLOWED", message: "Promo codes can't be used with this cart." };
  } catch (e) {
    if (!(e instanceof CommerceError)) throw e;
    const userError = toUserError(e);
    error =
      userError.code === "CART_NOT_FOUND"
        ? userError
        : {
            code: userError.code === "UNDEFINED" ? "COUPON_INVALID" : userError.code,
            message: e.errors[0]?.message ?? "That promo code could not be applied.",
          };
  }
  const cart = await readBack(store, id, token);
  return { cart, error, messages: error ? (cart?.messages ?? []) : [] };
}

/** product.md §7: a points-for-money campaign on a customer cart; the refusal comes back as `error`. */
export function applyCampaign(store: StoreView, id: string, campaignUuid: string, token?: string): Promise<CartResult> {
  return change(store, id, token, ApplyCampaignToCartDocument, { campaignUuid });
}

export function removeCampaign(store: StoreView, id: string, token?: string): Promise<CartResult> {
  return change(store, id, token, RemoveCampaignFromCartDocument, {});
}

export function removeCoupon(store: StoreView, id: string, token?: string): Promise<CartResult> {
  return change(store, id, token, RemoveCouponFromCartDocument, {});
}
