import type Database from "better-sqlite3";

/**
 * Platform (identity) service data. One row per tenant (brand × market) with its
 * settings document; accounts, sessions and devices get their own tables later.
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
}

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
  // 30 days: the lifetime asked for when "keep me logged in" is ticked (SPEC §5).
  defaultSessionTtl: 60 * 60 * 24 * 30,
  passwordRequirements: { minLength: 8, minLowerCase: 1, minUpperCase: 1, minNumber: 1, minSymbol: 0, excludeUsername: true },
};

export function migrate(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS platform_tenants (
      code TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      settings TEXT NOT NULL
    );
  `);
}

/** Idempotent: both flavour modules call it, whichever runs first fills the table. */
export function seed(db: Database.Database) {
  db.prepare("INSERT OR IGNORE INTO platform_tenants (code, name, settings) VALUES (?, ?, ?)").run(
    DEFAULT_TENANT,
    "Ashless United Kingdom",
    JSON.stringify(settings),
  );
}

export function tenantSettings(db: Database.Database, code: string): TenantSettings | null {
  const row = db.prepare("SELECT settings FROM platform_tenants WHERE code = ?").get(code) as { settings: string } | undefined;
  return row ? (JSON.parse(row.settings) as TenantSettings) : null;
}
