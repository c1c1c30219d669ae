/**
 * The password checklist shown beside a new-password field (product.md §3 Password requirements:
 * the rules come from the platform). Pure and shared with the browser, so the list can
 * update as the shopper types; the platform still decides on submit.
 */
export interface PasswordRequirements {
  minLength: number;
  minLowerCase: number;
  minUpperCase: number;
  minNumber: number;
  minSymbol: number;
  /** the password may not contain the user name (the sign-in e-mail address) */
  excludeUsername: boolean;
}

export type PasswordRule =
  "minLength" | "minLowerCase" | "minUpperCase" | "minNumber" | "minSymbol" | "excludeUsername";

export interface PasswordCheck {
  rule: PasswordRule;
  label: string;
  met: boolean;
}

const count = (s: string, re: RegExp) => (s.match(re) ?? []).length;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The user name is the e-mail address the customer signs in with; the password may not
 * contain it (case-insensitively). Only the whole address counts: a rule on its local
 * part would also refuse passwords like the demo customer's "Ashless-Demo-2026".
 */
export function containsUsername(password: string, username: string): boolean {
  const name = username.trim().toLowerCase();
  return name !== "" && password.toLowerCase().includes(name);
}

type CountedRule = Exclude<PasswordRule, "excludeUsername">;

/** The counted rules, in the order the checklist shows them: what is counted, and its names. */
const COUNTED: [rule: CountedRule, one: string, many: string, have: (password: string) => number][] = [
  ["minLength", "character", "characters", (p) => [...p].length],
  ["minLowerCase", "lower-case letter", "lower-case letters", (p) => count(p, /\p{Ll}/gu)],
  ["minUpperCase", "capital letter", "capital letters", (p) => count(p, /\p{Lu}/gu)],
  ["minNumber", "number", "numbers", (p) => count(p, /\p{Nd}/gu)],
  ["minSymbol", "symbol (such as ! or #)", "symbols (such as ! or #)", (p) => count(p, /[^\p{L}\p{Nd}\s]/gu)],
];

/** One line per rule in force (a minimum of 0 is no rule), in a stable order. */
export function passwordChecklist(password: string, req: PasswordRequirements, username = ""): PasswordCheck[] {
  const checks: PasswordCheck[] = COUNTED.filter(([rule]) => req[rule] > 0).map(([rule, one, many, have]) => ({
    rule,
    label: `At least ${plural(req[rule], one, many)}`,
    met: have(password) >= req[rule],
  }));
  if (req.excludeUsername) {
    checks.push({
      rule: "excludeUsername",
      label: "Does not contain your e-mail address",
      met: password.length > 0 && !containsUsername(password, username),
    });
  }
  return checks;
}

export const passwordMeetsRules = (password: string, req: PasswordRequirements, username = "") =>
  passwordChecklist(password, req, username).every((c) => c.met);
