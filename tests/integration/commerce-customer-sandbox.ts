// Shared set-up for the customer gateway tests: accounts and commerce tokens issued the way the
// platform's login does (accounts/store.ts), on the in-memory sandbox of the checkout tests.
import crypto from "node:crypto";
import { addAddress, issueToken, type NewAddress } from "../../server/sandbox/accounts/store";
import { DEMO_CUSTOMER } from "../../server/sandbox/commerce/seed/customer-orders-data";
import { sandbox } from "./commerce-checkout-sandbox";

export { sandbox, useSandbox } from "./commerce-checkout-sandbox";

export interface TestCustomer {
  uuid: string;
  email: string;
  token: string;
}

function insertUser(uuid: string, email: string, firstname: string, lastname: string) {
  sandbox.db
    .prepare(
      `INSERT OR IGNORE INTO accounts_users (uuid, email, password_hash, firstname, lastname, created_at)
    VALUES (?, ?, 'not-a-real-hash', ?, ?, ?)`,
    )
    .run(uuid, email, firstname, lastname, new Date().toISOString());
}

/** A new account with a live commerce token. */
export function newCustomer(firstname = "Grace", lastname = "Hopper"): TestCustomer {
  const uuid = crypto.randomUUID();
  const email = `${firstname.toLowerCase()}.${uuid.slice(0, 8)}@example.com`;
  insertUser(uuid, email, firstname, lastname);
  return { uuid, email, token: issueToken(sandbox.db, uuid, "commerce", 3600) };
}

/** The seeded demo customer (the account row may or may not have been seeded by the platform). */
export function demoCustomer(): TestCustomer {
  insertUser(DEMO_CUSTOMER.uuid, DEMO_CUSTOMER.email, DEMO_CUSTOMER.firstname, DEMO_CUSTOMER.lastname);
  return {
    uuid: DEMO_CUSTOMER.uuid,
    email: DEMO_CUSTOMER.email,
    token: issueToken(sandbox.db, DEMO_CUSTOMER.uuid, "commerce", 3600),
  };
}

/** A token of this customer that has run out. */
export const expiredToken = (c: TestCustomer) => issueToken(sandbox.db, c.uuid, "commerce", -60);

export const HOME: NewAddress = {
  firstname: "Grace",
  lastname: "Hopper",
  company: null,
  street_name: "Downing Street",
  street_number: "10",
  street_additional: "Flat 2",
  city: "London",
  postcode: "SW1A 2AA",
  country_code: "GB",
  region: null,
  region_code: null,
  region_id: null,
  telephone: "+447700900321",
  is_default_billing: 0,
  is_default_shipping: 0,
};

export const addToBook = (c: TestCustomer, address: Partial<NewAddress> = {}) =>
  addAddress(sandbox.db, c.uuid, { ...HOME, ...address });
