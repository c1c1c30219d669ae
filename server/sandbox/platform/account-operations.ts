import { notFound } from "../accounts/errors";
import { checkRegional } from "../accounts/address-regional";
import {
  bookAddress,
  bookAddresses,
  refuseWhileDelivering,
  type BookAddressRow,
} from "../accounts/address-subscriptions";
import { cardsOf, closeAccount, deleteCard, requestOrderCancellation, type CardRow } from "../accounts/lifecycle";
import {
  consentsOf,
  subscribe,
  subscriptionsOf,
  SUBSCRIPTION_CATEGORIES,
  unsubscribe,
  updateConsents,
} from "../accounts/preferences";
import {
  checkAddress,
  profileOf,
  setReferrerCode,
  updateAttributes,
  updatePersonalDetails,
  updatePhone,
} from "../accounts/profile";
import {
  addAddress,
  deleteAddress,
  getUser,
  setDefaultAddress,
  updateAddress,
  type NewAddress,
} from "../accounts/store";
import { unsubscribeByLink } from "../accounts/unsubscribe-links";
import { submitMessagingForm } from "../accounts/messaging-forms";
import { complaintsOf, type ComplaintRow } from "../accounts/complaints";
import { createPrivacyRequest, type PrivacyRequest } from "../accounts/privacy-requests";
import { body, consentList, optionalUser, optStr, str, stringRecord } from "./http";
import { addressData, addressFromLegacy, data, dobFromLegacy, profileData } from "./legacy-wire";
import { json, operation, type Call } from "./operation";
import { addressBody, addressInput, profileBody } from "./unified-wire";

/**
 * The signed-in customer's account operations (Bearer identity token, unified; ciamToken, legacy;
 * the path's `{uuid}` must be its user), each with its two wire sides (./operation.ts). The
 * unified profile, addresses and cards are snake_case and bare; the legacy ones camelCase in
 * `{data}` (product.md §3 Profile, Account address), dates of birth dd/mm/yyyy.
 */

type Profile = ReturnType<typeof profileOf>;
/** Every profile change answers the profile as it now is. */
const profileNow = ({ db, user }: Call) => profileOf(db, getUser(db, user!.uuid)!);
const unifiedProfile = (p: Profile) => json(profileBody(p));
const legacyProfile = (p: Profile) => json(data(profileData(p)));
const addressId = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : -1);

export const ACCOUNT_OPERATIONS = [
  /** unified GET /api/users/{uuid}/profile, legacy GET /profile/{UUID} */
  operation<void, Profile>({
    run: ({ db, user }) => profileOf(db, user!),
    unified: { route: "GET /api/users/:uuid/profile", user: true, out: unifiedProfile },
    legacy: { route: "GET /profile/:uuid", user: true, out: legacyProfile },
  }),

  /** unified PATCH /api/users/{uuid}/profile {first_name,last_name,date_of_birth,gender}, legacy PUT /update-profile/personal-details/{UUID} {firstname,lastname,dob,gender} */
  operation<Parameters<typeof updatePersonalDetails>[2], Profile>({
    run: (call, details) => {
      updatePersonalDetails(call.db, call.user!, details);
      return profileNow(call);
    },
    unified: {
      route: "PATCH /api/users/:uuid/profile",
      user: true,
      in: (_req, b) => ({
        firstname: str(b.first_name),
        lastname: str(b.last_name),
        dob: optStr(b.date_of_birth),
        gender: optStr(b.gender),
      }),
      out: unifiedProfile,
    },
    legacy: {
      route: "PUT /update-profile/personal-details/:uuid",
      user: true,
      in: (_req, b) => ({
        firstname: str(b.firstname),
        lastname: str(b.lastname),
        dob: dobFromLegacy(b.dob),
        gender: optStr(b.gender),
      }),
      out: legacyProfile,
    },
  }),

  /** unified PATCH /api/users/{uuid}/custom-attributes {custom_attributes} and PUT …/custom-attributes/{code} {value}, legacy PUT /update-profile/custom-attributes/{UUID} {extra} ("" clears) */
  operation<Record<string, string>, Profile>({
    run: (call, values) => {
      updateAttributes(call.db, call.tenant, call.user!, values);
      return profileNow(call);
    },
    unified: [
      {
        route: "PATCH /api/users/:uuid/custom-attributes",
        user: true,
        in: (_req, b) => stringRecord(b.custom_attributes),
        out: unifiedProfile,
      },
      {
        route: "PUT /api/users/:uuid/custom-attributes/:code",
        user: true,
        in: (req, b) => ({ [req.params.code]: str(b.value) }),
        out: unifiedProfile,
      },
    ],
    legacy: {
      route: "PUT /update-profile/custom-attributes/:uuid",
      user: true,
      in: (_req, b) => stringRecord(b.extra),
      out: legacyProfile,
    },
  }),

  /**
   * unified only (no legacy template: 404): PATCH /api/users/{uuid}/profile/referrer-code
   * {referrer_code, source} → the profile; a friend's code named after registering
   */
  operation<{ code: string; source: string }, Profile>({
    run: (call, { code, source }) => {
      setReferrerCode(call.db, call.user!, code, source);
      return profileNow(call);
    },
    unified: {
      route: "PATCH /api/users/:uuid/profile/referrer-code",
      user: true,
      in: (_req, b) => ({ code: str(b.referrer_code), source: str(b.source) }),
      out: unifiedProfile,
    },
  }),

  /**
   * unified only (no legacy template: 404, decision 0065): GET /api/users/{uuid}/complaints →
   * {items:[{uuid,reference,subject,order_number,status,resolution,created_at,updated_at}]}, the latest first
   */
  operation<void, ComplaintRow[]>({
    run: ({ db, user }) => complaintsOf(db, user!.uuid),
    unified: {
      route: "GET /api/users/:uuid/complaints",
      user: true,
      out: (rows) => json({ items: rows.map(({ user_uuid: _owner, ...c }) => c) }),
    },
  }),

  /** a validated, unused verification for that number: unified PATCH /users/{uuid}/phone {phone, verification_uuid}, legacy PUT /update-profile/phone/{UUID} {telephone, verificationId} */
  operation<{ phone: string; verification: string }, Profile>({
    run: (call, { phone, verification }) => {
      updatePhone(call.db, call.user!, phone, verification);
      return profileNow(call);
    },
    unified: {
      route: "PATCH /users/:uuid/phone",
      user: true,
      in: (_req, b) => ({ phone: str(b.phone), verification: str(b.verification_uuid) }),
      out: unifiedProfile,
    },
    legacy: {
      route: "PUT /update-profile/phone/:uuid",
      user: true,
      in: (_req, b) => ({ phone: str(b.telephone), verification: str(b.verificationId) }),
      out: legacyProfile,
    },
  }),

  /** unified GET /api/users/{uuid}/consents → {consents:[{id,category,label,is_required,accepted,updated_at}]}, legacy GET /consents/{UUID} → {data:[{consentId,category,text,mandatory,accepted}]} */
  operation<void, ReturnType<typeof consentsOf>>({
    run: ({ db, tenant, user }) => consentsOf(db, tenant, user!.uuid),
    unified: {
      route: "GET /api/users/:uuid/consents",
      user: true,
      out: (consents) =>
        json({
          consents: consents.map((c) => ({
            id: c.id,
            category: c.category,
            label: c.label,
            is_required: c.required,
            accepted: c.accepted,
            updated_at: c.updatedAt,
          })),
        }),
    },
    legacy: {
      route: "GET /consents/:uuid",
      user: true,
      out: (consents) =>
        json(
          data(
            consents.map((c) => ({
              consentId: c.id,
              category: c.category,
              text: c.label,
              mandatory: c.required,
              accepted: c.accepted,
            })),
          ),
        ),
    },
  }),

  /** → 204: unified PATCH /api/consents/users/{uuid} {consents:[{id,accepted,one_off}]}, legacy PUT /consents/{UUID} {consents:[{consentId,accepted}]} */
  operation<ReturnType<typeof consentList>, void>({
    run: ({ db, tenant, user }, consents) => updateConsents(db, tenant, user!.uuid, consents),
    unified: {
      route: "PATCH /api/consents/users/:uuid",
      user: true,
      in: (_req, b) => consentList(b.consents, "id"),
    },
    legacy: { route: "PUT /consents/:uuid", user: true, in: (_req, b) => consentList(b.consents, "consentId") },
  }),

  /** unified GET /api/messaging/marketing-communications → {items:[…]}, legacy GET /subscriptions/{UUID} → {data:[{category,subscribed,subscriberId}]} (email, sms, post) */
  operation<void, ReturnType<typeof subscriptionsOf>>({
    run: ({ db, user }) => subscriptionsOf(db, user!),
    unified: {
      route: "GET /api/messaging/marketing-communications",
      user: true,
      out: (mine) =>
        json({
          items: mine.map((s) => ({
            subscriber_uuid: s.subscriber_uuid,
            email: s.email,
            category: s.category,
            preferred_language: s.preferred_language,
            created_at: s.created_at,
          })),
        }),
    },
    legacy: {
      route: "GET /subscriptions/:uuid",
      user: true,
      out: (mine) =>
        json(
          data(
            SUBSCRIPTION_CATEGORIES.map((category) => {
              const s = mine.find((x) => x.category === category);
              return { category, subscribed: Boolean(s), subscriberId: s?.subscriber_uuid ?? null };
            }),
          ),
        ),
    },
  }),

  /** unified POST /api/messaging/marketing-communications {email,category,preferredLanguage} → 201 {subscriber_uuid,category}, legacy POST /subscribe {email,category} → {data:{subscriberId}} */
  operation<{ email: string; category: string; language: string | null }, ReturnType<typeof subscribe>>({
    run: ({ db, user }, { email, category, language }) => subscribe(db, user!, email, category, language),
    unified: {
      route: "POST /api/messaging/marketing-communications",
      user: true,
      in: (_req, b) => ({ email: str(b.email), category: str(b.category), language: optStr(b.preferredLanguage) }),
      out: (s) => json({ subscriber_uuid: s.subscriber_uuid, category: s.category }, 201),
    },
    legacy: {
      route: "POST /subscribe",
      user: true,
      in: (_req, b) => ({ email: str(b.email), category: str(b.category), language: null }),
      out: (s) => json(data({ subscriberId: s.subscriber_uuid })),
    },
  }),

  /** product.md §7 messaging forms (the contact form), signed in or not: unified POST /api/messaging/forms → 201 {id}, legacy POST /contact-form → 201 {data:{id}} */
  operation<Record<string, unknown>, ReturnType<typeof submitMessagingForm>>({
    run: ({ db, req }, form) => submitMessagingForm(db, form, optionalUser(db, req)),
    unified: { route: "POST /api/messaging/forms", in: (_req, b) => b, out: (f) => json(f, 201) },
    legacy: { route: "POST /contact-form", in: (_req, b) => b, out: (f) => json(data(f), 201) },
  }),

  /**
   * → 204, signed in, or from an e-mail's unsubscribe link, whose token stands in for a signed-in
   * customer (decision 0020; 401 INVALID_UNSUBSCRIBE_TOKEN when it is not that subscriber's):
   * unified DELETE /api/messaging/marketing-communications/{subscriberUuid} (X-Unsubscribe-Token),
   * legacy POST /unsubscribe {subscriberId[, token]}
   */
  operation<{ subscriberId: string; token: string | undefined }, void>({
    run: ({ db, user }, { subscriberId, token }) =>
      token === undefined ? unsubscribe(db, user!, subscriberId) : unsubscribeByLink(db, subscriberId, token),
    unified: {
      route: "DELETE /api/messaging/marketing-communications/:subscriberUuid",
      user: (req) => req.get("x-unsubscribe-token") === undefined,
      in: (req) => ({ subscriberId: req.params.subscriberUuid, token: req.get("x-unsubscribe-token") }),
    },
    legacy: {
      route: "POST /unsubscribe",
      user: (req) => body(req).token === undefined,
      in: (_req, b) => ({ subscriberId: str(b.subscriberId), token: b.token === undefined ? undefined : str(b.token) }),
    },
  }),

  /** unified GET /users/{uuid}/addresses → {items}, legacy GET /update-profile/addresses/{UUID} → {data:[…]} */
  operation<void, BookAddressRow[]>({
    run: ({ db, user }) => bookAddresses(db, user!.uuid),
    unified: { route: "GET /users/:uuid/addresses", user: true, out: (all) => json({ items: all.map(addressBody) }) },
    legacy: {
      route: "GET /update-profile/addresses/:uuid",
      user: true,
      out: (all) => json(data(all.map(addressData))),
    },
  }),

  /** → 201 the address: unified POST /users/{uuid}/addresses, legacy POST /update-profile/addresses/{UUID} */
  operation<NewAddress, BookAddressRow>({
    run: ({ db, user }, address) =>
      bookAddress(db, user!.uuid, addAddress(db, user!.uuid, checkRegional(db, checkAddress(address))))!,
    unified: {
      route: "POST /users/:uuid/addresses",
      user: true,
      in: (_req, b) => addressInput(b),
      out: (a) => json(addressBody(a), 201),
    },
    legacy: {
      route: "POST /update-profile/addresses/:uuid",
      user: true,
      in: (_req, b) => addressFromLegacy(b),
      out: (a) => json(data(addressData(a)), 201),
    },
  }),

  /** unified PUT /users/{uuid}/addresses/{id}, legacy PUT /update-profile/addresses/{UUID}/{ADDRESS_ID} → the address */
  operation<{ id: number; address: NewAddress }, BookAddressRow>({
    run: ({ db, user }, { id, address }) => {
      if (!updateAddress(db, user!.uuid, id, checkRegional(db, checkAddress(address)))) throw notFound("Address");
      return bookAddress(db, user!.uuid, id)!;
    },
    unified: {
      route: "PUT /users/:uuid/addresses/:id",
      user: true,
      in: (req, b) => ({ id: addressId(req.params.id), address: addressInput(b) }),
      out: (a) => json(addressBody(a)),
    },
    legacy: {
      route: "PUT /update-profile/addresses/:uuid/:id",
      user: true,
      in: (req, b) => ({ id: addressId(req.params.id), address: addressFromLegacy(b) }),
      out: (a) => json(data(addressData(a))),
    },
  }),

  /**
   * → 204: DELETE unified /users/{uuid}/addresses/{id}, legacy /update-profile/addresses/{UUID}/{ADDRESS_ID};
   * 409 ADDRESS_IN_SUBSCRIPTION while a live subscription delivers to it
   */
  operation<number, void>({
    run: ({ db, user }, id) => {
      refuseWhileDelivering(db, user!.uuid, id);
      if (!deleteAddress(db, user!.uuid, id)) throw notFound("Address");
    },
    unified: { route: "DELETE /users/:uuid/addresses/:id", user: true, in: (req) => addressId(req.params.id) },
    legacy: { route: "DELETE /update-profile/addresses/:uuid/:id", user: true, in: (req) => addressId(req.params.id) },
  }),

  /** → 204: unified PUT /users/{uuid}/addresses/{id}/default {type:"billing"|"shipping"}, legacy PUT …/{ADDRESS_ID}/set-default-billing | set-default-shipping */
  operation<{ id: number; type: string }, void>({
    run: ({ db, user }, { id, type }) => {
      if (type !== "billing" && type !== "shipping") throw notFound("Default type");
      if (!setDefaultAddress(db, user!.uuid, id, type)) throw notFound("Address");
    },
    unified: {
      route: "PUT /users/:uuid/addresses/:id/default",
      user: true,
      in: (req, b) => ({ id: addressId(req.params.id), type: str(b.type) }),
    },
    legacy: (["billing", "shipping"] as const).map((type) => ({
      route: `PUT /update-profile/addresses/:uuid/:id/set-default-${type}`,
      user: true,
      in: (req: Parameters<typeof body>[0]) => ({ id: addressId(req.params.id), type }),
    })),
  }),

  /**
   * unified GET /api/payments/cards → {items:[{id,brand,last_four,expiry_month,expiry_year,is_default}]},
   * legacy GET /profile/{UUID}/wallet → {data:{cards:[{token,cardType:"VISA",maskedNumber,expiryDate:"09/2029",preferred}]}}
   */
  operation<void, CardRow[]>({
    run: ({ db, user }) => cardsOf(db, user!.uuid),
    unified: { route: "GET /api/payments/cards", user: true, out: (cards) => json({ items: cards.map(card) }) },
    legacy: {
      route: "GET /profile/:uuid/wallet",
      user: true,
      out: (cards) =>
        json(
          data({
            cards: cards.map((c) => ({
              token: c.id,
              cardType: c.brand.toUpperCase(),
              maskedNumber: `************${c.last4}`,
              expiryDate: `${String(c.exp_month).padStart(2, "0")}/${c.exp_year}`,
              preferred: Boolean(c.is_default),
            })),
          }),
        ),
    },
  }),

  /** unified only: GET /api/payments/cards/{id} */
  operation<string, CardRow>({
    run: ({ db, user }, id) => {
      const found = cardsOf(db, user!.uuid).find((c) => c.id === id);
      if (!found) throw notFound("Card");
      return found;
    },
    unified: {
      route: "GET /api/payments/cards/:id",
      user: true,
      in: (req) => req.params.id,
      out: (c) => json(card(c)),
    },
  }),

  /** → 204: DELETE unified /api/payments/cards/{id}, legacy /profile/{UUID}/wallet/{token} */
  operation<string, void>({
    run: ({ db, user }, id) => deleteCard(db, user!.uuid, id),
    unified: { route: "DELETE /api/payments/cards/:id", user: true, in: (req) => req.params.id },
    legacy: { route: "DELETE /profile/:uuid/wallet/:token", user: true, in: (req) => req.params.token },
  }),

  /** {password,reason}: unified POST /users/{uuid}/cancellation → 204, legacy POST /cancel-account/{UUID} → {data:{cancelled:true}} */
  operation<{ password: string; reason: string | null }, void>({
    run: ({ db, user }, { password, reason }) => closeAccount(db, user!, password, "cancelled", reason),
    unified: {
      route: "POST /users/:uuid/cancellation",
      user: true,
      in: (_req, b) => ({ password: str(b.password), reason: optStr(b.reason) }),
    },
    legacy: {
      route: "POST /cancel-account/:uuid",
      user: true,
      in: (_req, b) => ({ password: str(b.password), reason: optStr(b.reason) }),
      out: () => json(data({ cancelled: true })),
    },
  }),

  /** unified only (legacy has no deactivation: 404): POST /users/{uuid}/deactivation {password} → 204 */
  operation<string, void>({
    run: ({ db, user }, password) => closeAccount(db, user!, password, "deactivated", null),
    unified: { route: "POST /users/:uuid/deactivation", user: true, in: (_req, b) => str(b.password) },
  }),

  /**
   * a privacy (data subject access) request: unified POST /api/users/{uuid}/privacy-requests
   * {type, details} → 201 {reference, type, status, created_at, due_at}; legacy POST /dsar-request
   * {requestType, details} → 201 {data:{requestId, requestType, status, createdAt, dueDate}}
   */
  operation<{ type: string; details: string }, PrivacyRequest>({
    run: ({ db, user }, input) => createPrivacyRequest(db, user!, input),
    unified: {
      route: "POST /api/users/:uuid/privacy-requests",
      user: true,
      in: (_req, b) => ({ type: str(b.type), details: str(b.details) }),
      out: (r) =>
        json({ reference: r.reference, type: r.type, status: r.status, created_at: r.createdAt, due_at: r.dueAt }, 201),
    },
    legacy: {
      route: "POST /dsar-request",
      user: true,
      in: (_req, b) => ({ type: str(b.requestType), details: str(b.details) }),
      out: (r) =>
        json(
          data({
            requestId: r.reference,
            requestType: r.type,
            status: r.status,
            createdAt: r.createdAt,
            dueDate: r.dueAt,
          }),
          201,
        ),
    },
  }),

  /** unified only (legacy: 404): POST /api/orders/request-cancellation {order_number, reason} → {success: boolean} */
  operation<{ order: string; reason: string }, boolean>({
    run: ({ db, user }, { order, reason }) => requestOrderCancellation(db, user!, order, reason),
    unified: {
      route: "POST /api/orders/request-cancellation",
      user: true,
      in: (_req, b) => ({ order: str(b.order_number), reason: str(b.reason) }),
      out: (success) => json({ success }),
    },
  }),
];

const card = (c: CardRow) => ({
  id: c.id,
  brand: c.brand,
  last_four: c.last4,
  expiry_month: c.exp_month,
  expiry_year: c.exp_year,
  is_default: Boolean(c.is_default),
});
