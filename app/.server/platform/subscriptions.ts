import { z } from "zod";
import { cached, FIVE_MINUTES } from "../state/cache";
import { config } from "../config";
import type { RestClient } from "../http/rest";
import type { AccountError, Auth } from "~/lib/models/account";
import {
  DUPLICATE_PRODUCT,
  type Subscription,
  type SubscriptionChange,
  type SubscriptionConfiguration,
  type SubscriptionGateway,
} from "~/lib/models/subscription";
import { call, must, platformRest, value, type Operation, type PlatformCallOptions } from "./adapter";
import { bearer, parse, seg, unwrap } from "./account-map";

/**
 * The subscription gateway (contract: ~/lib/models/subscription) over whichever platform
 * flavour is configured, in the account gateway's style: changes answer Result with the
 * shopper's refusals (fields named as the change's inputs), reads throw AccountGatewayError;
 * 401/403 are SESSION_EXPIRED; outages stay UpstreamUnavailableError (503).
 * Unified (product.md §7 "Subscriptions"): snake_case, no envelope. Legacy: beside the wallet under
 * /profile/{UUID}, `{data}` envelope, upper-case statuses, dates dd/mm/yyyy.
 */

/** The platform's field names (both flavours) → the change's. */
export function subscriptionField(wire: string | undefined): string | undefined {
  if (!wire) return undefined;
  const option = /^products[.[]\d+\]?\.options[.[](\d+)\]?\.(sku|qty)$/.exec(wire);
  if (option) return `lines.${option[1]}.${option[2]}`;
  if (wire === "products") return "lines";
  if (wire === "frequencyId") return "frequency";
  if (wire === "pauseUntil") return "until";
  if (wire === "delivery_address_id") return "deliveryAddressId";
  return wire;
}

export const DUPLICATE_PRODUCT_MESSAGE =
  "This product is already in your subscription. Change its quantity instead of adding it twice.";

/** An address the platform would not deliver to: not one of the customer's (another's, or gone). */
export const NOT_YOUR_ADDRESS_MESSAGE = "Choose one of your addresses to deliver to.";

export function subscriptionError(error: AccountError): AccountError {
  const field = subscriptionField(error.field);
  const mapped = { ...error, ...(field ? { field } : {}) };
  if (error.code === DUPLICATE_PRODUCT) return { ...mapped, message: DUPLICATE_PRODUCT_MESSAGE };
  return field === "deliveryAddressId" && error.status === 422
    ? { ...mapped, message: NOT_YOUR_ADDRESS_MESSAGE }
    : mapped;
}

const money = z.object({ value: z.number(), currency: z.string() });
const id = z.union([z.string(), z.number()]).transform(String);
const legacyDate = z
  .string()
  .nullish()
  .transform((v) => (v ? v.split("/").reverse().join("-") : null));

const subscription = {
  unified: z
    .object({
      id,
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
      delivery_address_id: id.nullish(),
    })
    .transform((s): Subscription => ({
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
      deliveryAddressId: s.delivery_address_id ?? null,
    })),
  legacy: z
    .object({
      subscriptionId: id,
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
      price: money,
      frequency: z.object({ frequencyId: z.string(), name: z.string() }),
      nextDeliveryDate: legacyDate,
      pausedUntil: legacyDate,
      orderNumber: z.string().nullish(),
      deliveryAddressId: id.nullish(),
    })
    .transform((s): Subscription => ({
      id: s.subscriptionId,
      status: s.status,
      planSku: s.products[0]?.sku ?? "",
      lines: s.products.flatMap((p) =>
        p.options.map((o) => ({
          sku: o.sku,
          name: o.name,
          qty: o.qty,
          unitPrice: { value: o.price, currency: s.price.currency },
        })),
      ),
      price: s.price,
      frequency: { code: s.frequency.frequencyId, label: s.frequency.name },
      nextDelivery: s.nextDeliveryDate,
      pausedUntil: s.pausedUntil,
      orderNumber: s.orderNumber ?? null,
      deliveryAddressId: s.deliveryAddressId ?? null,
    })),
};

export const getConfiguration: Operation<[], SubscriptionConfiguration> = {
  async unified(rest) {
    const c = parse(
      z.object({
        products: z.array(
          z.object({
            sku: z.string(),
            options: z.array(z.object({ sku: z.string(), name: z.string(), price: money })),
          }),
        ),
        frequencies: z.array(z.object({ code: z.string(), label: z.string() })),
        max_pause_days: z.number(),
        resume_lead_days: z.number(),
      }),
      await rest.get("/api/subscriptions/configurations"),
      "subscription configuration",
    );
    return {
      planSku: c.products[0]?.sku ?? "",
      choices: c.products.flatMap((p) => p.options),
      frequencies: c.frequencies,
      maxPauseDays: c.max_pause_days,
      resumeLeadDays: c.resume_lead_days,
    };
  },
  async legacy(rest) {
    const option = z.object({ sku: z.string(), name: z.string(), price: z.number(), currency: z.string() });
    const c = unwrap(
      z.object({
        products: z.array(z.object({ sku: z.string(), options: z.array(option) })),
        frequencies: z.array(z.object({ frequencyId: z.string(), name: z.string() })),
        maxPauseDays: z.number(),
        resumeLeadDays: z.number(),
      }),
      await rest.get("/subscriptions-configuration"),
      "subscription configuration",
    );
    return {
      planSku: c.products[0]?.sku ?? "",
      choices: c.products.flatMap((p) =>
        p.options.map((o) => ({ sku: o.sku, name: o.name, price: { value: o.price, currency: o.currency } })),
      ),
      frequencies: c.frequencies.map((f) => ({ code: f.frequencyId, label: f.name })),
      maxPauseDays: c.maxPauseDays,
      resumeLeadDays: c.resumeLeadDays,
    };
  },
};

const legacyBase = (auth: Auth) => `/profile/${seg(auth.userUuid)}/subscriptions`;

export const list: Operation<[Auth], Subscription[]> = {
  async unified(rest, auth) {
    const answer = await rest.get("/api/subscriptions/user", { headers: bearer(auth) });
    return parse(z.object({ items: z.array(z.unknown()) }), answer, "subscriptions").items.map((s) =>
      parse(subscription.unified, s, "subscription"),
    );
  },
  async legacy(rest, auth) {
    const answer = await rest.get(legacyBase(auth), { headers: bearer(auth) });
    return unwrap(z.array(z.unknown()), answer, "subscriptions").map((s) =>
      parse(subscription.legacy, s, "subscription"),
    );
  },
};

/** A change to one subscription: PUT below the flavour's base; answers the subscription. */
const put = (rest: RestClient, auth: Auth, path: string, body: unknown) =>
  rest.request({ method: "PUT", path, body, headers: bearer(auth) });
const unifiedPut = async (rest: RestClient, auth: Auth, path: string, body: unknown = {}) =>
  parse(subscription.unified, await put(rest, auth, `/api/subscriptions/${path}`, body), "subscription");
const legacyPut = async (rest: RestClient, auth: Auth, path: string, body: unknown = {}) =>
  parse(
    subscription.legacy,
    unwrap(z.unknown(), await put(rest, auth, `${legacyBase(auth)}/${path}`, body), "subscription"),
    "subscription",
  );

const lines = (c: SubscriptionChange) => [
  { sku: c.planSku, options: c.lines.map((l) => ({ sku: l.sku, qty: l.qty })) },
];

export const update: Operation<[Auth, string, SubscriptionChange], Subscription> = {
  unified: (rest, auth, id, c) => unifiedPut(rest, auth, seg(id), { products: lines(c), frequency: c.frequency }),
  legacy: (rest, auth, id, c) => legacyPut(rest, auth, seg(id), { products: lines(c), frequencyId: c.frequency }),
};
export const pause: Operation<[Auth, string, string], Subscription> = {
  unified: (rest, auth, id, until) => unifiedPut(rest, auth, `${seg(id)}/pause`, { until }),
  legacy: (rest, auth, id, until) =>
    legacyPut(rest, auth, `${seg(id)}/pause`, { pauseUntil: until.split("-").reverse().join("/") }),
};
export const resume: Operation<[Auth, string], Subscription> = {
  unified: (rest, auth, id) => unifiedPut(rest, auth, `${seg(id)}/resume`),
  legacy: (rest, auth, id) => legacyPut(rest, auth, `${seg(id)}/resume`),
};
export const cancel: Operation<[Auth, string], Subscription> = {
  unified: (rest, auth, id) => unifiedPut(rest, auth, `${seg(id)}/cancel`),
  legacy: (rest, auth, id) => legacyPut(rest, auth, `${seg(id)}/cancel`),
};

/** Decision 0056's addendum: the address id as each flavour writes it (unified a number, legacy a string). */
export const deliverTo: Operation<[Auth, string, string], Subscription> = {
  unified: (rest, auth, id, addressId) =>
    unifiedPut(rest, auth, `${seg(id)}/delivery-address`, {
      delivery_address_id: /^\d+$/.test(addressId) ? Number(addressId) : addressId,
    }),
  legacy: (rest, auth, id, addressId) =>
    legacyPut(rest, auth, `${seg(id)}/delivery-address`, { deliveryAddressId: addressId }),
};

export function subscriptionGateway(options: PlatformCallOptions = {}): SubscriptionGateway {
  const { flavour, tenant } = config().platform;
  const rest = platformRest(options.signal);
  const changed = async <A extends unknown[]>(op: Operation<A, Subscription>, ...args: A) => {
    const r = await call(rest, op, ...args);
    return r.ok ? r : { ok: false as const, error: subscriptionError(r.error) };
  };
  return {
    // The same for every shopper of the tenant.
    getConfiguration: () =>
      cached(`platform:subscription-configuration:${flavour}:${tenant}`, FIVE_MINUTES, async () =>
        value(await call(rest, getConfiguration)),
      ),
    list: async (auth) => must(await call(rest, list, auth)),
    update: (auth, id, c) => changed(update, auth, id, c),
    pause: (auth, id, until) => changed(pause, auth, id, until),
    resume: (auth, id) => changed(resume, auth, id),
    cancel: (auth, id) => changed(cancel, auth, id),
    deliverTo: (auth, id, addressId) => changed(deliverTo, auth, id, addressId),
  };
}
