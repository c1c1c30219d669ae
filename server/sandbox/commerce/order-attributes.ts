import type { Ctx } from "./context";
import type { Resolvers } from "./schema";

// The brand's extra checkout fields (getOrderAttributes): their select options, and the
// checks placeOrder makes on the values sent with it.

interface AttributeRow {
  store_code: string;
  code: string;
  label: string;
  input_type: string;
  is_required: number | boolean;
  min_length: number | null;
  max_length: number | null;
  validate_regex: string | null;
}

function optionsOf(ctx: Ctx, storeCode: string, code: string): { value: string; label: string }[] {
  return ctx.db
    .prepare(
      "SELECT value, label FROM brand_order_attribute_option WHERE store_code = ? AND attribute_code = ? ORDER BY sort_order",
    )
    .all(storeCode, code) as { value: string; label: string }[];
}

const TRUE_VALUES = ["1", "true", "yes", "on"];

/** Why `value` breaks the attribute's rules, or null. */
function attributeProblem(ctx: Ctx, attr: AttributeRow, value: string): string | null {
  if (attr.input_type === "boolean") {
    return attr.is_required && !TRUE_VALUES.includes(value.toLowerCase()) ? `Please tick "${attr.label}".` : null;
  }
  if (value === "") return attr.is_required ? `"${attr.label}" is a required value.` : null;
  const options = optionsOf(ctx, attr.store_code, attr.code);
  if (options.length && !options.some((o) => o.value === value))
    return `"${value}" is not one of the choices for "${attr.label}".`;
  if (attr.min_length !== null && value.length < attr.min_length)
    return `"${attr.label}" must be at least ${attr.min_length} characters long.`;
  if (attr.max_length !== null && value.length > attr.max_length)
    return `"${attr.label}" must be no more than ${attr.max_length} characters long.`;
  if (attr.validate_regex) {
    let pattern: RegExp | null = null;
    try {
      pattern = new RegExp(attr.validate_regex);
    } catch {
      // a broken configured pattern must not block every order
    }
    if (pattern && !pattern.test(value)) return `"${attr.label}" is not in the expected format.`;
  }
  return null;
}

/**
 * The values to store with the order, or the first rule one breaks. Codes the store does not
 * define are ignored, as are empty optional values; booleans are stored as "1"/"0".
 */
export function checkOrderAttributes(
  ctx: Ctx,
  given: { attribute_code: string; value?: string | null }[],
): { values: [string, string][] } | { error: string } {
  const attributes = ctx.db
    .prepare("SELECT * FROM brand_order_attribute WHERE store_code = ? ORDER BY sort_order")
    .all(ctx.store.code) as AttributeRow[];
  const values: [string, string][] = [];
  for (const attr of attributes) {
    const value = (given.find((g) => g.attribute_code === attr.code)?.value ?? "").trim();
    const problem = attributeProblem(ctx, attr, value);
    if (problem) return { error: problem };
    if (value === "") continue;
    values.push([
      attr.code,
      attr.input_type === "boolean" ? (TRUE_VALUES.includes(value.toLowerCase()) ? "1" : "0") : value,
    ]);
  }
  return { values };
}

export const orderAttributeResolvers: Resolvers<Ctx> = {
  OrderAttribute: {
    options: (attr: AttributeRow, _args, ctx) => {
      const options = optionsOf(ctx, attr.store_code, attr.code);
      return options.length ? options : null;
    },
  },
};
