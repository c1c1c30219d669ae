import { z } from "zod";
import type { RestClient } from "../http/rest";
import type { Auth } from "~/lib/models/account";
import type { Subscription, SubscriptionChange, SubscriptionConfiguration } from "~/lib/models/subscription";
import { bearer, parse, seg } from "./account-map";

/** Unified flavour of the subscription calls (SPEC §7 "Subscriptions"): snake_case, no envelope. */

const money = z.object({ value: z.number(), currency: z.string() });
const subscription = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  status: z.enum(["active", "paused", "cancelled"]),
  products: z.array(
    z.object({
      sku: z.string(),
      options: z.array(z.object({ sku: z.string(), name: z.string(), qty: z.number(), price: money })),
    }),
  ),
  price: money,
  frequency: z.object({ code: z.string(), label: z.string() }),
  next_delivery_date: z.string().nullable(),
  paused_until: z.string().nullable(),
  order_number: z.string().nullish(),
});

function toSubscription(body: unknown): Subscription {
  const s = parse(subscription, body, "subscription");
  return {
    id: s.id,
    status: s.status,
    planSku: s.products[0]?.sku ?? "",
    lines: s.products.flatMap((p) =>
      p.options.map((o) => ({ sku: o.sku, name: o.name, qty: o.qty, unitPrice: o.price })),
    ),
    price: s.price,
    frequency: s.frequency,
    nextDelivery: s.next_delivery_date,
    pausedUntil: s.paused_until,
    orderNumber: s.order_number ?? null,
  };
}

const configuration = z.object({
  products: z.array(
    z.object({ sku: z.string(), options: z.array(z.object({ sku: z.string(), name: z.string(), price: money })) }),
  ),
  frequencies: z.array(z.object({ code: z.string(), label: z.string() })),
  max_pause_days: z.number(),
});

export async function getConfiguration(rest: RestClient): Promise<SubscriptionConfiguration> {
  const c = parse(configuration, await rest.get("/api/subscriptions/configurations"), "subscription configuration");
  return {
    planSku: c.products[0]?.sku ?? "",
    choices: c.products.flatMap((p) => p.options),
    frequencies: c.frequencies,
    maxPauseDays: c.max_pause_days,
  };
}

export async function list(rest: RestClient, auth: Auth): Promise<Subscription[]> {
  const body = parse(
    z.object({ items: z.array(z.unknown()) }),
    await rest.get("/api/subscriptions/user", { headers: bearer(auth) }),
    "subscriptions",
  );
  return body.items.map(toSubscription);
}

const put = async (rest: RestClient, auth: Auth, path: string, body: unknown = {}) =>
  toSubscription(await rest.request({ method: "PUT", path, body, headers: bearer(auth) }));

export const update = (rest: RestClient, auth: Auth, id: string, change: SubscriptionChange) =>
  put(rest, auth, `/api/subscriptions/${seg(id)}`, {
    products: [{ sku: change.planSku, options: change.lines.map((l) => ({ sku: l.sku, qty: l.qty })) }],
    frequency: change.frequency,
  });
export const pause = (rest: RestClient, auth: Auth, id: string, until: string) =>
  put(rest, auth, `/api/subscriptions/${seg(id)}/pause`, { until });
export const resume = (rest: RestClient, auth: Auth, id: string) =>
  put(rest, auth, `/api/subscriptions/${seg(id)}/resume`);
export const cancel = (rest: RestClient, auth: Auth, id: string) =>
  put(rest, auth, `/api/subscriptions/${seg(id)}/cancel`);
