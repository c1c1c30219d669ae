// Step 2: shipping address, and billing address ("same as shipping" or its own).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { getOrderDeliveryLimits, setBillingAddress, setShippingAddress } from "./gateway";
import { getCountries, getStoreConfig } from "~/.server/commerce/catalog";
import type { StoreView } from "../commerce/types";
import { config } from "../config";
import { guard } from "../guard";
import { addressStepSchema, attributeField, attributeValues, toCheckoutAddress, type AddressStepOptions } from "~/lib/schemas/checkout";
import { addressRules, applyDeliveryLimits, countryOptions, defaultCountry, formAddress, sameAddress } from "./address-data";
import { attributesForStep, type PlacedAttribute } from "./attributes";
import { saveAttributeValues } from "./attribute-store";
import { loadCheckout, redirectTo, respond, submitting, type CheckoutContext } from "./context";
import { stepFrame } from "./frame";
import { nextStep } from "./steps";

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

export function shippingStep(store: StoreView) {
  const loader = guard(async ({ request }: LoaderFunctionArgs) => {
    const ctx = await loadCheckout(request, store, "shipping");
    const options = await formOptions(ctx);
    const { shippingAddress, billingAddress } = ctx.state;
    const locale = config().locale;
    const defaults: Record<string, unknown> = {
      shipping: formAddress(shippingAddress, defaultCountry(options.shippingCountries, locale)),
      billing: formAddress(billingAddress, defaultCountry(options.billingCountries, locale)),
      sameAsShipping: sameAddress(shippingAddress, billingAddress) ? "on" : undefined,
    };
    for (const a of options.attributes) defaults[attributeField(a.code)] = ctx.stored[a.code] ?? a.value ?? "";
    return respond(ctx, { ...stepFrame(ctx, "shipping"), options, defaults, nextLabel: nextStep("shipping", ctx.state) });
  });

  const action = guard(async ({ request }: ActionFunctionArgs) => {
    const formData = await request.formData();
    return submitting(formData, async () => {
      const ctx = await loadCheckout(request, store, "shipping");
      const options = await formOptions(ctx);
      const submission = parseWithZod(formData, { schema: addressStepSchema(options) });
      if (submission.status !== "success") return respond(ctx, submission.reply(), 400);
      const v = submission.value;
      const cartId = ctx.cart.id;
      if (options.needsShipping) {
        const { error } = await setShippingAddress(store, cartId, toCheckoutAddress(v.shipping ?? {}, options.shippingCountries), ctx.token);
        if (error) return respond(ctx, submission.reply({ formErrors: [`We couldn't use this delivery address: ${error.message}`] }), 400);
      }
      const billing = options.needsShipping && v.sameAsShipping
        ? ({ sameAsShipping: true } as const)
        : toCheckoutAddress(v.billing ?? {}, options.billingCountries);
      const { error } = await setBillingAddress(store, cartId, billing, ctx.token);
      if (error) return respond(ctx, submission.reply({ formErrors: [`We couldn't use this billing address: ${error.message}`] }), 400);
      const codes = options.attributes.map((a) => a.code);
      ctx.cookies.push(await saveAttributeValues(request, store, cartId, codes, attributeValues(options.attributes, v)));
      return redirectTo(ctx.session, `${ctx.base}/${nextStep("shipping", ctx.state)}`, undefined, ctx.cookies);
    });
  });

  return { loader, action };
}

export type ShippingLoader = ReturnType<typeof shippingStep>["loader"];
export type ShippingAction = ReturnType<typeof shippingStep>["action"];
