import { z } from "zod";
import { config } from "../../config";
import type { RestClient } from "../../http/rest";
import type { AccountGateway, Auth, Consent, MarketingSubscription } from "~/lib/models/account";
import { call, composite, must, type Operation } from "../adapter";
import { bearer, consentCategory, flag, orderConsents, parse, seg, unwrap } from "../account-map";
import { getProfile } from "./profile";

/**
 * Consents and marketing subscriptions: the account's communication preferences. Unified
 * under /api/users/{uuid}/consents and /api/messaging; legacy /consents/{UUID} and
 * /subscriptions/{UUID}, in `{data}`.
 */

/** A consent's definition, as the registration form and the preferences read it. */
export const consentDefinition = {
  unified: z.object({ id: z.string(), category: consentCategory, label: z.string(), is_required: flag }),
  legacy: z.object({ consentId: z.string(), category: consentCategory, text: z.string(), mandatory: flag }),
};

export const getConsents: Operation<[Auth], Consent[]> = {
  async unified(rest, auth) {
    const c = parse(
      z.object({ consents: z.array(consentDefinition.unified.extend({ accepted: flag })) }),
      await rest.get(`/api/users/${seg(auth.userUuid)}/consents`, {
        query: { context: "account" },
        headers: bearer(auth),
      }),
      "consents",
    );
    return c.consents.map((x) => ({
      id: x.id,
      category: x.category,
      label: x.label,
      required: x.is_required,
      accepted: x.accepted,
    }));
  },
  async legacy(rest, auth) {
    const list = unwrap(
      z.array(consentDefinition.legacy.extend({ accepted: flag })),
      await rest.get(`/consents/${seg(auth.userUuid)}`, { headers: bearer(auth) }),
      "consents",
    );
    return list.map((c) => ({
      id: c.consentId,
      category: c.category,
      label: c.text,
      required: c.mandatory,
      accepted: c.accepted,
    }));
  },
};

type ConsentAnswer = { id: string; accepted: boolean };

export const updateConsents: Operation<[Auth, ConsentAnswer[]], void> = {
  async unified(rest, auth, list) {
    const body = { consents: list.map((c) => ({ id: c.id, accepted: c.accepted, one_off: false })) };
    const path = `/api/consents/users/${seg(auth.userUuid)}`;
    await rest.request({ method: "PATCH", path, body, headers: bearer(auth) });
  },
  async legacy(rest, auth, list) {
    const body = { consents: list.map((c) => ({ consentId: c.id, accepted: c.accepted })) };
    await rest.request({ method: "PUT", path: `/consents/${seg(auth.userUuid)}`, body, headers: bearer(auth) });
  },
};

/** The customer's marketing subscriptions, one per category they are subscribed to. */
export const getSubscriptions: Operation<[Auth], { category: string; subscriberId: string }[]> = {
  async unified(rest, auth) {
    const s = parse(
      z.object({ items: z.array(z.object({ subscriber_uuid: z.string(), category: z.string() })) }),
      await rest.get("/api/messaging/marketing-communications", { headers: bearer(auth) }),
      "subscriptions",
    );
    return s.items.map((i) => ({ category: i.category, subscriberId: i.subscriber_uuid }));
  },
  async legacy(rest, auth) {
    const list = unwrap(
      z.array(z.object({ category: z.string(), subscribed: flag, subscriberId: z.string().nullish() })),
      await rest.get(`/subscriptions/${seg(auth.userUuid)}`, { headers: bearer(auth) }),
      "subscriptions",
    );
    return list
      .filter((s) => s.subscribed && s.subscriberId)
      .map((s) => ({ category: s.category, subscriberId: s.subscriberId! }));
  },
};

export const subscribe: Operation<[Auth, { email: string; category: string; language: string }], void> = {
  async unified(rest, auth, { email, category, language }) {
    await rest.post(
      "/api/messaging/marketing-communications",
      { email, category, consents: [], preferredLanguage: language },
      { headers: bearer(auth) },
    );
  },
  async legacy(rest, auth, { email, category }) {
    await rest.post("/subscribe", { email, category }, { headers: bearer(auth) });
  },
};

export const unsubscribe: Operation<[Auth, string], void> = {
  async unified(rest, auth, subscriberId) {
    const path = `/api/messaging/marketing-communications/${seg(subscriberId)}`;
    await rest.request({ method: "DELETE", path, headers: bearer(auth) });
  },
  async legacy(rest, auth, subscriberId) {
    await rest.post("/unsubscribe", { subscriberId }, { headers: bearer(auth) });
  },
};

const SUBSCRIPTION_CATEGORIES: MarketingSubscription["category"][] = ["email", "sms", "post"];

const getPreferences = composite(async (rest, auth: Auth) => {
  const [consents, subscribed] = await Promise.all([
    call(rest, getConsents, auth).then(must),
    call(rest, getSubscriptions, auth).then(must),
  ]);
  const subscriptions = SUBSCRIPTION_CATEGORIES.map((category) => ({
    category,
    subscribed: subscribed.some((s) => s.category === category),
  }));
  return { consents: orderConsents(consents), subscriptions };
});

type Preferences = Parameters<AccountGateway["updateCommunicationPreferences"]>;

const updatePreferences = composite(
  async (rest, auth: Auth, consents: Preferences[1], subscriptions: Preferences[2]) => {
    if (consents.length) must(await call(rest, updateConsents, auth, consents));
    const current = must(await call(rest, getSubscriptions, auth));
    const add = subscriptions.filter((s) => s.subscribed && !current.some((c) => c.category === s.category));
    const remove = current.filter((c) => subscriptions.some((s) => s.category === c.category && !s.subscribed));
    // Subscriptions are per e-mail address: the platform's copy of it is the one to use.
    const email = add.length ? must(await call(rest, getProfile, auth)).email : "";
    const language = config().locale;
    for (const s of add) must(await call(rest, subscribe, auth, { email, category: s.category, language }));
    for (const s of remove) must(await call(rest, unsubscribe, auth, s.subscriberId));
  },
);

/** The account gateway's communication preferences. */
export function consents(
  rest: RestClient,
): Pick<AccountGateway, "getCommunicationPreferences" | "updateCommunicationPreferences"> {
  return {
    getCommunicationPreferences: async (auth) => must(await call(rest, getPreferences, auth)),
    updateCommunicationPreferences: (auth, list, subscriptions) =>
      call(rest, updatePreferences, auth, list, subscriptions),
  };
}
