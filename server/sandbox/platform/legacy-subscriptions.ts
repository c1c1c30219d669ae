import type { Router } from "express";
import type Database from "better-sqlite3";
import { AccountsError, invalid } from "../accounts/errors";
import {
  cancelSubscription,
  moveSubscription,
  pauseSubscription,
  resumeSubscription,
  subscriptionConfiguration,
  subscriptionsOf,
  updateSubscription,
  type SubscriptionView,
} from "../accounts/subscriptions";
import { frequencyOf } from "../accounts/subscription-dates";
import { body, handle, optStr, str, withUser } from "./http";
import { data, dobToLegacy, legacy } from "./legacy-wire";
import { changeOf, numericCodes } from "./unified-subscriptions";

/**
 * Legacy flavour, product subscriptions (Bearer ciamToken; `{UUID}` must be its user), beside
 * the wallet under /profile/{UUID}. camelCase in `{data}`, upper-case statuses, dates dd/mm/yyyy:
 *   {subscriptionId:"12", status:"ACTIVE"|"PAUSED"|"CANCELLED", products:[{sku,name,options:[{sku,name,qty,price}]}],
 *    price:{value,currency}, frequency:{frequencyId,name,days}, nextDeliveryDate:"01/12/2026"|null,
 *    pausedUntil:"15/01/2027"|null, orderNumber|null, deliveryAddressId:"7"|null}
 *
 *  GET /subscriptions-configuration                     → {data:{products:[{sku,name,options:[{sku,name,price,currency}]}],
 *                                                         frequencies:[{frequencyId,name,days}], maxPauseDays, resumeLeadDays}}
 *  GET /profile/{UUID}/subscriptions                    → {data:[subscription]}
 *  PUT /profile/{UUID}/subscriptions/{ID}               {products:[{sku,options:[{sku,qty}]}], frequencyId} → {data: subscription}
 *                                                         422 error_code 4 (product.md §8), errors:[{property:"products.i.options.j.sku"}]
 *  PUT /profile/{UUID}/subscriptions/{ID}/pause         {pauseUntil:"15/01/2027"} → {data: subscription}
 *  PUT /profile/{UUID}/subscriptions/{ID}/resume | /cancel → {data: subscription}
 *  PUT /profile/{UUID}/subscriptions/{ID}/delivery-address {deliveryAddressId:"7"} → {data: subscription}
 *                                                         422 ADDRESS_NOT_FOUND, errors:[{property:"deliveryAddressId"}]
 */

// The store's neutral field names → this flavour's request names.
const PROPERTIES: Record<string, string> = { until: "pauseUntil", frequency: "frequencyId" };
const flavour = numericCodes({
  errorBody: (e) =>
    legacy.errorBody(
      e.field && PROPERTIES[e.field] ? new AccountsError(e.status, e.code, e.message, PROPERTIES[e.field]) : e,
    ),
});

/** dd/mm/yyyy → yyyy-mm-dd (the store checks it is a real date). */
function dateFromLegacy(v: unknown): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(optStr(v)?.trim() ?? "");
  if (!m) throw invalid("INVALID_DATE", "Enter the date as dd/mm/yyyy.", "until");
  return `${m[3]}-${m[2]}-${m[1]}`;
}

function subscriptionData(s: SubscriptionView, plan: { sku: string; name: string }) {
  return {
    subscriptionId: String(s.id),
    status: s.status.toUpperCase(),
    products: [
      {
        sku: plan.sku,
        name: plan.name,
        options: s.lines.map((l) => ({ sku: l.sku, name: l.name, qty: l.qty, price: l.price })),
      },
    ],
    price: { value: s.total, currency: s.currency },
    frequency: { frequencyId: s.frequency, name: s.frequencyLabel, days: frequencyOf(s.frequency)?.days ?? null },
    nextDeliveryDate: dobToLegacy(s.next_delivery),
    pausedUntil: dobToLegacy(s.paused_until),
    orderNumber: s.source_order,
    // the address book entry (its id) the deliveries go to (decision 0056)
    deliveryAddressId: s.address_id === null ? null : String(s.address_id),
  };
}

export function mountLegacySubscriptions(router: Router, db: Database.Database) {
  const config = () => subscriptionConfiguration(db);
  const out = (s: SubscriptionView) => data(subscriptionData(s, config().plan));
  const base = "/profile/:uuid/subscriptions";

  router.get(
    "/subscriptions-configuration",
    handle(flavour, (_req, res) => {
      const c = config();
      res.json(
        data({
          products: [
            {
              sku: c.plan.sku,
              name: c.plan.name,
              options: c.choices.map((o) => ({ sku: o.sku, name: o.name, price: o.price, currency: c.currency })),
            },
          ],
          frequencies: c.frequencies.map((f) => ({ frequencyId: f.code, name: f.label, days: f.days })),
          maxPauseDays: c.maxPauseDays,
          resumeLeadDays: c.resumeLeadDays,
        }),
      );
    }),
  );
  router.get(
    base,
    withUser(db, flavour, (_req, res, user) => {
      res.json(data(subscriptionsOf(db, user.uuid).map((s) => subscriptionData(s, config().plan))));
    }),
  );
  router.put(
    `${base}/:id`,
    withUser(db, flavour, (req, res, user) => {
      const b = body(req);
      res.json(out(updateSubscription(db, user.uuid, req.params.id, changeOf(b.products, b.frequencyId))));
    }),
  );
  router.put(
    `${base}/:id/pause`,
    withUser(db, flavour, (req, res, user) => {
      res.json(out(pauseSubscription(db, user.uuid, req.params.id, dateFromLegacy(body(req).pauseUntil))));
    }),
  );
  router.put(
    `${base}/:id/resume`,
    withUser(db, flavour, (req, res, user) => void res.json(out(resumeSubscription(db, user.uuid, req.params.id)))),
  );
  router.put(
    `${base}/:id/delivery-address`,
    withUser(db, flavour, (req, res, user) => {
      res.json(out(moveSubscription(db, user.uuid, req.params.id, str(body(req).deliveryAddressId))));
    }),
  );
  router.put(
    `${base}/:id/cancel`,
    withUser(db, flavour, (req, res, user) => void res.json(out(cancelSubscription(db, user.uuid, req.params.id)))),
  );
}
