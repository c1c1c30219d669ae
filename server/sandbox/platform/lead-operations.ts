import type { Router } from "express";
import type Database from "better-sqlite3";
import { createLeadConsent, leadConsentLink, validateLeadConsent, type LeadConsent } from "../accounts/lead-consents";
import { body, handle, type Flavour } from "./http";
import { data } from "./legacy-wire";
import { json, operation } from "./operation";

/**
 * A lead's marketing consent confirmed from its e-mailed link (product.md §7 leads; decision 0062),
 * open to anyone holding the hash (the lead has no account):
 *  unified POST /api/leads/consents/validate/{hash} → 200 {hash, status: "validated", validated_at, categories};
 *  legacy  POST /validate-lead-consent/{HASH} → 200 {data:{hash, status: "validated", validatedAt, categories}}.
 * Refusals in the flavour's error body: 404 LEAD_CONSENT_NOT_FOUND, 409 LEAD_CONSENT_ALREADY_VALIDATED,
 * 410 LEAD_CONSENT_EXPIRED.
 * Sandbox only: POST /_sandbox/leads/consents {email, categories?, collection_point? | collectionPoint?,
 * expires_at? | expiresAt?} → 201 {hash, link, expires_at | expiresAt} (as a shop's till or an
 * event's tablet records a lead), in the flavour's envelope; the lead is e-mailed the link.
 */
export const LEAD_OPERATIONS = [
  operation<string, LeadConsent>({
    run: ({ db }, hash) => validateLeadConsent(db, hash),
    unified: {
      route: "POST /api/leads/consents/validate/:hash",
      in: (req) => req.params.hash,
      out: (lead) =>
        json({ hash: lead.hash, status: "validated", validated_at: lead.validatedAt, categories: lead.categories }),
    },
    legacy: {
      route: "POST /validate-lead-consent/:hash",
      in: (req) => req.params.hash,
      out: (lead) =>
        json(
          data({ hash: lead.hash, status: "validated", validatedAt: lead.validatedAt, categories: lead.categories }),
        ),
    },
  }),
];

export function mountLeadSandbox(router: Router, db: Database.Database, flavour: Flavour, name: "unified" | "legacy") {
  router.post(
    "/_sandbox/leads/consents",
    handle(flavour, (req, res) => {
      const b = body(req);
      const lead = createLeadConsent(db, {
        email: b.email,
        categories: b.categories,
        collectionPoint: name === "unified" ? b.collection_point : b.collectionPoint,
        expiresAt: name === "unified" ? b.expires_at : b.expiresAt,
      });
      const link = leadConsentLink(lead.hash);
      res
        .status(201)
        .json(
          name === "unified"
            ? { hash: lead.hash, link, expires_at: lead.expiresAt }
            : data({ hash: lead.hash, link, expiresAt: lead.expiresAt }),
        );
    }),
  );
}
