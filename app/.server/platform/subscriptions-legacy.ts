import { z } from "zod";
import type { RestClient } from "../http/rest";
import type { Auth } from "~/lib/models/account";
import type { Subscription, SubscriptionChange, SubscriptionConfiguration } from "~/lib/models/subscription";
import { bearer, parse, seg } from "./account-map";
import type * as unified from "./subscriptions-unified";

/**
 * Legacy flavour of the subscription calls: beside the wallet under /profile/{UUID}, `{data}`
 * envelope, upper-case statuses, dates dd/mm/yyyy.
 */

const date = z
  .string()
  .nullish()
  .transform((v) => (v ? v.split("/").reverse().join("-") : null));
const subscription = z.object({
  subscriptionId: z.union([z.string(), z.number()]).transform(String),
  status: z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(z.enum(["active", "paused", "cancelled"])),
  products: z.array(
    z.object({
      sku: z.string(),
      options: z.array(z.object({ sku: z.string(), name: z.string(), qty: z.number(), price: z.number() })),
    }),
  ),
  price: z.object({ value: z.number(), currency: z.string() }),
  frequency: z.object({ frequencyId: z.string(), name: z.string() }),
  nextDeliveryDate: date,
  pausedUntil: date,
  orderNumber: z.string().nullish(),
});

function toSubscription(raw: unknown): Subscription {
  const s = parse(subscription, raw, "subscription");
  const currency = s.price.currency;
  return {
    id: s.subscriptionId,
    status: s.status,
    planSku: s.products[0]?.sku ?? "",
    lines: s.products.flatMap((p) =>
      p.options.map((o) => ({ sku: o.sku, name: o.name, qty: o.qty, unitPrice: { value: o.price, currency } })),
    ),
    price: s.price,
    frequency: { code: s.frequency.frequencyId, label: s.frequency.name },
    nextDelivery: s.nextDeliveryDate,
    pausedUntil: s.pausedUntil,
    orderNumber: s.orderNumber ?? null,
  };
}

const envelope = <T extends z.ZodTypeAny>(inner: T) => z.object({ data: inner });
const configuration = envelope(
  z.object({
    products: z.array(
      z.object({
        sku: z.string(),
        options: z.array(z.object({ sku: z.string(), name: z.string(), price: z.number(), currency: z.string() })),
      }),
    ),
    frequencies: z.array(z.object({ frequencyId: z.string(), name: z.string() })),
    maxPauseDays: z.number(),
  }),
);

export const getConfiguration: typeof unified.getConfiguration = async (rest) => {
  const c = parse(configuration, await rest.get("/subscriptions-configuration"), "subscription configuration").data;
  return {
    planSku: c.products[0]?.sku ?? "",
    choices: c.products.flatMap((p) =>
      p.options.map((o) => ({ sku: o.sku, name: o.name, price: { value: o.price, currency: o.currency } })),
    ),
    frequencies: c.frequencies.map((f) => ({ code: f.frequencyId, label: f.name })),
    maxPauseDays: c.maxPauseDays,
  } satisfies SubscriptionConfiguration;
};

const base = (auth: Auth) => `/profile/${seg(auth.userUuid)}/subscriptions`;

export const list: typeof unified.list = async (rest, auth) =>
  parse(
    envelope(z.array(z.unknown())),
    await rest.get(base(auth), { headers: bearer(auth) }),
    "subscriptions",
  ).data.map(toSubscription);

async function put(rest: RestClient, auth: Auth, path: string, body: unknown = {}) {
  const r = parse(
    envelope(z.unknown()),
    await rest.request({ method: "PUT", path, body, headers: bearer(auth) }),
    "subscription",
  );
  return toSubscription(r.data);
}

export const update: typeof unified.update = (rest, auth, id, change: SubscriptionChange) =>
  put(rest, auth, `${base(auth)}/${seg(id)}`, {
    products: [{ sku: change.planSku, options: change.lines.map((l) => ({ sku: l.sku, qty: l.qty })) }],
    frequencyId: change.frequency,
  });
export const pause: typeof unified.pause = (rest, auth, id, until) =>
  put(rest, auth, `${base(auth)}/${seg(id)}/pause`, { pauseUntil: until.split("-").reverse().join("/") });
export const resume: typeof unified.resume = (rest, auth, id) => put(rest, auth, `${base(auth)}/${seg(id)}/resume`);
export const cancel: typeof unified.cancel = (rest, auth, id) => put(rest, auth, `${base(auth)}/${seg(id)}/cancel`);
