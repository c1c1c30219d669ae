import type { Router } from "express";
import type Database from "better-sqlite3";
import { AccountsError } from "../accounts/errors";
import { offlinePurchases, recordOfflinePurchase, type OfflinePurchase } from "../accounts/offline-purchases";
import { trialEligible } from "../accounts/lifecycle";
import { requireConsentRenewal } from "../accounts/preferences";
import { userByEmail } from "../accounts/store";
import { body, handle, str, type Flavour } from "./http";
import { data } from "./legacy-wire";
import { json, operation } from "./operation";

/**
 * Offline purchases (product.md §3, §7), read by the customer:
 *  unified GET /api/leads/{uuid}/actions/purchase (Bearer of that user)
 *          → {items:[{action_id, datetime, type, items:[{sku, name, qty}]}]}, newest first;
 *  legacy  GET /orders/{UUID} (product.md §2; Bearer) → {data:[{actionId, dateTime, type,
 *          products:[{sku, productName, quantity}]}]}.
 * Sandbox only: POST /_sandbox/offline-purchases {email, type, items:[{sku, name, qty}], datetime?}
 * → 201 {action_id} (as a till reports one), in the flavour's envelope.
 * Sandbox only: POST /_sandbox/consent-renewal {email} → 201 {email, consent_renewal_required: true}:
 * the customer's next sign-in asks for their consents again (product.md §3), until they save them.
 */
export const PURCHASE_OPERATIONS = [
  /**
   * product.md §7: unified GET /api/trials/is-eligible/{program}/{consumer} (Bearer of that consumer)
   * → {program, consumer, is_eligible}; one free trial per customer. Legacy: none (product.md §2
   * names no route; 404).
   */
  operation<string, boolean>({
    run: ({ db, user }) => trialEligible(db, user!),
    unified: {
      route: "GET /api/trials/is-eligible/:program/:uuid",
      user: true,
      in: (req) => req.params.program,
      out: (eligible, { req }) =>
        json({ program: req.params.program, consumer: req.params.uuid, is_eligible: eligible }),
    },
  }),
  operation<void, OfflinePurchase[]>({
    run: ({ db, user }) => offlinePurchases(db, user!.uuid),
    unified: {
      route: "GET /api/leads/:uuid/actions/purchase",
      user: true,
      out: (purchases) =>
        json({
          items: purchases.map((p) => ({ action_id: p.actionId, datetime: p.datetime, type: p.type, items: p.items })),
        }),
    },
    legacy: {
      route: "GET /orders/:uuid",
      user: true,
      out: (purchases) =>
        json(
          data(
            purchases.map((p) => ({
              actionId: p.actionId,
              dateTime: p.datetime,
              type: p.type,
              products: p.items.map((i) => ({ sku: i.sku, productName: i.name, quantity: i.qty })),
            })),
          ),
        ),
    },
  }),
];

export function mountPurchaseSandbox(
  router: Router,
  db: Database.Database,
  flavour: Flavour,
  out: (v: object) => object,
) {
  router.post(
    "/_sandbox/offline-purchases",
    handle(flavour, (req, res) => {
      const b = body(req);
      const user = userByEmail(db, str(b.email));
      if (!user) throw new AccountsError(404, "NOT_FOUND", "No customer with that e-mail.", "email");
      const p = recordOfflinePurchase(db, user.uuid, { type: b.type, items: b.items, datetime: b.datetime });
      res.status(201).json(out({ action_id: p.actionId }));
    }),
  );
  router.post(
    "/_sandbox/consent-renewal",
    handle(flavour, (req, res) => {
      const user = userByEmail(db, str(body(req).email));
      if (!user) throw new AccountsError(404, "NOT_FOUND", "No customer with that e-mail.", "email");
      requireConsentRenewal(db, user.uuid);
      res.status(201).json(out({ email: user.email, consent_renewal_required: true }));
    }),
  );
}
