import { z } from "zod";
import { returnAttributeField, returnItemField, returnQtyField, type ReturnAttribute } from "~/lib/returns";

/**
 * A return request (decisions 0066, 0069): for each returnable item (in the order the page listed
 * them, its uid in a hidden field to check that) a whole quantity from 0 to what can still go
 * back, at least one above 0; for each item sent back, its return attributes as the merchant set
 * them up (a required one answered, a choice among its options, a text of 255 characters at most);
 * optional details for the request's comment.
 */
export function returnRequestSchema(
  items: { uid: string; max: number; name: string }[],
  attributes: ReturnAttribute[],
) {
  const shape: Record<string, z.ZodTypeAny> = {
    details: z.string().trim().max(500, "Keep the details to 500 characters or fewer.").optional(),
  };
  items.forEach((_, i) => {
    shape[returnQtyField(i)] = z.string().trim().optional();
    shape[returnItemField(i)] = z.string().optional();
    for (const a of attributes) shape[returnAttributeField(i, a.code)] = z.string().trim().optional();
  });
  const quantity = (v: Record<string, unknown>, i: number) => Number(v[returnQtyField(i)] || 0);
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
          return;
        }
        if (Number(raw) === 0) return;
        chosen = true;
        for (const a of attributes) {
          const field = returnAttributeField(i, a.code);
          const value = (v[field] as string | undefined) ?? "";
          const name = a.label.toLowerCase();
          if (!value && a.required)
            ctx.addIssue({
              code: "custom",
              path: [field],
              message:
                a.input === "select" ? `Choose the ${name} for ${item.name}.` : `Enter the ${name} for ${item.name}.`,
            });
          else if (value && a.input === "select" && !a.options.some((o) => o.value === value))
            ctx.addIssue({ code: "custom", path: [field], message: `Choose one of the listed options.` });
          else if (value.length > 255)
            ctx.addIssue({ code: "custom", path: [field], message: "Keep it to 255 characters or fewer." });
        }
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
    })
    .transform((v) => {
      const given = (i: number, input: ReturnAttribute["input"]) =>
        attributes
          .filter((a) => a.input === input)
          .map((a) => ({
            attribute_code: a.code,
            value: (v[returnAttributeField(i, a.code)] as string | undefined) ?? "",
          }))
          .filter((a) => a.value !== "");
      return {
        comment: (v.details as string | undefined) ?? "",
        items: items
          .map((item, i) => ({
            uid: item.uid,
            quantity: quantity(v, i),
            selected: given(i, "select"),
            entered: given(i, "text"),
          }))
          .filter((i) => i.quantity > 0),
      };
    });
}
