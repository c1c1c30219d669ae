// Step 2: shipping address, and billing address ("same as shipping" or its own). A signed-in
// customer can also pick either from their address book, or save a new one to it.
import { getOrderDeliveryLimits, setBillingAddress, setShippingAddress } from "~/.server/commerce/checkout";
import { getCountries, getStoreConfig } from "~/.server/commerce/catalog";
import { config } from "~/.server/config";
import { addressStepSchema, attributeField, attributeValues, type AddressStepOptions } from "~/lib/schemas/checkout";
import { NEW_ADDRESS } from "~/lib/address-book";
import { expiringSession } from "~/.server/auth/session-expiry";
import { addressBookDefaults, chosenAddresses, loadAddressBook } from "./address-book.server";
import {
  addressRules,
  applyDeliveryLimits,
  countryOptions,
  defaultCountry,
  formAddress,
  sameAddress,
} from "~/.server/checkout/address-data";
import { attributesForStep, type PlacedAttribute } from "~/.server/checkout/attributes";
import { saveAttributeValues } from "~/.server/checkout/attribute-store";
import {
  perStoreView,
  redirectTo,
  respond,
  stepAction,
  stepCookies,
  stepLoader,
  type CheckoutContext,
} from "~/.server/checkout/context";
import { nextStep } from "~/.server/checkout/steps";
import { ownAddress } from "~/.server/checkout/collection";
import { parseForm, reply } from "~/.server/forms/form";
import { answerLookup, visitorCountry } from "~/.server/addresses/lookup";

async function formOptions(ctx: CheckoutContext): Promise<AddressStepOptions & { attributes: PlacedAttribute[] }> {
  const [storeConfig, countries, limits] = await Promise.all([
    getStoreConfig(ctx.store),
    getCountries(ctx.store),
    getOrderDeliveryLimits(ctx.store),
  ]);
  return {
    rules: addressRules(storeConfig),
    shippingCountries: countryOptions(applyDeliveryLimits(countries, limits)),
    billingCountries: countryOptions(countries),
    needsShipping: !ctx.state.isVirtual,
    attributes: attributesForStep(ctx.attributes, "shipping"),
  };
}

/** A signed-in customer's address book; a token refused here ends the session like anywhere else. */
const addressBookOf = (ctx: CheckoutContext) =>
  expiringSession(ctx.request, ctx.session, Boolean(ctx.token), () => loadAddressBook(ctx));

export const { loader, action } = perStoreView((store) => ({
  loader: stepLoader(store, "shipping", async (ctx, { request }) => {
    const { billingAddress } = ctx.state;
    // while collecting from a store, the shopper's own address (checkout/collection.ts)
    const shippingAddress = ownAddress(ctx.session, ctx.cart.id, ctx.state.shippingAddress);
    const [options, customer, visitor] = await Promise.all([
      formOptions(ctx),
      addressBookOf(ctx),
      shippingAddress && billingAddress ? null : visitorCountry(request),
    ]);
    const locale = config().locale;
    const sameAsShipping = sameAddress(shippingAddress, billingAddress);
    const chosen = customer
      ? addressBookDefaults(customer.saved, shippingAddress, billingAddress, sameAsShipping)
      : null;
    // The new-address fields show the cart's address only when it isn't one of the saved ones.
    const typed = (address: typeof shippingAddress, choice: string | undefined) =>
      !chosen || choice === NEW_ADDRESS ? address : null;
    const defaults: Record<string, unknown> = {
      shipping: formAddress(
        typed(shippingAddress, chosen?.shippingChoice),
        defaultCountry(options.shippingCountries, locale, visitor),
      ),
      billing: formAddress(
        typed(billingAddress, chosen?.billingChoice),
        defaultCountry(options.billingCountries, locale, visitor),
      ),
      sameAsShipping: sameAsShipping ? "on" : undefined,
      ...chosen,
    };
    for (const a of options.attributes) defaults[attributeField(a.code)] = ctx.stored[a.code] ?? a.value ?? "";
    return {
      options,
      defaults,
      nextLabel: nextStep("shipping", ctx.state),
      addressBook: customer?.book ?? null,
    };
  }),

  action: stepAction(store, "shipping", {
    shipping: async ({ checkout: ctx, form: formData, args: { request } }) => {
      const lookup = await answerLookup("shipping", formData, "shipping", request.signal);
      if (lookup) return respond(ctx, lookup.body, lookup.status);
      const [options, customer] = await Promise.all([formOptions(ctx), addressBookOf(ctx)]);
      const book = customer?.book ?? null;
      const submission = parseForm(formData, addressStepSchema(options, book));
      if (submission.status !== "success") return reply("shipping", submission, { headers: stepCookies(ctx) });
      const v = submission.value;
      const cartId = ctx.cart.id;
      const { shipping, billing } = chosenAddresses(v, options, book);
      if (shipping) {
        const { error } = await setShippingAddress(store, cartId, shipping, ctx.token);
        if (error)
          return reply("shipping", submission, {
            message: `We couldn't use this delivery address: ${error.message}`,
            headers: stepCookies(ctx),
          });
      }
      const { error } = await setBillingAddress(store, cartId, billing, ctx.token);
      if (error)
        return reply("shipping", submission, {
          message: `We couldn't use this billing address: ${error.message}`,
          headers: stepCookies(ctx),
        });
      const codes = options.attributes.map((a) => a.code);
      ctx.cookies.push(
        await saveAttributeValues(request, store, cartId, codes, attributeValues(options.attributes, v)),
      );
      return redirectTo(ctx.session, `${ctx.base}/${nextStep("shipping", ctx.state)}`, undefined, ctx.cookies);
    },
  }),
}));
