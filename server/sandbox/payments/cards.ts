/**
 * The sandbox provider's test cards, after the common convention: any other number that passes
 * the Luhn check is charged successfully.
 */
export type CardOutcome = "success" | "declined" | "insufficient_funds" | "authentication_required";

const TEST_CARDS: Record<string, CardOutcome> = {
  "4242424242424242": "success",
  "4000000000000002": "declined",
  "4000000000009995": "insufficient_funds",
  "4000002760003184": "authentication_required",
};

/** A saved card is known by its last four digits, unique among the test cards. */
export function outcomeOf(pan: string): CardOutcome {
  const exact = TEST_CARDS[pan];
  if (exact) return exact;
  const byLast4 = Object.entries(TEST_CARDS).find(([number]) => number.endsWith(pan.slice(-4)));
  return pan.length === 4 && byLast4 ? byLast4[1] : "success";
}

export function luhn(pan: string): boolean {
  let sum = 0;
  for (let i = 0; i < pan.length; i++) {
    let d = Number(pan[pan.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return pan.length >= 12 && sum % 10 === 0;
}

export function brandOf(pan: string): string {
  if (/^4/.test(pan)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(pan)) return "mastercard";
  if (/^3[47]/.test(pan)) return "amex";
  return "card";
}

export const FAILURES: Record<Exclude<CardOutcome, "success" | "authentication_required">, string> = {
  declined: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
};

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardErrors = Partial<Record<keyof CardInput, string>>;

/** What a shopper typed on the hosted page, checked as a provider would before charging. */
export function checkCard(
  input: CardInput,
  today = new Date(),
): { errors: CardErrors; pan: string; month: number; year: number } {
  const errors: CardErrors = {};
  const pan = input.number.replace(/[\s-]/g, "");
  if (!pan) errors.number = "Enter your card number.";
  else if (!/^\d{12,19}$/.test(pan) || !luhn(pan))
    errors.number = "Enter a valid card number, as it appears on your card.";
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  let month = 0;
  let year = 0;
  if (!input.expiry.trim()) errors.expiry = "Enter the expiry date of your card.";
  else if (!m || Number(m[1]) < 1 || Number(m[1]) > 12)
    errors.expiry = "Enter the expiry date as MM/YY, for example 09/29.";
  else {
    month = Number(m[1]);
    year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
    const endOfMonth = new Date(Date.UTC(year, month, 1));
    if (endOfMonth <= today) errors.expiry = "Your card has expired. Use another card.";
  }
  const cvcLength = brandOf(pan) === "amex" ? 4 : 3;
  if (!input.cvc.trim()) errors.cvc = "Enter the security code.";
  else if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim()))
    errors.cvc = `Enter the ${cvcLength}-digit security code from the ${cvcLength === 4 ? "front" : "back"} of your card.`;
  if (!input.name.trim()) errors.name = "Enter the name as it appears on your card.";
  else if (input.name.trim().length > 70) errors.name = "The name on the card must be 70 characters or fewer.";
  return { errors, pan, month, year };
}
