// An order as the account shows and exports it: the order attributes the shopper filled in at
// checkout with the labels the checkout gave them (getOrderAttributes), and the payment's
// details (OrderPaymentMethod.additional_data) with labels people read.
import type { OrderAttribute } from "~/lib/models/checkout";
import type { OrderDetails } from "~/lib/models/customer";
import { getOrderAttributes } from "../commerce/checkout";
import { STORE } from "./gateways";

export interface LabelledValue {
  label: string;
  value: string;
}

/**
 * Names payment providers give their details; others are shown as their name, humanised. The
 * payment method's own title ("Card") heads them, so a brand is the card's type.
 */
const PAYMENT_LABELS: Record<string, string> = {
  cc_type: "Card type",
  card_brand: "Card type",
  cc_last_4: "Card number ending",
  cc_last4: "Card number ending",
  last4: "Card number ending",
  cc_exp_month: "Expiry month",
  cc_exp_year: "Expiry year",
};

const TRUE_VALUES = ["1", "true", "yes", "on"];

/** "order_reference" -> "Order reference" */
const humanise = (name: string) => {
  const words = name.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function paymentDetailLines(details: OrderDetails["paymentDetails"]): LabelledValue[] {
  return details.map((d) => ({ label: PAYMENT_LABELS[d.name.toLowerCase()] ?? humanise(d.name), value: d.value }));
}

/** Values in the checkout's order (sort order), labelled as the checkout labelled them. */
export function attributeLines(values: OrderDetails["attributes"], defs: OrderAttribute[]): LabelledValue[] {
  const def = (code: string) => defs.find((d) => d.code === code);
  const rank = (code: string) => def(code)?.sortOrder ?? Number.MAX_SAFE_INTEGER;
  return [...values]
    .sort((a, b) => rank(a.code) - rank(b.code))
    .map(({ code, value }) => {
      const d = def(code);
      if (d?.inputType === "boolean") return { label: d.label, value: TRUE_VALUES.includes(value) ? "Yes" : "No" };
      return { label: d?.label ?? humanise(code), value: d?.options?.find((o) => o.value === value)?.label ?? value };
    });
}

/** The order's attributes with their labels; definitions are read only when there are values. */
export async function orderAttributeLines(order: Pick<OrderDetails, "attributes">): Promise<LabelledValue[]> {
  if (order.attributes.length === 0) return [];
  return attributeLines(order.attributes, await getOrderAttributes(STORE));
}
