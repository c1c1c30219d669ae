// How the shop words its facts (app/lib/models/store-facts.ts): every page that states one uses
// these, so the same fact reads the same everywhere.
import type { MoneyWriter } from "./format";
import type { Company, StoreFacts } from "./models/store-facts";

const WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const count = (n: number) => WORDS[n] ?? String(n);

/** "one working day", "two working days" */
export const workingDays = (days: number) => `${count(days)} working day${days === 1 ? "" : "s"}`;

/** customer service's answer time: "within one working day" */
export const replyTime = (facts: StoreFacts) =>
  facts.contactReplyWorkingDays === null ? null : `within ${workingDays(facts.contactReplyWorkingDays)}`;

/** the device warranty as an adjective: "2-year" (24 months), "18-month" */
export const warrantyTerm = (facts: StoreFacts) => {
  const months = facts.deviceWarrantyMonths;
  if (months === null) return null;
  return months % 12 === 0 ? `${months / 12}-year` : `${months}-month`;
};

/** the returns window: "30 days" */
export const returnsWindow = (facts: StoreFacts) =>
  facts.returnsDays === null ? null : `${facts.returnsDays} day${facts.returnsDays === 1 ? "" : "s"}`;

/** free delivery's threshold: "£30", or null when delivery is never free */
export const freeDeliveryFrom = (facts: StoreFacts, money: MoneyWriter) =>
  facts.delivery.freeFrom ? money(facts.delivery.freeFrom, true) : null;

/** the registered address on one line */
export const addressLine = (company: Company) => company.address.join(", ");

/** "Registered in England and Wales, company number 12345678" */
export const registration = (company: Company) =>
  [
    company.registeredIn ? `Registered in ${company.registeredIn}` : null,
    company.companyNumber ? `company number ${company.companyNumber}` : null,
  ]
    .filter(Boolean)
    .join(", ") || null;

/**
 * The facts as text, for content written in the CMS: a text block's `{{state.store.<path>}}`
 * shows the value at that path (app/.server/content/state.ts), e.g.
 * `{{state.store.delivery.flatrate_tracked.time}}` or `{{state.store.warranty.term}}`.
 */
export function factsForText(facts: StoreFacts, money: MoneyWriter) {
  const c = facts.company;
  const methods = Object.fromEntries(
    facts.delivery.methods.map((m) => [
      m.key,
      {
        title: m.title,
        time: m.deliveryTime ?? "",
        price: m.price.value === 0 ? "free" : money(m.price, true),
      },
    ]),
  );
  return {
    company: {
      tradingName: c.tradingName,
      legalName: c.legalName,
      address: addressLine(c),
      companyNumber: c.companyNumber ?? "",
      registeredIn: c.registeredIn ?? "",
      registration: registration(c) ?? "",
      vatNumber: c.vatNumber ?? "",
      email: c.email ?? "",
      phone: c.phone ?? "",
      hours: c.hours ?? "",
    },
    contact: { replyTime: replyTime(facts) ?? "" },
    returns: { window: returnsWindow(facts) ?? "" },
    warranty: { term: warrantyTerm(facts) ?? "", months: facts.deviceWarrantyMonths ?? "" },
    delivery: { freeFrom: freeDeliveryFrom(facts, money) ?? "", ...methods },
  };
}
