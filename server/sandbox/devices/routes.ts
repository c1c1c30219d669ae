import crypto from "node:crypto";
import type { Router } from "express";
import type Database from "better-sqlite3";
import { body, handle, optionalUser, str, withUser, type Flavour } from "../platform/http";
import {
  assignDevice,
  devicesOf,
  lookupDevice,
  registerDevice,
  registerGuestDevice,
  unassignDevice,
  unassignGuestDevice,
  validateCode,
} from "./store";
import { insertDevice, MODELS, type DeviceRow } from "./tables";

/**
 * The device service's routes for one flavour: `paths` and `out` (the flavour's envelope and
 * date format) differ, the rules (./store.ts) do not. A device goes out with product.md §3's fields:
 *   {consumerId, deviceId, externalId, countryCode, iotTenantCode, isBluetooth, isVirtual, productColor,
 *    productType, productVersion, randomCode, registrationDate, tenantCode, tenantCodeString, trackingCode,
 *    userAssignmentDate, userId, warrantyExpiryDate, deviceName, productId}
 * Sandbox only: POST _sandbox/devices {model?: one|duo|prime|virtual, state?: valid|invalid|faulty}
 * → 201 {code, deviceId}: a new device off the production line, for tests that need their own.
 */
export interface DeviceWire {
  flavour: Flavour;
  out: (value: unknown) => unknown;
  date: (iso: string | null) => string | null;
  paths: {
    validation: string;
    lookup: string;
    list: string;
    register: string;
    unassign: string;
    guest: string;
    guestUnassign: string;
    assign: string;
  };
  /** the consumer the call is for: the body's consumerId (unified) or the path's {UUID} (legacy) */
  consumer: (req: { params: Record<string, string>; body?: unknown }) => string;
  /** the user whose devices are listed: ?userId (unified) or the path's {UUID} (legacy) */
  listUser: (req: { params: Record<string, string>; query: Record<string, unknown> }) => string;
}

export const deviceBody = (d: DeviceRow, date: DeviceWire["date"]) => ({
  consumerId: d.consumer_id,
  deviceId: d.device_id,
  externalId: d.external_id,
  countryCode: d.country_code,
  iotTenantCode: d.iot_tenant_code,
  isBluetooth: Boolean(d.is_bluetooth),
  isVirtual: Boolean(d.is_virtual),
  productColor: d.product_color,
  productType: d.product_type,
  productVersion: d.product_version,
  randomCode: d.random_code,
  registrationDate: date(d.registration_date),
  tenantCode: d.tenant_code,
  tenantCodeString: d.tenant_code.toUpperCase().replace(/-/g, "_"),
  trackingCode: d.tracking_code,
  userAssignmentDate: date(d.user_assignment_date),
  userId: d.user_id,
  warrantyExpiryDate: date(d.warranty_expiry_date),
  deviceName: d.device_name,
  productId: d.product_id,
});

export function mountDevices(router: Router, db: Database.Database, wire: DeviceWire) {
  const { flavour, paths } = wire;
  const send = (d: DeviceRow) => wire.out(deviceBody(d, wire.date));
  const code = (req: { params: Record<string, string> }) => str(req.params.code);

  router.post(
    "/_sandbox/devices",
    handle(flavour, (req, res) => {
      const b = body(req);
      const model = str(b.model) in MODELS ? (str(b.model) as keyof typeof MODELS) : "one";
      const state = ["invalid", "faulty"].includes(str(b.state)) ? (str(b.state) as "invalid" | "faulty") : "valid";
      const c = `T${crypto.randomBytes(8).toString("hex").toUpperCase().slice(0, 9)}`;
      insertDevice(db, c, model, state);
      res.status(201).json(wire.out({ code: c, deviceId: lookupDevice(db, c).device_id }));
    }),
  );
  // Guests validate and look up codes too; a token, when sent, must be live.
  router.get(
    paths.validation,
    handle(flavour, (req, res) => {
      optionalUser(db, req);
      res.json(wire.out(validateCode(db, code(req))));
    }),
  );
  router.get(
    paths.lookup,
    handle(flavour, (req, res) => {
      optionalUser(db, req);
      res.json(send(lookupDevice(db, code(req))));
    }),
  );
  router.get(
    paths.list,
    withUser(db, flavour, (req, res, user) => {
      const list = devicesOf(db, user.uuid, wire.listUser(req as never));
      res.json(wire.out(list.map((d) => deviceBody(d, wire.date))));
    }),
  );
  router.post(
    paths.register,
    withUser(db, flavour, (req, res, user) => {
      const r = registerDevice(db, user.uuid, wire.consumer(req), str(body(req).deviceId));
      res.status(r.created ? 201 : 200).json(send(r.row));
    }),
  );
  router.put(
    paths.unassign,
    withUser(db, flavour, (req, res, user) => {
      res.json(send(unassignDevice(db, user.uuid, code(req), wire.consumer(req))));
    }),
  );
  router.patch(
    paths.assign,
    withUser(db, flavour, (req, res, user) => {
      res.json(send(assignDevice(db, user.uuid, code(req), wire.consumer(req))));
    }),
  );
  router.post(
    paths.guest,
    handle(flavour, (req, res) => {
      const b = body(req);
      const r = registerGuestDevice(db, str(b.deviceId), str(b.externalId));
      res.status(r.created ? 201 : 200).json(send(r.row));
    }),
  );
  router.patch(
    paths.guestUnassign,
    handle(flavour, (req, res) => {
      res.json(send(unassignGuestDevice(db, code(req), str(body(req).externalId))));
    }),
  );
}
