import { money, type Ctx } from "./context";
import { inputError } from "./errors";
import { addressFromBook } from "./customer-addresses";
import { cartObject } from "./cart";
import { computeCart, findCart, now, type CartModel, type QuoteRow } from "./cart-model";
import { addressOf, cartAddressObject, saveAddress, validateAddress, type CartAddressInput } from "./checkout-address";
import { methodKey, paymentMethodsFor, paymentRow, selectable, type ShippingRate } from "./checkout-methods";
import { trialProblem } from "./trial";
import type { Resolvers } from "./schema";

// Checkout on the cart: guest e-mail, addresses, shipping and payment methods, and the Cart
// fields that show them. Resolvers read the `__quote`/`__model` cartObject carries.

type CartValue = ReturnType<typeof cartObject>;

const atomically = <T>(ctx: Ctx, fn: () => T): T => ctx.db.transaction(fn)();
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function touch(ctx: Ctx, quote: QuoteRow) {
  ctx.db.prepare("UPDATE quote SET updated_at = ? WHERE id = ?").run(now(), quote.id);
  return { cart: cartObject(ctx, findCart(ctx, quote.masked_id)) };
}

function rateObject(model: CartModel, rate: ShippingRate) {
  const m = (value: number) => money(value, model.currency);
  return {
    ...rate,
    amount: m(rate.amount),
    base_amount: m(rate.amount),
    price_incl_tax: m(rate.amount),
    price_excl_tax: m(model.exclTax(rate.amount)),
    available: true,
    error_message: null,
  };
}

function setShipping(
  ctx: Ctx,
  quote: QuoteRow,
  input: { address?: CartAddressInput | null; customer_address_id?: number | null },
) {
  if (input.address && input.customer_address_id != null) {
    throw inputError('The shipping address cannot contain "customer_address_id" and "address" at the same time.');
  }
  if (input.customer_address_id == null && !input.address)
    throw inputError('The shipping address must contain either "customer_address_id" or "address".');
  if (computeCart(ctx, quote).isVirtual)
    throw inputError("Shipping address is not allowed on cart: cart contains no items for shipment.");
  saveAddress(
    ctx,
    input.customer_address_id != null
      ? addressFromBook(ctx, quote, "shipping", input.customer_address_id)
      : validateAddress(ctx, quote.id, "shipping", input.address!),
  );
}

type BillingInput = {
  address?: CartAddressInput | null;
  customer_address_id?: number | null;
  same_as_shipping?: boolean | null;
  use_for_shipping?: boolean | null;
};

function setBilling(ctx: Ctx, quote: QuoteRow, input: BillingInput) {
  if (input.same_as_shipping) {
    const shipping = addressOf(ctx, quote.id, "shipping");
    if (!shipping)
      throw inputError('Could not use the "same_as_shipping" option, because the shipping address has not been set.');
    saveAddress(ctx, { ...shipping, address_type: "billing", shipping_method: null });
    return;
  }
  if (input.address && input.customer_address_id != null) {
    throw inputError('The billing address cannot contain "customer_address_id" and "address" at the same time.');
  }
  if (input.customer_address_id == null && !input.address) {
    throw inputError(
      'The billing address must contain either "customer_address_id", "address", or "same_as_shipping".',
    );
  }
  saveAddress(
    ctx,
    input.customer_address_id != null
      ? addressFromBook(ctx, quote, "billing", input.customer_address_id)
      : validateAddress(ctx, quote.id, "billing", input.address!),
  );
  if (input.use_for_shipping)
    setShipping(ctx, quote, { address: input.address, customer_address_id: input.customer_address_id });
}

export const checkoutResolvers: Resolvers<Ctx> = {
  Cart: {
    is_virtual: (cart: CartValue) => cart.__model.isVirtual,
    shipping_addresses: (cart: CartValue, _args, ctx) => {
      const row = cart.__model.isVirtual ? undefined : addressOf(ctx, cart.__quote.id, "shipping");
      if (!row) return [];
      const { available, selected } = cart.__model.shipping;
      return [
        {
          ...cartAddressObject(ctx, row),
          available_shipping_methods: available.map((r) => rateObject(cart.__model, r)),
          selected_shipping_method: selected ? rateObject(cart.__model, selected) : null,
        },
      ];
    },
    billing_address: (cart: CartValue, _args, ctx) => {
      const row = addressOf(ctx, cart.__quote.id, "billing");
      return row ? cartAddressObject(ctx, row) : null;
    },
    available_payment_methods: (cart: CartValue) =>
      paymentMethodsFor(cart.__model).map((p) => ({ code: p.code, title: p.title, is_deferred: false })),
    // Magento answers an empty code, not null, before a method is chosen.
    selected_payment_method: (cart: CartValue, _args, ctx) => {
      const row = paymentRow(ctx, cart.__quote.id);
      const method = row && paymentMethodsFor(cart.__model).find((p) => p.code === row.method);
      return { code: row?.method ?? "", title: method?.title ?? "", purchase_order_number: row?.po_number ?? null };
    },
    is_trial_eligible: (cart: CartValue, _args, ctx) => trialProblem(ctx, cart.__quote, cart.__model) === null,
  },
  Mutation: {
    setGuestEmailOnCart: (_root, args: { input?: { cart_id: string; email: string } | null }, ctx) =>
      atomically(ctx, () => {
        if (!args.input) throw inputError('Required parameter "cart_id" is missing');
        const quote = findCart(ctx, args.input.cart_id);
        if (quote.customer_uuid !== null) throw inputError("The request is not allowed for logged in customers");
        const email = args.input.email.trim();
        if (email.length > 254 || !EMAIL.test(email)) throw inputError("Invalid email format");
        ctx.db.prepare("UPDATE quote SET email = ? WHERE id = ?").run(email, quote.id);
        return touch(ctx, quote);
      }),
    setShippingAddressesOnCart: (
      _root,
      args: { input?: { cart_id: string; shipping_addresses: Parameters<typeof setShipping>[2][] } | null },
      ctx,
    ) =>
      atomically(ctx, () => {
        if (!args.input) throw inputError('Required parameter "cart_id" is missing');
        const quote = findCart(ctx, args.input.cart_id);
        if (args.input.shipping_addresses.length !== 1)
          throw inputError("You cannot specify multiple shipping addresses.");
        setShipping(ctx, quote, args.input.shipping_addresses[0]);
        return touch(ctx, quote);
      }),
    setBillingAddressOnCart: (
      _root,
      args: { input?: { cart_id: string; billing_address: BillingInput } | null },
      ctx,
    ) =>
      atomically(ctx, () => {
        if (!args.input) throw inputError('Required parameter "cart_id" is missing');
        const quote = findCart(ctx, args.input.cart_id);
        setBilling(ctx, quote, args.input.billing_address);
        return touch(ctx, quote);
      }),
    setShippingMethodsOnCart: (
      _root,
      args: { input?: { cart_id: string; shipping_methods: { carrier_code: string; method_code: string }[] } | null },
      ctx,
    ) =>
      atomically(ctx, () => {
        if (!args.input) throw inputError('Required parameter "cart_id" is missing');
        const quote = findCart(ctx, args.input.cart_id);
        if (args.input.shipping_methods.length !== 1) throw inputError("You cannot specify multiple shipping methods.");
        const { carrier_code, method_code } = args.input.shipping_methods[0];
        const model = computeCart(ctx, quote);
        if (model.isVirtual) throw inputError("Shipping methods are not needed: nothing in this cart is shipped.");
        const address = addressOf(ctx, quote.id, "shipping");
        if (!address) throw inputError("The shipping address is missing. Set the address and try again.");
        const rate = model.shipping.available.find(
          (r) => r.carrier_code === carrier_code && r.method_code === method_code,
        );
        if (!rate) throw inputError(`Carrier with such method not found: ${carrier_code}, ${method_code}`);
        if (!selectable(rate, model.hasSubscription))
          throw inputError(`${rate.method_title} can't deliver subscriptions. Choose another delivery option.`);
        // a store collection needs a pickup address, and a pickup address a store collection
        const pickupAddress = Boolean(JSON.parse(address.extra).is_pickup_address);
        if (rate.is_pickup && !pickupAddress)
          throw inputError("Choose the store to collect from: set a pickup address first.");
        if (!rate.is_pickup && pickupAddress)
          throw inputError(`The shipping address is a pickup store; ${rate.method_title} needs a delivery address.`);
        ctx.db
          .prepare("UPDATE quote_address SET shipping_method = ? WHERE quote_id = ? AND address_type = 'shipping'")
          .run(methodKey(rate), quote.id);
        return touch(ctx, quote);
      }),
    setPaymentMethodOnCart: (
      _root,
      args: {
        input?: { cart_id: string; payment_method: { code: string; purchase_order_number?: string | null } } | null;
      },
      ctx,
    ) =>
      atomically(ctx, () => {
        if (!args.input) throw inputError('Required parameter "cart_id" is missing');
        const quote = findCart(ctx, args.input.cart_id);
        const { code, purchase_order_number } = args.input.payment_method;
        if (!code.trim()) throw inputError('Required parameter "code" for "payment_method" is missing.');
        if (!paymentMethodsFor(computeCart(ctx, quote)).some((p) => p.code === code))
          throw inputError("The requested Payment Method is not available.");
        ctx.db
          .prepare("INSERT OR REPLACE INTO quote_payment (quote_id, method, po_number) VALUES (?, ?, ?)")
          .run(quote.id, code, purchase_order_number ?? null);
        return touch(ctx, quote);
      }),
  },
};
