import express from "express";
import type Database from "better-sqlite3";
import { mountLegacyDevices, mountUnifiedDevices } from "../devices/flavours";
import { mountLegacyLocations, mountUnifiedLocations } from "../locations/routes";
import { mountLegacyLoyalty, mountUnifiedLoyalty } from "../loyalty/flavours";
import { legacyAge, mountAgeVerification, unifiedAge } from "../age/platform-routes";
import { legacyPayments, mountPayments, unifiedPayments } from "../payments/platform-routes";
import { ACCOUNT_OPERATIONS } from "./account-operations";
import { mountBotCheck } from "./bot-check";
import { COUPON_OPERATIONS } from "./coupon-operations";
import { finish, mountSandboxOnly } from "./http";
import { data, legacy } from "./legacy-wire";
import { LEAD_OPERATIONS, mountLeadSandbox } from "./lead-operations";
import { mountPushSandbox, PUSH_OPERATIONS } from "./push-operations";
import { mountLegacyPacks } from "./legacy-packs";
import { mountLegacySubscriptions } from "./legacy-subscriptions";
import { mountOperations, type FlavourName } from "./operation";
import { PLATFORM_OPERATIONS } from "./operations";
import { mountPurchaseSandbox, PURCHASE_OPERATIONS } from "./purchase-operations";
import { requireTenant } from "./tenant";
import { unified } from "./unified-wire";
import { mountUnifiedPacks } from "./unified-packs";
import { mountUnifiedSubscriptions } from "./unified-subscriptions";

/**
 * The platform service in one flavour. Unified (product.md §7 "Unified backend"): snake_case JSON,
 * no envelope, errors `{error_code, message, field?}`. Legacy: the product.md §2 route templates,
 * camelCase JSON, successes in `{data}`, dates of birth dd/mm/yyyy, errors
 * `{status:"error", error_code, message, errors:[{property,message}]}`. Every call needs
 * `x-tenant-code`; user-scoped ones `Authorization: Bearer <identity token>` (401 expired or
 * revoked, 403 another user's uuid). Unified only: the calls of ./bot-check.ts need a bot-check
 * token (`x-captcha-token`). The operations (./operations.ts, ./account-operations.ts)
 * list each route on both flavours side by side; the areas after them mount their own.
 * Sandbox only: GET /_sandbox/outbox?email=…|?to=… (mail catcher, no tenant needed) and the
 * other test routes of `mountSandboxOnly`.
 */
type Mount = (router: express.Router, db: Database.Database) => void;
/** The areas after the operations, each mounting its own pair of routers. */
const AREAS: Record<FlavourName, Mount>[] = [
  {
    unified: (router, db) => mountPayments(router, db, unifiedPayments, unified),
    legacy: (router, db) => mountPayments(router, db, legacyPayments, legacy),
  },
  { unified: mountUnifiedSubscriptions, legacy: mountLegacySubscriptions },
  { unified: mountUnifiedPacks, legacy: mountLegacyPacks },
  {
    unified: (router, db) => mountPurchaseSandbox(router, db, unified, (v) => v),
    legacy: (router, db) => mountPurchaseSandbox(router, db, legacy, data),
  },
  {
    unified: (router, db) => mountLeadSandbox(router, db, unified, "unified"),
    legacy: (router, db) => mountLeadSandbox(router, db, legacy, "legacy"),
  },
  { unified: mountUnifiedDevices, legacy: mountLegacyDevices },
  { unified: mountUnifiedLocations, legacy: mountLegacyLocations },
  { unified: mountUnifiedLoyalty, legacy: mountLegacyLoyalty },
  {
    unified: (router, db) => mountAgeVerification(router, db, unifiedAge, unified),
    legacy: (router, db) => mountAgeVerification(router, db, legacyAge, legacy),
  },
];

/** Error bodies, and the success body of the sandbox-only test routes (and of its mail catcher). */
const WIRE = {
  unified: { errors: unified, out: (value: unknown) => value, outbox: (messages: unknown) => ({ messages }) },
  legacy: { errors: legacy, out: data, outbox: data },
};

export function platformRouter(name: FlavourName) {
  const wire = WIRE[name];
  return (db: Database.Database) => {
    const router = express.Router();
    router.use(express.json());
    mountSandboxOnly(router, db, wire.out, wire.outbox);
    mountPushSandbox(router, db, wire.out);
    router.use(requireTenant(db));
    // the unified platform's bot check, before the calls it guards (decision 0048)
    if (name === "unified") mountBotCheck(router, wire.errors);
    mountOperations(router, db, name, wire.errors, [
      ...PLATFORM_OPERATIONS,
      ...ACCOUNT_OPERATIONS,
      ...PURCHASE_OPERATIONS,
      ...COUPON_OPERATIONS,
      ...LEAD_OPERATIONS,
      ...PUSH_OPERATIONS,
    ]);
    for (const area of AREAS) area[name](router, db);
    finish(router, wire.errors);
    return router;
  };
}
