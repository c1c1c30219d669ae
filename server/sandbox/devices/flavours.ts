import type { Router } from "express";
import type Database from "better-sqlite3";
import { body, str } from "../platform/http";
import { data, dobToLegacy, legacy } from "../platform/legacy-wire";
import { unified } from "../platform/unified-wire";
import { mountDevices } from "./routes";

/**
 * Unified flavour (product.md §7 "Devices"), no envelope, ISO dates:
 *  GET   /api/devices/validation/{code}       → {code, valid:true}; 400 malformed, 406 INVALID_REGISTRATION_CODE
 *  GET   /api/devices/{code}                  → device; 404 DEVICE_NOT_FOUND
 *  GET   /api/devices?userId=                 → {items:[device]} (Bearer; 401 for another user id)
 *  POST  /api/devices {consumerId, deviceId}  → 201 device; 401 consumer ≠ token user, 406, 409 DEVICE_ALREADY_REGISTERED, 500
 *  PUT   /api/devices/{code}/unassign {consumerId}          → device (free again)
 *  POST  /api/devices/guest {deviceId, externalId}          → 201 device (no token)
 *  PATCH /api/devices/guest/{code}/unassign {externalId}    → device
 *  PATCH /api/devices/{code}/consumer {consumerId}          → device (a guest's or free device moves to the customer)
 */
export function mountUnifiedDevices(router: Router, db: Database.Database) {
  mountDevices(router, db, {
    flavour: unified,
    out: (v) => (Array.isArray(v) ? { items: v } : v),
    date: (iso) => iso,
    paths: {
      validation: "/api/devices/validation/:code",
      guest: "/api/devices/guest",
      guestUnassign: "/api/devices/guest/:code/unassign",
      lookup: "/api/devices/:code",
      list: "/api/devices",
      register: "/api/devices",
      unassign: "/api/devices/:code/unassign",
      assign: "/api/devices/:code/consumer",
    },
    consumer: (req) => str(body(req as never).consumerId),
    listUser: (req) => str(req.query.userId),
  });
}

/**
 * Legacy flavour: `{data}` envelope, dates dd/mm/yyyy; the customer's calls under /profile/{UUID}
 * (the path's UUID is the consumer; a token of another user → 403):
 *  GET   /devices/validate/{CODE}                         → {data:{code, valid:true}}
 *  GET   /devices/{CODE}                                  → {data: device}
 *  GET   /profile/{UUID}/devices                          → {data:[device]}
 *  POST  /profile/{UUID}/devices {deviceId}               → 201 {data: device}
 *  PUT   /profile/{UUID}/devices/{CODE}/unassign          → {data: device}
 *  PATCH /profile/{UUID}/devices/{CODE}/assign            → {data: device}
 *  POST  /devices/guest {deviceId, externalId}            → 201 {data: device}
 *  PATCH /devices/guest/{CODE}/unassign {externalId}      → {data: device}
 */
export function mountLegacyDevices(router: Router, db: Database.Database) {
  mountDevices(router, db, {
    flavour: legacy,
    out: data,
    date: (iso) => dobToLegacy(iso ? iso.slice(0, 10) : null),
    paths: {
      validation: "/devices/validate/:code",
      guest: "/devices/guest",
      guestUnassign: "/devices/guest/:code/unassign",
      lookup: "/devices/:code",
      list: "/profile/:uuid/devices",
      register: "/profile/:uuid/devices",
      unassign: "/profile/:uuid/devices/:code/unassign",
      assign: "/profile/:uuid/devices/:code/assign",
    },
    consumer: (req) => str(req.params.uuid),
    listUser: (req) => str(req.params.uuid),
  });
}
