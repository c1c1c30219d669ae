import { currencyOf, money, storeConfigValue, type Ctx } from "./context";
import { storeDeliveryMethods } from "./checkout-methods";

// The seller and its service promises (StoreConfig.store_information and the fields beside it):
// read from core_config_data like any setting, so a brand configures them once, upstream. The
// invoice PDF prints the same seller.

export interface StoreInformation {
  name: string | null;
  legal_name: string | null;
  street_line1: string | null;
  street_line2: string | null;
  city: string | null;
  region: string | null;
  postcode: string | null;
  country_id: string | null;
  country_name: string | null;
  phone: string | null;
  email: string | null;
  hours: string | null;
  company_number: string | null;
  registered_in: string | null;
  vat_number: string | null;
}

type Store = Pick<Ctx, "db" | "store">;

export function storeInformation(ctx: Store): StoreInformation {
  const info = (key: string) => storeConfigValue<string>(ctx, `general/store_information/${key}`);
  const countryId = info("country_id");
  const country = countryId
    ? (ctx.db.prepare("SELECT name FROM directory_country WHERE id = ?").get(countryId) as { name: string } | undefined)
    : undefined;
  return {
    name: info("name"),
    legal_name: info("legal_name"),
    street_line1: info("street_line1"),
    street_line2: info("street_line2"),
    city: info("city"),
    region: info("region"),
    postcode: info("postcode"),
    country_id: countryId,
    country_name: country?.name ?? null,
    phone: info("phone"),
    email: storeConfigValue<string>(ctx, "trans_email/ident_support/email"),
    hours: info("hours"),
    company_number: info("company_number"),
    registered_in: info("registered_in"),
    vat_number: info("merchant_vat_number"),
  };
}

/** The StoreConfig fields of the seller and its promises. */
export function storePromises(ctx: Store) {
  const currency = currencyOf(ctx);
  const methods = storeDeliveryMethods(ctx);
  const free = methods.find((m) => m.carrier_code === "freeshipping");
  return {
    store_information: storeInformation(ctx),
    free_shipping_subtotal: free?.minimum_subtotal ?? null,
    delivery_methods: methods.map((m) => ({ ...m, amount: money(m.amount, currency) })),
    contact_reply_working_days: storeConfigValue<number>(ctx, "brand/service/contact_reply_working_days"),
    returns_period_days: storeConfigValue<number>(ctx, "brand/service/returns_period_days"),
    device_warranty_months: storeConfigValue<number>(ctx, "brand/service/device_warranty_months"),
  };
}
