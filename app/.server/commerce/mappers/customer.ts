// Raw customer results (Customer.addresses, Customer.orders, the brand's order statuses) ->
// the shapes of customer-types.ts.
import type { Money } from "~/lib/models/commerce";
import type { CustomerAddressChoice, OrderDetails, OrderPage, OrderSummary } from "~/lib/models/customer";
import type {
  GetCustomerAddressesQuery,
  GetCustomerOrderDetailsQuery,
  GetCustomerOrdersQuery,
} from "../generated/operations";
import { money, present, type Entry, type Maybe } from "./catalog";
import { threeLines } from "./checkout";
import { mapConfirmedOrder } from "./checkout-order";

type RawCustomerAddress = Entry<NonNullable<GetCustomerAddressesQuery["customer"]>["addresses"]>;
type RawCustomerOrders = NonNullable<GetCustomerOrdersQuery["customer"]>["orders"];
type RawOrderSummary = Entry<NonNullable<RawCustomerOrders>["items"]>;
type RawOrderDetails = Entry<NonNullable<NonNullable<GetCustomerOrderDetailsQuery["customer"]>["orders"]>["items"]>;

/** Unpaid orders the shopper can still pay (product.md §7 updatePaymentMethod). */
const PAYABLE = new Set(["pending_payment", "payment_failed"]);

export function mapCustomerAddress(raw: RawCustomerAddress): CustomerAddressChoice {
  const region = raw.region;
  return {
    id: raw.id ?? 0,
    firstname: raw.firstname ?? "",
    lastname: raw.lastname ?? "",
    company: raw.company ?? null,
    street: threeLines(raw.street),
    city: raw.city ?? "",
    postcode: raw.postcode ?? null,
    countryCode: raw.country_code ?? "",
    region:
      region?.region || region?.region_code || region?.region_id
        ? { region: region.region ?? null, regionCode: region.region_code ?? null, regionId: region.region_id ?? null }
        : null,
    telephone: raw.telephone ?? "",
    isDefaultShipping: raw.default_shipping ?? false,
    isDefaultBilling: raw.default_billing ?? false,
  };
}

/** The status code: `status_value` where the server gives it (`status` is Magento's label). */
const statusOf = (raw: { status: Maybe<string>; status_value?: Maybe<string> }) => raw.status_value ?? raw.status ?? "";

export function mapOrderSummary(raw: RawOrderSummary): OrderSummary {
  const status = statusOf(raw);
  return {
    number: raw.number,
    date: isoDate(raw.order_date),
    status,
    statusLabel: raw.status_label ?? raw.status ?? status,
    grandTotal: money(raw.total?.grand_total),
    itemCount: present(raw.items).reduce((n, i) => n + (i.quantity_ordered ?? 0), 0),
    skus: [...new Set(present(raw.items).flatMap((i) => (i.product_sku ? [i.product_sku] : [])))],
    cancelable: raw.cancelable ?? false,
    payable: PAYABLE.has(status),
  };
}

export function mapOrderPage(raw: Maybe<RawCustomerOrders>, requestedPage: number): OrderPage {
  return {
    orders: present(raw?.items).map(mapOrderSummary),
    totalCount: raw?.total_count ?? 0,
    currentPage: raw?.page_info?.current_page ?? requestedPage,
    totalPages: raw?.page_info?.total_pages ?? 0,
  };
}

/** Magento's order_date is "YYYY-MM-DD HH:MM:SS" in UTC; the contract wants ISO 8601. */
export function isoDate(value: Maybe<string>): string {
  if (!value) return "";
  const iso = value.includes("T") ? value : `${value.replace(" ", "T")}Z`;
  return Number.isNaN(Date.parse(iso)) ? value : new Date(iso).toISOString();
}

type KeyValues = { additional_data: Maybe<Maybe<{ name: Maybe<string>; value: Maybe<string> }>[]> };
/** payment_methods as this query reads them (the fragment's and the query's selections intersect) */
const paymentsOf = (raw: RawOrderDetails): KeyValues[] => present<KeyValues>(raw.payment_methods);

/** The brand's refund totals; without total_after_refund it is the grand total less the refund. */
function mapRefund(total: RawOrderDetails["total"], grandTotal: Money): OrderDetails["refund"] {
  const refunded = money(total?.total_refunded, grandTotal.currency);
  if (!total?.total_refunded || refunded.value <= 0) return null;
  return {
    totalRefunded: refunded,
    totalAfterRefund: total.total_after_refund
      ? money(total.total_after_refund, grandTotal.currency)
      : { ...grandTotal, value: Math.round((grandTotal.value - refunded.value) * 100) / 100 },
  };
}

export function mapOrderDetails(raw: RawOrderDetails): OrderDetails {
  const base = mapConfirmedOrder(raw);
  const rawItems = present(raw.items);
  return {
    ...base,
    orderDate: isoDate(raw.order_date),
    statusLabel: raw.status_label ?? raw.status ?? base.status,
    cancelable: raw.cancelable ?? false,
    payable: PAYABLE.has(base.status),
    items: base.items.map((item, i) => ({
      ...item,
      options: present(rawItems[i]?.selected_options).map((o) => ({ label: o.label, value: o.value })),
      isGift: rawItems[i]?.gift_data?.is_gift ?? false,
      quantityShipped: rawItems[i]?.quantity_shipped ?? 0,
      quantityCanceled: rawItems[i]?.quantity_canceled ?? 0,
      quantityRefunded: rawItems[i]?.quantity_refunded ?? 0,
    })),
    refund: mapRefund(raw.total, base.totals.grandTotal),
    paymentDetails: present(paymentsOf(raw)[0]?.additional_data)
      .filter((d) => d.name && d.value)
      .map((d) => ({ name: d.name ?? "", value: d.value ?? "" })),
    attributes: present(raw.additional_attributes)
      .filter((a) => a.value !== null && a.value !== undefined && a.value !== "")
      .map((a) => ({ code: a.attribute_code, value: a.value ?? "" })),
    // the carrier's display name (ShipmentTracking.title) where there is one, else its code
    shipments: present(raw.shipments).map((s) => ({
      id: s.id,
      tracking: present(s.tracking).map((t) => ({
        carrier: t.title || t.carrier,
        number: t.number ?? "",
        url: t.track_url ?? null,
      })),
    })),
    invoices: present(raw.invoices).map((inv) => ({ id: inv.id, url: inv.url ?? null })),
    availablePaymentMethods: present(raw.available_payment_methods).map((p) => ({ code: p.code, title: p.title })),
    loyaltyInfo: raw.loyalty_info
      ? {
          pointsEarned: raw.loyalty_info.points_earned,
          pointsPending: raw.loyalty_info.points_pending,
          pointsAvailableAt: raw.loyalty_info.points_available_at ?? null,
          pointsSpent: raw.loyalty_info.points_spent,
        }
      : null,
  };
}
