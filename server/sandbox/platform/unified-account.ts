import type { Router } from "express";
import type Database from "better-sqlite3";
import { notFound } from "../accounts/errors";
import { cardsOf, closeAccount, deleteCard, requestOrderCancellation, type CardRow } from "../accounts/lifecycle";
import {
  consentsOf,
  subscribe,
  subscriptionsOf,
  unsubscribe,
  updateConsents,
  type SubscriptionRow,
} from "../accounts/preferences";
import { checkAddress, profileOf, updateAttributes, updatePersonalDetails, updatePhone } from "../accounts/profile";
import {
  addAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
  getUser,
} from "../accounts/store";
import { unsubscribeByLink } from "../accounts/unsubscribe-links";
import { submitMessagingForm } from "../accounts/messaging-forms";
import { body, consentList, handle, optionalUser, optStr, str, stringRecord, withUser } from "./http";
import { addressBody, addressInput, profileBody, unified } from "./unified-wire";

/**
 * Unified flavour, signed-in account routes (Bearer identity token; `{uuid}` must be its user):
 *
 *  GET   /api/users/{uuid}/profile                 → {uuid, is_age_verified, is_pending_email_verification,
 *                                                    personal_info:{email,first_name,last_name,date_of_birth:"1990-04-12",phone,gender},
 *                                                    addresses, custom_attributes, purposes, meta:{allow_date_of_birth_update}}
 *  PATCH /api/users/{uuid}/profile                 {first_name,last_name,date_of_birth,gender} → profile
 *  PATCH /api/users/{uuid}/custom-attributes       {custom_attributes:{code:value}} ("" clears) → profile
 *  PUT   /api/users/{uuid}/custom-attributes/{code} {value} → profile
 *  PATCH /users/{uuid}/phone                       {phone, verification_uuid} (a validated, unused item for that number) → profile
 *  GET   /api/users/{uuid}/consents?context=…      → {consents:[{id,category,label,is_required,accepted,updated_at}]}
 *  PATCH /api/consents/users/{uuid}                {consents:[{id,accepted,one_off}]} → 204
 *  GET   /api/messaging/marketing-communications   → {items:[{subscriber_uuid,email,category,preferred_language,created_at}]}
 *  POST  /api/messaging/marketing-communications   {email,category,consents,preferredLanguage} → 201 {subscriber_uuid,category}
 *  POST  /api/messaging/forms {user, type:"contact", channel, payload:{message,…}, data_subject:{email,…}} → 201 {id}
 *  DELETE /api/messaging/marketing-communications/{subscriberUuid} → 204 (signed in, or with the e-mail link's
 *         X-Unsubscribe-Token instead: 401 INVALID_UNSUBSCRIBE_TOKEN when it is not that subscriber's)
 *  GET|POST /users/{uuid}/addresses, PUT|DELETE /users/{uuid}/addresses/{id}, PUT …/{id}/default {type:"billing"|"shipping"}
 *         address: {id, first_name, last_name, company, street:{name,number,additional}, city, postcode, country_code,
 *                   region:{name,code}|null, phone, default_billing, default_shipping}
 *  GET   /api/payments/cards → {items:[{id,brand,last_four,expiry_month,expiry_year,is_default}]}; GET|DELETE /api/payments/cards/{id}
 *  POST  /users/{uuid}/cancellation {password,reason} → 204;  POST /users/{uuid}/deactivation {password} → 204
 *  POST  /api/orders/request-cancellation {order_number, reason} → {success: boolean}
 */
export function mountUnifiedAccount(router: Router, db: Database.Database) {
  const profile = (uuid: string) => profileBody(profileOf(db, getUser(db, uuid)!));

  router.get(
    "/api/users/:uuid/profile",
    withUser(db, unified, (_req, res, user) => void res.json(profileBody(profileOf(db, user)))),
  );

  router.patch(
    "/api/users/:uuid/profile",
    withUser(db, unified, (req, res, user) => {
      const b = body(req);
      updatePersonalDetails(db, user, {
        firstname: str(b.first_name),
        lastname: str(b.last_name),
        dob: optStr(b.date_of_birth),
        gender: optStr(b.gender),
      });
      res.json(profile(user.uuid));
    }),
  );

  router.patch(
    "/api/users/:uuid/custom-attributes",
    withUser(db, unified, (req, res, user, tenant) => {
      updateAttributes(db, tenant, user, stringRecord(body(req).custom_attributes));
      res.json(profile(user.uuid));
    }),
  );

  router.put(
    "/api/users/:uuid/custom-attributes/:code",
    withUser(db, unified, (req, res, user, tenant) => {
      updateAttributes(db, tenant, user, { [req.params.code]: str(body(req).value) });
      res.json(profile(user.uuid));
    }),
  );

  router.patch(
    "/users/:uuid/phone",
    withUser(db, unified, (req, res, user) => {
      updatePhone(db, user, str(body(req).phone), str(body(req).verification_uuid));
      res.json(profile(user.uuid));
    }),
  );

  router.get(
    "/api/users/:uuid/consents",
    withUser(db, unified, (_req, res, user, tenant) => {
      const consents = consentsOf(db, tenant, user.uuid).map((c) => ({
        id: c.id,
        category: c.category,
        label: c.label,
        is_required: c.required,
        accepted: c.accepted,
        updated_at: c.updatedAt,
      }));
      res.json({ consents });
    }),
  );

  router.patch(
    "/api/consents/users/:uuid",
    withUser(db, unified, (req, res, user, tenant) => {
      updateConsents(db, tenant, user.uuid, consentList(body(req).consents, "id"));
      res.status(204).end();
    }),
  );

  const subscription = (s: SubscriptionRow) => ({
    subscriber_uuid: s.subscriber_uuid,
    email: s.email,
    category: s.category,
    preferred_language: s.preferred_language,
    created_at: s.created_at,
  });
  router.get(
    "/api/messaging/marketing-communications",
    withUser(db, unified, (_req, res, user) => {
      res.json({ items: subscriptionsOf(db, user).map(subscription) });
    }),
  );
  router.post(
    "/api/messaging/marketing-communications",
    withUser(db, unified, (req, res, user) => {
      const b = body(req);
      const s = subscribe(db, user, str(b.email), str(b.category), optStr(b.preferredLanguage));
      res.status(201).json({ subscriber_uuid: s.subscriber_uuid, category: s.category });
    }),
  );
  const signedInDelete = withUser(db, unified, (req, res, user) => {
    unsubscribe(db, user, req.params.subscriberUuid);
    res.status(204).end();
  });
  // From an e-mail's unsubscribe link: its token stands in for a signed-in customer (decision 0020).
  const linkDelete = handle(unified, (req, res) => {
    unsubscribeByLink(db, req.params.subscriberUuid, req.get("x-unsubscribe-token") ?? "");
    res.status(204).end();
  });
  // product.md §7 messaging forms (the contact form): signed in or not
  router.post(
    "/api/messaging/forms",
    handle(unified, (req, res) => {
      res.status(201).json(submitMessagingForm(db, body(req), optionalUser(db, req)));
    }),
  );
  router.delete("/api/messaging/marketing-communications/:subscriberUuid", (req, res, next) =>
    req.get("x-unsubscribe-token") === undefined ? signedInDelete(req, res, next) : linkDelete(req, res, next),
  );

  const addressId = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : -1);
  router.get(
    "/users/:uuid/addresses",
    withUser(db, unified, (_req, res, user) => void res.json({ items: listAddresses(db, user.uuid).map(addressBody) })),
  );
  router.post(
    "/users/:uuid/addresses",
    withUser(db, unified, (req, res, user) => {
      const id = addAddress(db, user.uuid, checkAddress(addressInput(body(req))));
      res.status(201).json(addressBody(getAddress(db, user.uuid, id)!));
    }),
  );
  router.put(
    "/users/:uuid/addresses/:id",
    withUser(db, unified, (req, res, user) => {
      const id = addressId(req.params.id);
      if (!updateAddress(db, user.uuid, id, checkAddress(addressInput(body(req))))) throw notFound("Address");
      res.json(addressBody(getAddress(db, user.uuid, id)!));
    }),
  );
  router.delete(
    "/users/:uuid/addresses/:id",
    withUser(db, unified, (req, res, user) => {
      if (!deleteAddress(db, user.uuid, addressId(req.params.id))) throw notFound("Address");
      res.status(204).end();
    }),
  );
  router.put(
    "/users/:uuid/addresses/:id/default",
    withUser(db, unified, (req, res, user) => {
      const type = str(body(req).type);
      if (type !== "billing" && type !== "shipping") throw notFound("Default type");
      if (!setDefaultAddress(db, user.uuid, addressId(req.params.id), type)) throw notFound("Address");
      res.status(204).end();
    }),
  );

  const card = (c: CardRow) => ({
    id: c.id,
    brand: c.brand,
    last_four: c.last4,
    expiry_month: c.exp_month,
    expiry_year: c.exp_year,
    is_default: Boolean(c.is_default),
  });
  router.get(
    "/api/payments/cards",
    withUser(db, unified, (_req, res, user) => void res.json({ items: cardsOf(db, user.uuid).map(card) })),
  );
  router.get(
    "/api/payments/cards/:id",
    withUser(db, unified, (req, res, user) => {
      const found = cardsOf(db, user.uuid).find((c) => c.id === req.params.id);
      if (!found) throw notFound("Card");
      res.json(card(found));
    }),
  );
  router.delete(
    "/api/payments/cards/:id",
    withUser(db, unified, (req, res, user) => {
      deleteCard(db, user.uuid, req.params.id);
      res.status(204).end();
    }),
  );

  router.post(
    "/users/:uuid/cancellation",
    withUser(db, unified, (req, res, user) => {
      closeAccount(db, user, str(body(req).password), "cancelled", optStr(body(req).reason));
      res.status(204).end();
    }),
  );
  router.post(
    "/users/:uuid/deactivation",
    withUser(db, unified, (req, res, user) => {
      closeAccount(db, user, str(body(req).password), "deactivated", null);
      res.status(204).end();
    }),
  );

  router.post(
    "/api/orders/request-cancellation",
    withUser(db, unified, (req, res, user) => {
      res.json({ success: requestOrderCancellation(db, user, str(body(req).order_number), str(body(req).reason)) });
    }),
  );
}
