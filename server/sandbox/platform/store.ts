import { migrateStores } from "../locations/stores";
import type Database from "better-sqlite3";
import { DEMO_CUSTOMER, seedDemoCustomer } from "../accounts/seed";
import { seedDemoLeadConsent } from "../accounts/lead-consents";
import { seedDemoOfflinePurchases } from "../accounts/offline-purchases";
import { seedPacksAndTradeIns } from "../accounts/packs-seed";
import { migrateAccounts } from "../accounts/store";
import { migrateDevices, seedDevices } from "../devices/tables";
import { migrateLoyalty } from "../loyalty/catalogue";
import { seedLoyalty } from "../loyalty/seed";
import { migrateMemberships } from "../loyalty/membership";
import { migrateLoyaltyContent, seedLoyaltyContent } from "../loyalty/content";
import { migrateSurveys, seedSurveys } from "../loyalty/surveys";
import { migrateQuizzes } from "../loyalty/quizzes";
import { migrateContests, seedContests } from "../loyalty/contests";

/**
 * Platform (identity) service data. One row per tenant (brand × market) with its
 * settings document; accounts live in the shared account tables (../accounts).
 * Both flavours read the same rows and differ only in their wire format.
 */
export interface TenantSettings {
  registrationFields: { name: string; label: string; type: string; required: boolean }[];
  loginStrategies: string[];
  defaultSessionTtl: number;
  passwordRequirements: {
    minLength: number;
    minLowerCase: number;
    minUpperCase: number;
    minNumber: number;
    minSymbol: number;
    excludeUsername: boolean;
  };
  /** extra registration/profile fields (product.md §3 Custom attribute definition), in stored order */
  customAttributes: CustomAttributeDef[];
  /** consent texts (product.md §9 categories); stored unordered, the storefront orders them */
  consents: ConsentDef[];
  /** payment and strong-authentication modes (sandbox/payments/settings.ts); defaults when absent */
  payments?: { mode: "TEST" | "LIVE"; scaMode: "OFF" | "SCA_WHEN_REQUIRED" | "SCA_ALWAYS" };
}

export interface CustomAttributeDef {
  code: string;
  type: "text" | "select" | "boolean" | "date";
  label: string;
  hint: string | null;
  behaviour: "editable" | "readonly";
  validation: { kind: string; value: string }[];
  displayAfter: string | null;
  isRequired: boolean;
  isAddressField: boolean;
  clearable: boolean;
  options?: { value: string; label: string }[];
}

export interface ConsentDef {
  id: string;
  category: "email" | "sms" | "post" | "survey" | "additional" | "GDPR";
  label: string;
  required: boolean;
}

// Stored deliberately out of display order: preferred_store follows favourite_flavour
// through display_after, which the storefront must honour.
const customAttributes: CustomAttributeDef[] = [
  {
    code: "preferred_store",
    type: "text",
    label: "Preferred store",
    hint: "The shop where you usually buy",
    behaviour: "editable",
    validation: [{ kind: "MAX_TEXT_LENGTH", value: "60" }],
    displayAfter: "favourite_flavour",
    isRequired: false,
    isAddressField: false,
    clearable: true,
  },
  {
    code: "favourite_flavour",
    type: "select",
    label: "Favourite flavour",
    hint: null,
    behaviour: "editable",
    validation: [],
    displayAfter: null,
    isRequired: false,
    isAddressField: false,
    clearable: true,
    options: [
      { value: "tobacco", label: "Tobacco" },
      { value: "menthol", label: "Menthol" },
      { value: "berry", label: "Berry" },
      { value: "citrus", label: "Citrus" },
    ],
  },
  {
    code: "heard_about_us",
    type: "select",
    label: "How did you hear about us?",
    hint: null,
    behaviour: "editable",
    validation: [],
    displayAfter: null,
    isRequired: false,
    isAddressField: false,
    clearable: false,
    options: [
      { value: "friend", label: "A friend" },
      { value: "social", label: "Social media" },
      { value: "store", label: "In a shop" },
      { value: "search", label: "Search engine" },
    ],
  },
  {
    code: "store_customer_number",
    type: "text",
    label: "In-store customer number",
    hint: "Given to you at one of our shops. Ask there if it is wrong.",
    behaviour: "readonly",
    validation: [],
    displayAfter: "preferred_store",
    isRequired: false,
    isAddressField: false,
    clearable: false,
  },
  {
    code: "delivery_instructions",
    type: "text",
    label: "Delivery instructions",
    hint: "Where to leave a parcel when you are out, for example with a neighbour.",
    behaviour: "editable",
    validation: [{ kind: "MAX_TEXT_LENGTH", value: "100" }],
    displayAfter: null,
    isRequired: false,
    isAddressField: true,
    clearable: true,
  },
];

const consents: ConsentDef[] = [
  { id: "gdpr-privacy", category: "GDPR", label: "I have read and accept the privacy notice.", required: true },
  { id: "research-survey", category: "survey", label: "Invite me to product surveys.", required: false },
  { id: "marketing-email", category: "email", label: "Send me news and offers by e-mail.", required: false },
  { id: "personalised-offers", category: "additional", label: "Tailor offers to what I buy.", required: false },
  { id: "marketing-post", category: "post", label: "Send me news and offers by post.", required: false },
  { id: "marketing-sms", category: "sms", label: "Send me news and offers by text message.", required: false },
];

export const DEFAULT_TENANT = "ashless-gb";

const settings: TenantSettings = {
  registrationFields: [
    { name: "email", label: "Email address", type: "email", required: true },
    { name: "password", label: "Password", type: "password", required: true },
    { name: "first_name", label: "First name", type: "text", required: true },
    { name: "last_name", label: "Last name", type: "text", required: true },
    { name: "date_of_birth", label: "Date of birth", type: "date", required: true },
    { name: "phone", label: "Mobile number", type: "tel", required: false },
    { name: "marketing_consent", label: "Send me news and offers", type: "checkbox", required: false },
  ],
  loginStrategies: ["email"],
  // 30 days: the lifetime asked for when "keep me logged in" is ticked (product.md §5).
  defaultSessionTtl: 60 * 60 * 24 * 30,
  passwordRequirements: {
    minLength: 8,
    minLowerCase: 1,
    minUpperCase: 1,
    minNumber: 1,
    minSymbol: 0,
    excludeUsername: true,
  },
  customAttributes,
  consents,
};

export function migrate(db: Database.Database) {
  migrateAccounts(db);
  seedDemoOfflinePurchases(db, DEMO_CUSTOMER.uuid);
  seedDemoLeadConsent(db);
  db.exec(`
    CREATE TABLE IF NOT EXISTS platform_tenants (
      code TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      settings TEXT NOT NULL
    );
  `);
  migrateDevices(db);
  migrateStores(db);
  migrateLoyalty(db);
  migrateLoyaltyContent(db);
  migrateSurveys(db);
  migrateQuizzes(db);
  migrateContests(db);
  migrateMemberships(db);
}

/** Idempotent: both flavour modules call it, whichever runs first fills the tables. */
export function seed(db: Database.Database) {
  db.prepare("INSERT OR IGNORE INTO platform_tenants (code, name, settings) VALUES (?, ?, ?)").run(
    DEFAULT_TENANT,
    "Ashless United Kingdom",
    JSON.stringify(settings),
  );
  seedDemoCustomer(db);
  seedDemoOfflinePurchases(db, DEMO_CUSTOMER.uuid);
  seedPacksAndTradeIns(db);
  seedDevices(db);
  seedLoyalty(db);
  seedLoyaltyContent(db);
  seedSurveys(db);
  seedContests(db);
}

export function tenantSettings(db: Database.Database, code: string): TenantSettings | null {
  const row = db.prepare("SELECT settings FROM platform_tenants WHERE code = ?").get(code) as
    { settings: string } | undefined;
  // Rows written before a setting existed get today's default for it.
  return row ? { ...settings, ...(JSON.parse(row.settings) as Partial<TenantSettings>) } : null;
}
