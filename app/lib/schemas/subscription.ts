// The subscription forms' schemas (server only, like every schema here). The options come
// from the platform's configuration (products, frequencies, how long a pause may last) and
// the server's date. Whether a product is in the subscription twice is the platform's call
// (product.md §8 code 4): its answer is shown beside the field.
import { z } from "zod";
import { oneOf } from "./fields";
import { addDays, MAX_ROWS } from "~/lib/form-names";
export { addDays, MAX_ROWS };

export const MAX_QTY = 10;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in ISO form (2027-02-30 is not one). */
export function isCalendarDate(s: string): boolean {
  const m = ISO.exec(s);
  if (!m) return false;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).toISOString().slice(0, 10) === s;
}

export const PAUSE_MISSING = "Enter the date to pause deliveries until, like 2027-01-15.";

/** An ISO date as the page writes dates ("24 February 2027"); the server passes the shop's. */
type ShowDate = (iso: string) => string;

/** Why `until` can't end a pause that starts `today`, or null. */
export function pauseDateProblem(
  until: string,
  today: string,
  maxDays: number,
  show: ShowDate = (d) => d,
): string | null {
  if (!isCalendarDate(until)) return "Enter a real date, like 2027-01-15.";
  if (until <= today) return "Choose a date after today.";
  const last = addDays(today, maxDays);
  if (until > last) return `You can pause for up to ${maxDays} days: choose ${show(last)} or earlier.`;
  return null;
}

/** The subscription a button posts (resume, cancel): the platform checks it is the shopper's. */
export const subscriptionIdSchema = z.object({
  id: z.string({ required_error: "That subscription is out of date." }),
});

export const pauseSchema = (today: string, maxDays: number, show?: ShowDate) =>
  z.object({
    id: z.string({ required_error: "That subscription is out of date." }),
    until: z
      .string({ required_error: PAUSE_MISSING })
      .trim()
      .superRefine((v, ctx) => {
        const problem = pauseDateProblem(v, today, maxDays, show);
        if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
      }),
  });

export interface ChangeOptions {
  choices: readonly { sku: string }[];
  frequencies: readonly { code: string }[];
}

const rowNumbers = Array.from({ length: MAX_ROWS }, (_, i) => i + 1);

/** Rows `sku1`/`qty1` … : a row without a product is left out; the lines keep the rows' order. */
export const changeSchema = (opts: ChangeOptions) =>
  z
    .object({
      id: z.string({ required_error: "That subscription is out of date." }),
      frequency: oneOf(
        opts.frequencies.map((f) => ({ value: f.code })),
        "Choose how often you'd like a delivery.",
      ),
      ...Object.fromEntries(
        rowNumbers.flatMap((n) => [
          [`sku${n}`, z.string().optional()],
          [`qty${n}`, z.string().optional()],
        ]),
      ),
    })
    .transform((v, ctx) => {
      const values = v as Record<string, string | undefined>;
      const lines: { sku: string; qty: number; row: number }[] = [];
      let refused = false;
      for (const n of rowNumbers) {
        const sku = values[`sku${n}`]?.trim();
        if (!sku) continue;
        if (!opts.choices.some((c) => c.sku === sku)) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: [`sku${n}`], message: "Choose a product from the list." });
          refused = true;
          continue;
        }
        const raw = values[`qty${n}`]?.trim() ?? "";
        const qty = Number(raw);
        if (!/^\d+$/.test(raw) || qty < 1 || qty > MAX_QTY) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: [`qty${n}`],
            message: `Enter a quantity from 1 to ${MAX_QTY}.`,
          });
          refused = true;
          continue;
        }
        lines.push({ sku, qty, row: n });
      }
      if (lines.length === 0 && !refused)
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["sku1"], message: "Choose at least one product." });
      return { id: v.id, frequency: v.frequency, lines };
    });

export const DELIVER_TO_MISSING = "Choose the address to deliver to.";

/** The address-book entry a subscription is to deliver to: the platform checks it is the shopper's. */
export const deliverToSchema = z.object({
  id: z.string({ required_error: "That subscription is out of date." }),
  addressId: z.string({ required_error: DELIVER_TO_MISSING }).trim().min(1, DELIVER_TO_MISSING),
});
