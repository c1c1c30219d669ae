import type Database from "better-sqlite3";
import { hashPassword } from "./passwords";
import { addAddress } from "./store";
import { seedDemoSubscriptions } from "./subscription-start";
import { seedDemoComplaints } from "./complaints";

/** The demo customer the README and the e2e tests sign in with. */
export const DEMO_CUSTOMER = {
  uuid: "8f6c2a9e-0000-4000-8000-000000000001",
  email: "demo@ashless.example",
  password: "Ashless-Demo-2026",
  firstname: "Alex",
  lastname: "Morgan",
  dob: "1990-04-12",
  telephone: "+447700900123",
  referralCode: "ALEX-FRIEND",
} as const;

/** Idempotent: both platform flavours seed, and only the first insert fills the rest. */
export function seedDemoCustomer(db: Database.Database) {
  const d = DEMO_CUSTOMER;
  const now = new Date().toISOString();
  const inserted = db
    .prepare(
      `INSERT OR IGNORE INTO accounts_users (uuid, email, password_hash, firstname, lastname, dob, telephone, gender, status, created_at,
        is_age_verified, consent_renewal_required)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'not_specified', 'active', ?, 1, 0)`,
    )
    .run(d.uuid, d.email, hashPassword(d.password), d.firstname, d.lastname, d.dob, d.telephone, now);
  if (inserted.changes === 0) return;

  addAddress(db, d.uuid, {
    firstname: d.firstname,
    lastname: d.lastname,
    company: null,
    street_name: "Baker Street",
    street_number: "221B",
    street_additional: null,
    city: "London",
    postcode: "NW1 6XE",
    country_code: "GB",
    region: null,
    region_code: null,
    region_id: null,
    telephone: d.telephone,
    is_default_billing: 1,
    is_default_shipping: 1,
  });
  const consent = db.prepare(
    "INSERT OR IGNORE INTO accounts_consents (user_uuid, consent_id, accepted, updated_at) VALUES (?, ?, ?, ?)",
  );
  for (const [id, accepted] of [
    ["gdpr-privacy", 1],
    ["marketing-email", 1],
    ["research-survey", 1],
    ["marketing-sms", 0],
  ] as const) {
    consent.run(d.uuid, id, accepted, now);
  }
  db.prepare(
    "INSERT OR IGNORE INTO accounts_subscriptions (subscriber_uuid, user_uuid, email, category, preferred_language, created_at) VALUES (?, ?, ?, 'email', 'en-GB', ?)",
  ).run("5b1d7c3e-0000-4000-8000-000000000001", d.uuid, d.email, now);
  const card = db.prepare(
    "INSERT OR IGNORE INTO accounts_cards (id, user_uuid, brand, last4, exp_month, exp_year, is_default) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  card.run("card_demo_visa", d.uuid, "visa", "4242", 9, 2029, 1);
  card.run("card_demo_mastercard", d.uuid, "mastercard", "4444", 3, 2028, 0);
  const attribute = db.prepare(
    "INSERT OR IGNORE INTO accounts_user_attributes (user_uuid, code, value) VALUES (?, ?, ?)",
  );
  attribute.run(d.uuid, "favourite_flavour", "berry");
  // set by a shop's till, read-only to the customer
  attribute.run(d.uuid, "store_customer_number", "LDN-CG-004217");
  db.prepare("INSERT OR IGNORE INTO accounts_referral_codes (code, user_uuid) VALUES (?, ?)").run(
    d.referralCode,
    d.uuid,
  );
  seedDemoSubscriptions(db, d.uuid);
  seedDemoComplaints(db, d.uuid);
}
