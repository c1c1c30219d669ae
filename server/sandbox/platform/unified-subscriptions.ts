import type { Router } from "express";
import type Database from "better-sqlite3";
import {
  cancelSubscription,
  moveSubscription,
  pauseSubscription,
  resumeSubscription,
  subscriptionConfiguration,
  subscriptionsOf,
  updateSubscription,
  type SubscriptionChange,
  type SubscriptionView,
} from "../accounts/subscriptions";
import { frequencyOf } from "../accounts/subscription-dates";
import { body, handle, str, withUser, type Flavour } from "./http";
import { unified } from "./unified-wire";

/**
 * Unified flavour, product subscriptions (product.md §3 Subscription, §7; Bearer identity token).
 * A subscription is one plan product whose options are the subscribed products:
 *   {id, status:"active"|"paused"|"cancelled", products:[{sku,name,options:[{sku,name,qty,price:{value,currency}}]}],
 *    price:{value,currency}, frequency:{code,label,interval_days}, next_delivery_date:"2026-12-01"|null,
 *    paused_until:"2027-01-15"|null, order_number|null, delivery_address_id:7|null, created_at, updated_at}
 *
 *  GET /api/subscriptions/configurations  → {products:[{sku,name,options:[{sku,name,price:{value,currency}}]}],
 *                                            frequencies:[{code,label,interval_days}], max_pause_days, resume_lead_days}
 *  GET /api/subscriptions/user            → {items:[subscription]} (orders of subscription products become subscriptions)
 *  PUT /api/subscriptions/{id}            {products:[{sku, options:[{sku,qty}]}], frequency:"4w"} → subscription
 *                                          422 error_code 4 (product.md §8) when a product is there twice, field products.i.options.j.sku
 *  PUT /api/subscriptions/{id}/pause      {until:"2027-01-15"} (after today, within max_pause_days) → subscription
 *  PUT /api/subscriptions/{id}/resume     → subscription (next delivery from today);  PUT …/{id}/cancel → subscription
 *  PUT /api/subscriptions/{id}/delivery-address {delivery_address_id:7} → subscription (decision 0056's addendum)
 *                                          422 ADDRESS_NOT_FOUND, field delivery_address_id, for an address not the customer's
 *  409 SUBSCRIPTION_STATE when the status does not allow it; 404 for another customer's subscription.
 */

/** product.md §8's numeric codes (4: duplicate product) go out as numbers, as the real service sends them. */
export const numericCodes = (flavour: Flavour): Flavour => ({
  errorBody: (e) => {
    const b = flavour.errorBody(e) as Record<string, unknown>;
    return /^\d+$/.test(e.code) ? { ...b, error_code: Number(e.code) } : b;
  },
});

const money = (value: number) => ({ value, currency: "GBP" });

export const subscriptionBody = (s: SubscriptionView, plan: { sku: string; name: string }) => ({
  id: s.id,
  status: s.status,
  products: [
    {
      sku: plan.sku,
      name: plan.name,
      options: s.lines.map((l) => ({ sku: l.sku, name: l.name, qty: l.qty, price: money(l.price) })),
    },
  ],
  price: { value: s.total, currency: s.currency },
  frequency: { code: s.frequency, label: s.frequencyLabel, interval_days: frequencyOf(s.frequency)?.days ?? null },
  next_delivery_date: s.next_delivery,
  paused_until: s.paused_until,
  order_number: s.source_order,
  // the address book entry (its id) the deliveries go to (decision 0056)
  delivery_address_id: s.address_id,
  created_at: s.created_at,
  updated_at: s.updated_at,
});

/** The PUT body's products as the store reads them (anything malformed fails its checks there). */
export function changeOf(products: unknown, frequency: unknown): SubscriptionChange {
  const list = Array.isArray(products) ? products : [];
  return {
    products: list.map((p: Record<string, unknown>) => ({
      sku: str(p?.sku),
      options: (Array.isArray(p?.options) ? p.options : []).map((o: Record<string, unknown>) => ({
        sku: str(o?.sku),
        qty: o?.qty,
      })),
    })),
    frequency: str(frequency),
  };
}

export function mountUnifiedSubscriptions(router: Router, db: Database.Database) {
  const flavour = numericCodes(unified);
  const config = () => subscriptionConfiguration(db);
  const out = (s: SubscriptionView) => subscriptionBody(s, config().plan);

  router.get(
    "/api/subscriptions/configurations",
    handle(flavour, (_req, res) => {
      const c = config();
      res.json({
        products: [
          {
            sku: c.plan.sku,
            name: c.plan.name,
            options: c.choices.map((o) => ({ sku: o.sku, name: o.name, price: money(o.price) })),
          },
        ],
        frequencies: c.frequencies.map((f) => ({ code: f.code, label: f.label, interval_days: f.days })),
        max_pause_days: c.maxPauseDays,
        resume_lead_days: c.resumeLeadDays,
      });
    }),
  );
  router.get(
    "/api/subscriptions/user",
    withUser(db, flavour, (_req, res, user) => void res.json({ items: subscriptionsOf(db, user.uuid).map(out) })),
  );
  router.put(
    "/api/subscriptions/:id",
    withUser(db, flavour, (req, res, user) => {
      const b = body(req);
      res.json(out(updateSubscription(db, user.uuid, req.params.id, changeOf(b.products, b.frequency))));
    }),
  );
  router.put(
    "/api/subscriptions/:id/pause",
    withUser(db, flavour, (req, res, user) => {
      res.json(out(pauseSubscription(db, user.uuid, req.params.id, str(body(req).until))));
    }),
  );
  router.put(
    "/api/subscriptions/:id/resume",
    withUser(db, flavour, (req, res, user) => void res.json(out(resumeSubscription(db, user.uuid, req.params.id)))),
  );
  router.put(
    "/api/subscriptions/:id/delivery-address",
    withUser(db, flavour, (req, res, user) => {
      res.json(out(moveSubscription(db, user.uuid, req.params.id, str(body(req).delivery_address_id))));
    }),
  );
  router.put(
    "/api/subscriptions/:id/cancel",
    withUser(db, flavour, (req, res, user) => void res.json(out(cancelSubscription(db, user.uuid, req.params.id)))),
  );
}
