import { z } from "zod";
import { RETURN_REASONS, returnItemField, returnQtyField } from "~/lib/returns";

/**
 * A return request (decision 0066): for each returnable item (in the order the page listed them,
 * its uid in a hidden field to check that) a whole quantity from 0 to what can still go back, at
 * least one above 0; a reason from the list, and details when the reason is "another reason".
 * The request's text is the reason's words and the details.
 */
export function returnRequestSchema(items: { uid: string; max: number }[]) {
  const shape: Record<string, z.ZodTypeAny> = {
    // checked with the quantities below, so a refused form names every field at once
    reason: z.string().trim().optional(),
    details: z.string().trim().max(500, "Keep the details to 500 characters or fewer.").optional(),
  };
  items.forEach((_, i) => {
    shape[returnQtyField(i)] = z.string().trim().optional();
    shape[returnItemField(i)] = z.string().optional();
  });
  return z
    .object(shape)
    .superRefine((v, ctx) => {
      let chosen = false;
      let wrong = false;
      items.forEach((item, i) => {
        const raw = (v[returnQtyField(i)] as string | undefined) ?? "";
        if (v[returnItemField(i)] !== item.uid) wrong = true;
        if (raw === "") return;
        if (!/^\d+$/.test(raw) || Number(raw) > item.max) {
          wrong = true;
          const message = item.max === 1 ? "Enter 0 or 1." : `Enter a whole number from 0 to ${item.max}.`;
          ctx.addIssue({ code: "custom", path: [returnQtyField(i)], message });
        } else if (Number(raw) > 0) chosen = true;
      });
      if (items.some((item, i) => v[returnItemField(i)] !== item.uid))
        ctx.addIssue({
          code: "custom",
          path: [],
          message: "What can be returned from this order has changed: please check the items again.",
        });
      else if (!chosen && !wrong && items.length > 0)
        ctx.addIssue({
          code: "custom",
          path: [returnQtyField(0)],
          message: "Enter how many you are returning of at least one item.",
        });
      if (!RETURN_REASONS.some((r) => r.value === v.reason))
        ctx.addIssue({ code: "custom", path: ["reason"], message: "Choose why you are sending the items back." });
      else if (v.reason === "other" && !v.details)
        ctx.addIssue({ code: "custom", path: ["details"], message: "Tell us why you are sending the items back." });
    })
    .transform((v) => {
      const reason = RETURN_REASONS.find((r) => r.value === v.reason)?.label ?? String(v.reason);
      const details = (v.details as string | undefined) ?? "";
      return {
        comment: details ? `Reason: ${reason}\n${details}` : `Reason: ${reason}`,
        items: items
          .map((item, i) => ({ uid: item.uid, quantity: Number(v[returnQtyField(i)] || 0) }))
          .filter((i) => i.quantity > 0),
      };
    });
}
