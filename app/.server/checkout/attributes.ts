// Order attributes (product.md §3, §5): extra checkout fields placed in named slots.
import type { OrderAttribute, OrderAttributePlacement } from "~/lib/models/checkout";
import type { Step } from "./steps";
import { log } from "../observability";

export const PLACEMENTS: readonly OrderAttributePlacement[] = [
  "contactDetails_before",
  "contactDetails_after",
  "shippingAddress_before",
  "shippingAddress_after",
  "billingaddress_before",
  "billingaddress_after",
  "buttonDelivery_before",
  "buttonPlaceOrder_before",
];

export type PlacedAttribute = OrderAttribute & { placement: OrderAttributePlacement };

const isPlacement = (p: string): p is OrderAttributePlacement => (PLACEMENTS as readonly string[]).includes(p);

// Each dropped attribute is reported once per process, not on every checkout request.
const reported = new Set<string>();

/** Known placements only (others are dropped with a warning, product.md §5), sorted by sort_order. */
export function activeAttributes(all: OrderAttribute[]): PlacedAttribute[] {
  const kept: PlacedAttribute[] = [];
  for (const attr of all) {
    if (isPlacement(attr.placement)) kept.push(attr as PlacedAttribute);
    else {
      const message = `order attribute "${attr.code}" dropped: unknown placement "${attr.placement}"`;
      if (!reported.has(message)) log().warn(message);
      reported.add(message);
    }
  }
  // Array.prototype.sort is stable: equal sort orders keep the server's order.
  return kept.sort((a, b) => a.sortOrder - b.sortOrder);
}

/**
 * The step whose form shows a placement. The "delivery button" is the address step's
 * submit ("Continue to delivery"); the place-order button is on the payment step.
 */
export function stepOfPlacement(placement: OrderAttributePlacement): Step {
  if (placement.startsWith("contactDetails")) return "contact";
  if (placement === "buttonPlaceOrder_before") return "payment";
  return "shipping";
}

export function attributesForStep(attrs: PlacedAttribute[], step: Step): PlacedAttribute[] {
  return attrs.filter((a) => stepOfPlacement(a.placement) === step);
}

export function inSlot(attrs: PlacedAttribute[], placement: OrderAttributePlacement): PlacedAttribute[] {
  return attrs.filter((a) => a.placement === placement);
}

/** Attributes around the shipping address form the shipping group, those around billing the billing group. */
export function groupAttributes(attrs: PlacedAttribute[]) {
  return {
    shipping: attrs.filter((a) => a.placement.startsWith("shippingAddress")),
    billing: attrs.filter((a) => a.placement.startsWith("billingaddress")),
    other: attrs.filter((a) => !a.placement.startsWith("shippingAddress") && !a.placement.startsWith("billingaddress")),
  };
}

/** Steps (before payment) with a required attribute that has no stored value yet. */
export function stepsMissingAttributes(attrs: PlacedAttribute[], stored: Record<string, string>): Step[] {
  const steps = new Set<Step>();
  for (const attr of attrs) {
    const step = stepOfPlacement(attr.placement);
    if (step !== "payment" && attr.isRequired && !stored[attr.code]) steps.add(step);
  }
  return [...steps];
}

/** The `additional attributes` sent with placeOrder: stored values of known attributes only. */
export function orderAttributesPayload(attrs: PlacedAttribute[], values: Record<string, string>) {
  return attrs
    .filter((a) => values[a.code] !== undefined && values[a.code] !== "")
    .map((a) => ({ code: a.code, value: values[a.code] }));
}
