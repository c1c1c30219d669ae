// A CustomerOrder (guestOrder) -> ConfirmedOrder. The shop shows VAT-inclusive amounts, so the
// brand's *_including_tax fields are preferred over the core ones, which exclude VAT.
import type { CartAddress, ConfirmedOrder } from "~/lib/models/checkout";
import type { OrderAddressFieldsFragment, OrderDetailsFragment, OrderItemFragment } from "../generated/operations";
import { money, present, type Maybe } from "./catalog";
import { addressBasics } from "./checkout";

/** An order with its lines, as getGuestOrder and getCustomerOrderDetails read it. */
export type RawCustomerOrder = OrderDetailsFragment & { items: Maybe<Maybe<OrderItemFragment>[]> };
type RawOrderAddress = OrderAddressFieldsFragment;

function mapOrderAddress(raw: Maybe<RawOrderAddress>): CartAddress | null {
  if (!raw) return null;
  const regionId =
    raw.region_id === null || raw.region_id === undefined || raw.region_id === "" ? null : Number(raw.region_id);
  return {
    ...addressBasics(raw),
    countryCode: raw.country_code ?? "",
    region: raw.region || regionId !== null ? { region: raw.region ?? null, regionCode: null, regionId } : null,
  };
}

export function mapConfirmedOrder(raw: RawCustomerOrder): ConfirmedOrder {
  const t = raw.total;
  const grandTotal = money(t?.grand_total);
  const currency = grandTotal.currency;
  const payment = present(raw.payment_methods)[0];
  return {
    number: raw.number,
    orderDate: raw.order_date ?? "",
    // the status code (e.g. pending_payment); `status` itself is Magento's label
    status: raw.status_value ?? raw.status ?? "",
    email: raw.email ?? "",
    items: present(raw.items).map((i) => {
      const quantity = i.quantity_ordered ?? 0;
      const sale = money(i.product_sale_price, currency);
      return {
        name: i.product_name ?? i.product_sku,
        sku: i.product_sku,
        quantity,
        rowTotal: i.row_total_including_tax
          ? money(i.row_total_including_tax, currency)
          : { ...sale, value: Math.round(sale.value * quantity * 100) / 100 },
        subscription: i.product_subscription === 1,
      };
    }),
    totals: {
      subtotal: money(t?.subtotal_including_tax ?? t?.subtotal, currency),
      shipping: money(t?.shipping_handling?.amount_including_tax ?? t?.total_shipping, currency),
      discounts: present(t?.discounts).map((d) => ({
        label: d.label ?? "Discount",
        amount: money(d.amount, currency),
      })),
      taxes: present(t?.taxes).map((x) => ({ label: x.title ?? "Tax", amount: money(x.amount, currency) })),
      grandTotal,
    },
    shippingAddress: mapOrderAddress(raw.shipping_address),
    billingAddress: mapOrderAddress(raw.billing_address),
    shippingMethod: raw.shipping_method ?? null,
    paymentMethod: payment?.type ? { code: payment.type, title: payment.name ?? payment.type } : null,
  };
}
