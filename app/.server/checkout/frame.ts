// The parts of every step page that don't depend on the step: progress list and back link.
import type { CheckoutContext } from "./context";
import { emptyCartPath } from "./context";
import { attributesForStep, stepsMissingAttributes } from "./attributes";
import { firstIncompleteStep, previousStep, STEP_LABELS, stepsFor, type Step } from "./steps";

export interface StepFrame {
  store: CheckoutContext["store"];
  base: string;
  step: Step;
  progress: { step: Step; label: string; href: string; current: boolean; reachable: boolean }[];
  back: { href: string; label: string };
}

export function stepFrame(ctx: CheckoutContext, step: Step): StepFrame {
  const steps = stepsFor(ctx.state);
  const blocked = ctx.store === "trial" && !ctx.state.isTrialEligible;
  const first = blocked
    ? "contact"
    : firstIncompleteStep(ctx.state, stepsMissingAttributes(ctx.attributes, ctx.stored));
  // A signed-in customer's e-mail is on their cart already: "back" skips the contact step
  // unless it has order attributes to fill in.
  const skipContact = Boolean(ctx.token) && attributesForStep(ctx.attributes, "contact").length === 0;
  const before = previousStep(step, ctx.state);
  const previous = before === "contact" && skipContact ? null : before;
  return {
    store: ctx.store,
    base: ctx.base,
    step,
    progress: steps.map((s) => ({
      step: s,
      label: STEP_LABELS[s],
      href: `${ctx.base}/${s}`,
      current: s === step,
      reachable: steps.indexOf(s) <= steps.indexOf(first),
    })),
    back: previous
      ? { href: `${ctx.base}/${previous}`, label: `Back to ${STEP_LABELS[previous].toLowerCase()}` }
      : { href: emptyCartPath(ctx.store), label: ctx.store === "trial" ? "Back to your free trial" : "Back to cart" },
  };
}
