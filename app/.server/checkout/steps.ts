// The checkout steps and which one the shopper has to do next. Pure, so it is unit-tested
// and shared by every step's loader and action (a later step can't be reached by URL).
import type { CheckoutState } from "~/lib/models/checkout";

export const STEPS = ["contact", "shipping", "delivery", "payment"] as const;
export type Step = (typeof STEPS)[number];

export const STEP_LABELS: Record<Step, string> = {
  contact: "Contact details",
  shipping: "Address",
  delivery: "Delivery",
  payment: "Payment",
};

export type StepState = Pick<
  CheckoutState,
  "email" | "isVirtual" | "shippingAddress" | "billingAddress" | "selectedShippingMethod"
>;

/** Virtual carts (nothing to ship) have no delivery step. */
export function stepsFor(state: Pick<StepState, "isVirtual">): Step[] {
  return state.isVirtual ? STEPS.filter((s) => s !== "delivery") : [...STEPS];
}

/**
 * The earliest step whose data is missing, or "payment" when everything before it is done.
 * `missingAttributeSteps` names steps whose required order attributes have no stored value.
 */
export function firstIncompleteStep(state: StepState, missingAttributeSteps: readonly Step[] = []): Step {
  const missing = new Set(missingAttributeSteps);
  if (!state.email || missing.has("contact")) return "contact";
  if ((!state.isVirtual && !state.shippingAddress) || !state.billingAddress || missing.has("shipping"))
    return "shipping";
  if (!state.isVirtual && (!state.selectedShippingMethod || missing.has("delivery"))) return "delivery";
  return "payment";
}

/**
 * Where a visit to `step` must go instead, or null when the shopper may see it: a step
 * after the earliest incomplete one, or the delivery step of a virtual cart.
 */
export function redirectFor(step: Step, state: StepState, missingAttributeSteps: readonly Step[] = []): Step | null {
  const steps = stepsFor(state);
  if (!steps.includes(step)) return steps[steps.indexOf("payment")];
  const first = firstIncompleteStep(state, missingAttributeSteps);
  return steps.indexOf(step) > steps.indexOf(first) ? first : null;
}

export function previousStep(step: Step, state: Pick<StepState, "isVirtual">): Step | null {
  const steps = stepsFor(state);
  return steps[steps.indexOf(step) - 1] ?? null;
}

export function nextStep(step: Step, state: Pick<StepState, "isVirtual">): Step {
  const steps = stepsFor(state);
  return steps[steps.indexOf(step) + 1] ?? "payment";
}
