import type { Router } from "express";
import type Database from "better-sqlite3";
import { notFound } from "../accounts/errors";
import { cardsOf, closeAccount, deleteCard } from "../accounts/lifecycle";
import {
  consentsOf,
  subscribe,
  subscriptionsOf,
  SUBSCRIPTION_CATEGORIES,
  unsubscribe,
  updateConsents,
} from "../accounts/preferences";
import { checkAddress, profileOf, updateAttributes, updatePersonalDetails, updatePhone } from "../accounts/profile";
import {
  addAddress,
  deleteAddress,
  getAddress,
  getUser,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from "../accounts/store";
import { unsubscribeByLink } from "../accounts/unsubscribe-links";
import { submitMessagingForm } from "../accounts/messaging-forms";
import { body, consentList, handle, optionalUser, optStr, str, stringRecord, withUser } from "./http";
import { addressData, addressFromLegacy, data, dobFromLegacy, legacy, profileData } from "./legacy-wire";

/**
 * Legacy flavour, signed-in account routes (Bearer ciamToken; `{UUID}` must be its user):
 *
 *  GET    /profile/{UUID}                              → {data: product.md §3 Profile (personalInfo.dob "12/04/1990", addresses, extra, meta)}
 *  PUT    /update-profile/personal-details/{UUID}      {firstname,lastname,dob,gender} → {data: profile}
 *  PUT    /update-profile/custom-attributes/{UUID}     {extra:{code:value}} → {data: profile}
 *  PUT    /update-profile/phone/{UUID}                 {telephone, verificationId} → {data: profile}
 *  GET    /update-profile/addresses/{UUID}             → {data:[product.md §3 Account address]}
 *  POST   /update-profile/addresses/{UUID}             address → 201 {data: address}
 *  PUT    /update-profile/addresses/{UUID}/{ADDRESS_ID} address → {data: address};  DELETE … → 204
 *  PUT    /update-profile/addresses/{UUID}/{ADDRESS_ID}/set-default-billing | set-default-shipping → 204
 *  GET    /consents/{UUID} → {data:[{consentId,category,text,mandatory,accepted}]};  PUT /consents/{UUID} {consents:[{consentId,accepted}]} → 204
 *  GET    /subscriptions/{UUID} → {data:[{category,subscribed,subscriberId}]} (email, sms, post)
 *  POST   /subscribe {email,category} → {data:{subscriberId}};  POST /unsubscribe {subscriberId[, token]} → 204
 *  POST   /contact-form {type:"contact", channel, payload, data_subject, …} → 201 {data:{id}}
 *         (signed in, or with the e-mail link's token instead)
 *  GET    /profile/{UUID}/wallet → {data:{cards:[{token,cardType:"VISA",maskedNumber,expiryDate:"09/2029",preferred}]}}
 *  DELETE /profile/{UUID}/wallet/{token} → 204
 *  POST   /cancel-account/{UUID} {password,reason} → {data:{cancelled:true}}
 */
export function mountLegacyAccount(router: Router, db: Database.Database) {
  const profile = (uuid: string) => data(profileData(profileOf(db, getUser(db, uuid)!)));

  router.get(
    "/profile/:uuid",
    withUser(db, legacy, (_req, res, user) => void res.json(profile(user.uuid))),
  );

  router.put(
    "/update-profile/personal-details/:uuid",
    withUser(db, legacy, (req, res, user) => {
      const b = body(req);
      updatePersonalDetails(db, user, {
        firstname: str(b.firstname),
        lastname: str(b.lastname),
        dob: dobFromLegacy(b.dob),
        gender: optStr(b.gender),
      });
      res.json(profile(user.uuid));
    }),
  );

  router.put(
    "/update-profile/custom-attributes/:uuid",
    withUser(db, legacy, (req, res, user, tenant) => {
      updateAttributes(db, tenant, user, stringRecord(body(req).extra));
      res.json(profile(user.uuid));
    }),
  );

  router.put(
    "/update-profile/phone/:uuid",
    withUser(db, legacy, (req, res, user) => {
      updatePhone(db, user, str(body(req).telephone), str(body(req).verificationId));
      res.json(profile(user.uuid));
    }),
  );

  const addressId = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : -1);
  const base = "/update-profile/addresses/:uuid";
  router.get(
    base,
    withUser(db, legacy, (_req, res, user) => void res.json(data(listAddresses(db, user.uuid).map(addressData)))),
  );
  router.post(
    base,
    withUser(db, legacy, (req, res, user) => {
      const id = addAddress(db, user.uuid, checkAddress(addressFromLegacy(body(req))));
      res.status(201).json(data(addressData(getAddress(db, user.uuid, id)!)));
    }),
  );
  router.put(
    `${base}/:id`,
    withUser(db, legacy, (req, res, user) => {
      const id = addressId(req.params.id);
      if (!updateAddress(db, user.uuid, id, checkAddress(addressFromLegacy(body(req))))) throw notFound("Address");
      res.json(data(addressData(getAddress(db, user.uuid, id)!)));
    }),
  );
  router.delete(
    `${base}/:id`,
    withUser(db, legacy, (req, res, user) => {
      if (!deleteAddress(db, user.uuid, addressId(req.params.id))) throw notFound("Address");
      res.status(204).end();
    }),
  );
  for (const kind of ["billing", "shipping"] as const) {
    router.put(
      `${base}/:id/set-default-${kind}`,
      withUser(db, legacy, (req, res, user) => {
        if (!setDefaultAddress(db, user.uuid, addressId(req.params.id), kind)) throw notFound("Address");
        res.status(204).end();
      }),
    );
  }

  router.get(
    "/consents/:uuid",
    withUser(db, legacy, (_req, res, user, tenant) => {
      res.json(
        data(
          consentsOf(db, tenant, user.uuid).map((c) => ({
            consentId: c.id,
            category: c.category,
            text: c.label,
            mandatory: c.required,
            accepted: c.accepted,
          })),
        ),
      );
    }),
  );
  router.put(
    "/consents/:uuid",
    withUser(db, legacy, (req, res, user, tenant) => {
      updateConsents(db, tenant, user.uuid, consentList(body(req).consents, "consentId"));
      res.status(204).end();
    }),
  );

  router.get(
    "/subscriptions/:uuid",
    withUser(db, legacy, (_req, res, user) => {
      const mine = subscriptionsOf(db, user);
      res.json(
        data(
          SUBSCRIPTION_CATEGORIES.map((category) => {
            const s = mine.find((x) => x.category === category);
            return { category, subscribed: Boolean(s), subscriberId: s?.subscriber_uuid ?? null };
          }),
        ),
      );
    }),
  );
  router.post(
    "/subscribe",
    withUser(db, legacy, (req, res, user) => {
      res.json(
        data({
          subscriberId: subscribe(db, user, str(body(req).email), str(body(req).category), null).subscriber_uuid,
        }),
      );
    }),
  );
  const signedInUnsubscribe = withUser(db, legacy, (req, res, user) => {
    unsubscribe(db, user, str(body(req).subscriberId));
    res.status(204).end();
  });
  // From an e-mail's unsubscribe link: its token stands in for a signed-in customer (decision 0020).
  const linkUnsubscribe = handle(legacy, (req, res) => {
    unsubscribeByLink(db, str(body(req).subscriberId), str(body(req).token));
    res.status(204).end();
  });
  // product.md §7 messaging forms, legacy path: the contact form
  router.post(
    "/contact-form",
    handle(legacy, (req, res) => {
      res.status(201).json(data(submitMessagingForm(db, body(req), optionalUser(db, req))));
    }),
  );
  router.post("/unsubscribe", (req, res, next) =>
    body(req).token === undefined ? signedInUnsubscribe(req, res, next) : linkUnsubscribe(req, res, next),
  );

  router.get(
    "/profile/:uuid/wallet",
    withUser(db, legacy, (_req, res, user) => {
      const cards = cardsOf(db, user.uuid).map((c) => ({
        token: c.id,
        cardType: c.brand.toUpperCase(),
        maskedNumber: `************${c.last4}`,
        expiryDate: `${String(c.exp_month).padStart(2, "0")}/${c.exp_year}`,
        preferred: Boolean(c.is_default),
      }));
      res.json(data({ cards }));
    }),
  );
  router.delete(
    "/profile/:uuid/wallet/:token",
    withUser(db, legacy, (req, res, user) => {
      deleteCard(db, user.uuid, req.params.token);
      res.status(204).end();
    }),
  );

  router.post(
    "/cancel-account/:uuid",
    withUser(db, legacy, (req, res, user) => {
      closeAccount(db, user, str(body(req).password), "cancelled", optStr(body(req).reason));
      res.json(data({ cancelled: true }));
    }),
  );
}
