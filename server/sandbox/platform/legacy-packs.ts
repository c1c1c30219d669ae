import type { Router } from "express";
import type Database from "better-sqlite3";
import { AccountsError } from "../accounts/errors";
import { registerPack } from "../accounts/packs";
import { tradeInConfiguration, tradeInEligibility } from "../accounts/trade-in";
import { body, handle, str, withUser, type Flavour } from "./http";
import { data, legacy } from "./legacy-wire";
import { mountPackSandbox } from "./unified-packs";

/**
 * Legacy flavour, pack codes and trade-in: camelCase in `{data}`, under the consumer.
 *
 *  POST /consumers/{UUID}/packs/register {packCode} (Bearer) → 201 {data:{packCode, genuine, registrable,
 *        inventory:{sku,productName,registeredAt}|null, loyaltyRule:{ruleId,name,points}|null, limit:{max,periodDays,used}}}
 *        (200 with inventory null when the limit is reached); 409 PACK_ALREADY_REGISTERED, 422 INVALID_PACK_CODE … (property "packCode")
 *  GET  /trade-in/configuration                        → {data:{enabled, products:[{sku,name}], credit, currency,
 *                                                          maxTradeInsPerCustomer, terms}}
 *  GET  /consumers/{UUID}/trade-in/eligibility (Bearer) → {data:{eligible, reason:null|"ALREADY_TRADED_IN"}}
 *  Sandbox only: POST /_sandbox/pack-codes, POST /_sandbox/trade-ins as unified, in {data}.
 */

const flavour: Flavour = {
  errorBody: (e) =>
    legacy.errorBody(e.field === "code" ? new AccountsError(e.status, e.code, e.message, "packCode") : e),
};

export function mountLegacyPacks(router: Router, db: Database.Database) {
  router.post(
    "/consumers/:uuid/packs/register",
    withUser(db, flavour, (req, res, user) => {
      const r = registerPack(db, user.uuid, str(body(req).packCode));
      res.status(r.inventory ? 201 : 200).json(
        data({
          packCode: r.code,
          genuine: r.genuine,
          registrable: r.registrable,
          inventory: r.inventory
            ? { sku: r.inventory.sku, productName: r.inventory.name, registeredAt: r.inventory.registeredAt }
            : null,
          loyaltyRule: r.rule ? { ruleId: r.rule.code, name: r.rule.name, points: r.rule.points } : null,
          limit: r.limit,
        }),
      );
    }),
  );
  router.get(
    "/trade-in/configuration",
    handle(flavour, (_req, res) => {
      const c = tradeInConfiguration(db);
      res.json(
        data({
          enabled: c.enabled,
          products: c.products,
          credit: c.credit,
          currency: c.currency,
          maxTradeInsPerCustomer: c.maxPerCustomer,
          terms: c.terms,
        }),
      );
    }),
  );
  router.get(
    "/consumers/:uuid/trade-in/eligibility",
    withUser(db, flavour, (_req, res, user) => void res.json(data(tradeInEligibility(db, user.uuid)))),
  );
  mountPackSandbox(router, db, flavour, (v) => data(v));
}
