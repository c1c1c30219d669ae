import type Database from "better-sqlite3";
import { tenantSettings } from "../platform/store";

/** product.md §9: payment modes and strong-authentication modes, set per store (tenant). */
export type PaymentMode = "TEST" | "LIVE";
export type ScaMode = "OFF" | "SCA_WHEN_REQUIRED" | "SCA_ALWAYS";
export interface PaymentSettings {
  mode: PaymentMode;
  scaMode: ScaMode;
}

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = { mode: "TEST", scaMode: "SCA_WHEN_REQUIRED" };

export interface PaymentMethodDef {
  code: string;
  title: string;
  description: string;
  icon: string;
  kind: "card" | "account";
  tokenizable: boolean;
}

/** The codes match the commerce platform's payment methods (sandbox/commerce/checkout-methods.ts). */
export const CARD_METHOD: PaymentMethodDef = {
  code: "ashless_card",
  title: "Card",
  description: "Visa, Mastercard or American Express, on our payment provider's secure page.",
  icon: "card-with-lock",
  kind: "card",
  tokenizable: true,
};
export const PAYMENT_METHODS: PaymentMethodDef[] = [
  CARD_METHOD,
  {
    code: "cashondelivery",
    title: "Cash on delivery",
    description: "Pay the driver when your order arrives.",
    icon: "package-variants-shopping",
    kind: "account",
    tokenizable: false,
  },
];

export function paymentSettings(db: Database.Database, tenant: string): PaymentSettings {
  return { ...DEFAULT_PAYMENT_SETTINGS, ...tenantSettings(db, tenant)?.payments };
}

/** Sandbox only: switch a store's payment or strong-authentication mode (tests, demos). */
export function setPaymentSettings(db: Database.Database, tenant: string, changes: Partial<PaymentSettings>) {
  const row = db.prepare("SELECT settings FROM platform_tenants WHERE code = ?").get(tenant) as
    { settings: string } | undefined;
  if (!row) return;
  const settings = JSON.parse(row.settings) as { payments?: PaymentSettings };
  settings.payments = { ...DEFAULT_PAYMENT_SETTINGS, ...settings.payments, ...changes };
  db.prepare("UPDATE platform_tenants SET settings = ? WHERE code = ?").run(JSON.stringify(settings), tenant);
}
