import type { Request, Router } from "express";
import type Database from "better-sqlite3";
import { AccountsError } from "../accounts/errors";
import { userByEmail } from "../accounts/store";
import { body, handle, str, withUser, type Flavour } from "../platform/http";

/**
 * Club membership (product.md §8 "Customer lookup", decision 0076). Every account has been a club
 * member since the club opened, unless this table says otherwise for it:
 *  - `not_member`: the loyalty service has no consumer for the customer (an account made before
 *    the club existed and never moved over, or one whose membership was removed) → 404 NOT_FOUND;
 *  - `suspended` | `closed`: the membership is paused by customer service or ended → 409 INACTIVE;
 *  - `under_review`: the service holds the consumer for a check it does not explain → 423 UNDEFINED.
 * Each of the customer's club calls answers so (the club cannot read or change a consumer it does
 * not have or has closed), after the token check, whose refusals are UNAUTHORISED here: 401 for a
 * token that has ended (signed out, expired, revoked by a password change or deactivation), 403
 * for another customer's token.
 */
export const MEMBERSHIP_STATES = ["active", "not_member", "suspended", "closed", "under_review"] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];

export function migrateMemberships(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS loyalty_memberships (
      user_uuid TEXT PRIMARY KEY,
      state TEXT NOT NULL CHECK (state IN ('not_member', 'suspended', 'closed', 'under_review')),
      changed_at TEXT NOT NULL
    );
  `);
}

export function membershipOf(db: Database.Database, userUuid: string): MembershipState {
  const state = db.prepare("SELECT state FROM loyalty_memberships WHERE user_uuid = ?").pluck().get(userUuid);
  return typeof state === "string" ? (state as MembershipState) : "active";
}

export function setMembership(db: Database.Database, userUuid: string, state: MembershipState) {
  if (state === "active") db.prepare("DELETE FROM loyalty_memberships WHERE user_uuid = ?").run(userUuid);
  else
    db.prepare(
      `INSERT INTO loyalty_memberships (user_uuid, state, changed_at) VALUES (?, ?, ?)
       ON CONFLICT (user_uuid) DO UPDATE SET state = excluded.state, changed_at = excluded.changed_at`,
    ).run(userUuid, state, new Date().toISOString());
}

const REFUSALS: Record<Exclude<MembershipState, "active">, AccountsError> = {
  not_member: new AccountsError(404, "NOT_FOUND", "The club has no member for this customer."),
  suspended: new AccountsError(409, "INACTIVE", "The customer's club membership is suspended."),
  closed: new AccountsError(409, "INACTIVE", "The customer's club membership is closed."),
  under_review: new AccountsError(423, "UNDEFINED", "The customer's club membership cannot be used at the moment."),
};

/** A club call of the customer's own: their token, then their membership. */
export const withMember = (
  db: Database.Database,
  flavour: Flavour,
  fn: Parameters<typeof withUser>[2],
): ReturnType<typeof withUser> =>
  withUser(
    db,
    flavour,
    (req, res, user, tenant) => {
      const state = membershipOf(db, user.uuid);
      if (state !== "active") throw REFUSALS[state];
      fn(req, res, user, tenant);
    },
    "UNAUTHORISED",
  );

/**
 * Sandbox only, for tests and the demo: POST /_sandbox/loyalty/membership {email, state} sets a
 * customer's membership (`active` gives it back) → {uuid, state}.
 */
export function mountMembershipSandbox(
  router: Router,
  db: Database.Database,
  flavour: Flavour,
  out: (v: unknown) => unknown,
) {
  router.post(
    "/_sandbox/loyalty/membership",
    handle(flavour, (req: Request, res) => {
      const user = userByEmail(db, str(body(req).email));
      if (!user) throw new AccountsError(404, "NOT_FOUND", "No customer with that e-mail.", "email");
      const state = str(body(req).state) as MembershipState;
      if (!MEMBERSHIP_STATES.includes(state))
        throw new AccountsError(422, "INVALID_STATE", `The state is one of ${MEMBERSHIP_STATES.join(", ")}.`, "state");
      setMembership(db, user.uuid, state);
      res.json(out({ uuid: user.uuid, state }));
    }),
  );
}
