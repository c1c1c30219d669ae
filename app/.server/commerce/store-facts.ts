import type { StoreView } from "~/lib/models/commerce";
import type { DeliveryMethodFact, StoreFacts } from "~/lib/models/store-facts";
import { commerceRequest } from "./client";
import { shared } from "./catalog";
import { GetStoreFactsDocument, type GetStoreFactsQuery } from "./generated/operations";

type Raw = Partial<NonNullable<GetStoreFactsQuery["storeConfig"]>>;

/**
 * The seller and its service promises from the store configuration (app/lib/models/store-facts.ts):
 * the one source every page states them from. Cached five minutes with the other store-wide reads.
 */
export function getStoreFacts(store: StoreView): Promise<StoreFacts> {
  return shared(store, "storeFacts", async () => {
    const { storeConfig } = await commerceRequest(GetStoreFactsDocument, {}, { store });
    return mapStoreFacts(storeConfig ?? {});
  });
}

export function mapStoreFacts(raw: Raw): StoreFacts {
  const info: Partial<NonNullable<Raw["store_information"]>> = raw.store_information ?? {};
  const currency = raw.base_currency_code ?? "GBP";
  const money = (value: number | null | undefined) => (typeof value === "number" ? { value, currency } : null);
  const text = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null);
  const methods: DeliveryMethodFact[] = (raw.delivery_methods ?? []).flatMap((m) =>
    m
      ? [
          {
            key: `${m.carrier_code}_${m.method_code}`,
            title: m.method_title ?? m.carrier_title ?? m.method_code,
            carrier: text(m.carrier_title),
            deliveryTime: text(m.description),
            price: { value: m.amount?.value ?? 0, currency: m.amount?.currency ?? currency },
            isPickup: m.is_pickup === true,
            forSubscriptions: m.disable_for_subscription !== true,
            minimumSubtotal: money(m.minimum_subtotal),
          },
        ]
      : [],
  );
  const tradingName = text(info.name) ?? "Ashless";
  return {
    company: {
      tradingName,
      legalName: text(info.legal_name) ?? tradingName,
      address: [
        info.street_line1,
        info.street_line2,
        [text(info.city), text(info.region)].filter(Boolean).join(", "),
        info.postcode,
        info.country_name,
      ].flatMap((l) => (text(l) ? [text(l)!] : [])),
      companyNumber: text(info.company_number),
      registeredIn: text(info.registered_in),
      vatNumber: text(info.vat_number),
      email: text(info.email),
      phone: text(info.phone),
      hours: text(info.hours),
    },
    delivery: { methods, freeFrom: money(raw.free_shipping_subtotal) },
    contactReplyWorkingDays: raw.contact_reply_working_days ?? null,
    returnsDays: raw.returns_period_days ?? null,
    deviceWarrantyMonths: raw.device_warranty_months ?? null,
  };
}
