import type { Router } from "express";
import type Database from "better-sqlite3";
import { AccountsError } from "../accounts/errors";
import { mintPackCodes, registerPack, type PackRegistration } from "../accounts/packs";
import { userByEmail } from "../accounts/store";
import { recordTradeIn, tradeInConfiguration, tradeInEligibility } from "../accounts/trade-in";
import { body, handle, str, withUser, type Flavour } from "./http";
import { unified } from "./unified-wire";

/**
 * Unified flavour, pack codes and trade-in (product.md §3 Pack registration result, §4, §7):
 *
 *  POST /api/me/products/register {code}        (Bearer) → 201 {code, genuine:true, registrable:true,
 *        inventory:{sku,name,registered_at}, loyalty_rule:{code,name,points}, limit:{max,period_days,used}}
 *        limit reached → 200 the same with inventory:null, loyalty_rule:null (nothing registered);
 *        409 PACK_ALREADY_REGISTERED, 422 INVALID_PACK_CODE | INVALID_CODE_FORMAT | CODE_REQUIRED (field "code")
 *  GET  /api/trade-in/configuration              → {enabled, products:[{sku,name}], credit:{value,currency},
 *                                                   max_trade_ins_per_customer, terms}
 *  GET  /api/trade-in/is-eligible/{uuid}         (Bearer of that user) → {uuid, is_eligible, reason:null|"ALREADY_TRADED_IN"}
 *  Sandbox only: POST /_sandbox/pack-codes {count?, kind?:"pack"|"carton"} → 201 {codes:[…]} (new genuine codes);
 *                POST /_sandbox/trade-ins {email} → 201 {uuid} (records a completed trade-in for that customer)
 */

export function packBody(r: PackRegistration) {
  return {
    code: r.code,
    genuine: r.genuine,
    registrable: r.registrable,
    inventory: r.inventory
      ? { sku: r.inventory.sku, name: r.inventory.name, registered_at: r.inventory.registeredAt }
      : null,
    loyalty_rule: r.rule,
    limit: { max: r.limit.max, period_days: r.limit.periodDays, used: r.limit.used },
  };
}

/** The sandbox's own set-up calls, in the flavour's envelope `out`. */
export function mountPackSandbox(router: Router, db: Database.Database, flavour: Flavour, out: (v: object) => object) {
  router.post(
    "/_sandbox/pack-codes",
    handle(flavour, (req, res) => {
      const b = body(req);
      const codes = mintPackCodes(db, Number(b.count ?? 1), b.kind === "carton" ? "carton" : "pack");
      res.status(201).json(out({ codes }));
    }),
  );
  router.post(
    "/_sandbox/trade-ins",
    handle(flavour, (req, res) => {
      const user = userByEmail(db, str(body(req).email));
      if (!user) throw new AccountsError(404, "NOT_FOUND", "No customer with that e-mail.", "email");
      recordTradeIn(db, user.uuid);
      res.status(201).json(out({ uuid: user.uuid }));
    }),
  );
}

export function mountUnifiedPacks(router: Router, db: Database.Database) {
  router.post(
    "/api/me/products/register",
    withUser(db, unified, (req, res, user) => {
      const r = registerPack(db, user.uuid, str(body(req).code));
      res.status(r.inventory ? 201 : 200).json(packBody(r));
    }),
  );
  router.get(
    "/api/trade-in/configuration",
    handle(unified, (_req, res) => {
      const c = tradeInConfiguration(db);
      res.json({
        enabled: c.enabled,
        products: c.products,
        credit: { value: c.credit, currency: c.currency },
        max_trade_ins_per_customer: c.maxPerCustomer,
        terms: c.terms,
      });
    }),
  );
  router.get(
    "/api/trade-in/is-eligible/:uuid",
    withUser(db, unified, (_req, res, user) => {
      const e = tradeInEligibility(db, user.uuid);
      res.json({ uuid: user.uuid, is_eligible: e.eligible, reason: e.reason });
    }),
  );
  mountPackSandbox(router, db, unified, (v) => v);
}
