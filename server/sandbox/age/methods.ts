import { invalid } from "../accounts/errors";

/**
 * The age-verification methods the platform offers (product.md §7 Age verification), and how the
 * sandbox decides each one from the data entered (README "Age verification"):
 *
 *  id_document (sync)   document number + date of birth: 18 or over → success, under 18 → failed
 *  bank_id (async)      date of birth, then the bank's page: under 18 → failed; born on 1 January
 *                       (a placeholder date many records hold) → pending manual review, then success;
 *                       otherwise success
 *  hidden (sync, not listed; GB only)  name and postcode checked against records: last name
 *                       "Minor" → failed (under 18), "Unknown" → failed (no record), otherwise success
 */
export type Flow = "sync" | "async";
export type Outcome = "success" | "failed" | "review";

export interface MethodField {
  code: string;
  label: string;
  type: "text" | "date";
  hint: string | null;
  required: boolean;
}

export interface Method {
  code: string;
  name: string;
  description: string;
  flow: Flow;
  fields: MethodField[];
  /** offered in these countries only (empty: everywhere) */
  countries: string[];
}

const DOB: MethodField = {
  code: "date_of_birth",
  label: "Date of birth",
  type: "date",
  hint: "As shown on your document, for example 1990-03-27.",
  required: true,
};

export const METHODS: Method[] = [
  {
    code: "id_document",
    name: "Photo ID document",
    description: "Enter the number of your passport or driving licence. We check it straight away.",
    flow: "sync",
    fields: [
      {
        code: "document_number",
        label: "Passport or driving licence number",
        type: "text",
        hint: "6 to 18 letters and numbers, without spaces.",
        required: true,
      },
      DOB,
    ],
    countries: [],
  },
  {
    code: "bank_id",
    name: "Bank identity check",
    description: "Confirm who you are with your bank on its own page, then come back here.",
    flow: "async",
    fields: [{ ...DOB, hint: "As your bank has it, for example 1990-03-27." }],
    countries: [],
  },
];

export const HIDDEN_METHOD: Method = {
  code: "hidden",
  name: "Check of your details",
  description: "Your name and postcode checked against public records.",
  flow: "sync",
  fields: [
    { code: "first_name", label: "First name", type: "text", hint: null, required: true },
    { code: "last_name", label: "Last name", type: "text", hint: null, required: true },
    { code: "postcode", label: "Postcode", type: "text", hint: null, required: true },
  ],
  countries: ["GB"],
};

export const methodsFor = (country: string) =>
  METHODS.filter((m) => m.countries.length === 0 || m.countries.includes(country));

export const hasHidden = (country: string) => HIDDEN_METHOD.countries.includes(country);

export function methodOf(code: string, country: string): Method {
  const method = [...methodsFor(country), ...(hasHidden(country) ? [HIDDEN_METHOD] : [])].find((m) => m.code === code);
  if (!method) throw invalid("UNKNOWN_METHOD", "This verification method is not available.", "method_code");
  return method;
}

function ageOn(dob: string, today: Date): number {
  const [y, m, d] = dob.split("-").map(Number);
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

function checkedDob(value: string, today: Date): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const date = m ? new Date(`${m[0]}T00:00:00Z`) : null;
  if (!m || !date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== m[0])
    throw invalid("INVALID_DATE", "Enter a real date of birth, for example 1990-03-27.", "fields.date_of_birth");
  if (date > today || Number(m[1]) < 1900)
    throw invalid("INVALID_DATE", "Enter your date of birth, not a date in the future.", "fields.date_of_birth");
  return m[0];
}

export interface Decision {
  outcome: Outcome;
  message: string | null;
}

const UNDER_18 = "The details show you are under 18, so you can't buy our products.";

/** Checks the fields of `method` (422 with the field named) and decides the outcome. */
export function decide(method: Method, fields: Record<string, string>, today = new Date()): Decision {
  for (const f of method.fields)
    if (f.required && !(fields[f.code] ?? "").trim())
      throw invalid("FIELD_REQUIRED", `Enter your ${f.label.toLowerCase()}.`, `fields.${f.code}`);
  if (method.code === "hidden") {
    const last = fields.last_name.trim().toLowerCase();
    if (last === "minor") return { outcome: "failed", message: UNDER_18 };
    if (last === "unknown") return { outcome: "failed", message: "We couldn't find a record that confirms your age." };
    return { outcome: "success", message: null };
  }
  if (method.code === "id_document" && !/^[A-Za-z0-9]{6,18}$/.test(fields.document_number.trim()))
    throw invalid(
      "INVALID_DOCUMENT",
      "Enter the document number as 6 to 18 letters and numbers, without spaces.",
      "fields.document_number",
    );
  const dob = checkedDob(fields.date_of_birth ?? "", today);
  if (ageOn(dob, today) < 18) return { outcome: "failed", message: UNDER_18 };
  if (method.code === "bank_id" && dob.endsWith("-01-01")) return { outcome: "review", message: null };
  return { outcome: "success", message: null };
}
