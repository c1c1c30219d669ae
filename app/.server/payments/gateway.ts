import { z } from "zod";
import { config } from "../config";
import { cached, FIVE_MINUTES } from "../state/cache";
import { RestError } from "../http/rest";
import { call, platformRest, value, type Operation, type PlatformCallOptions } from "../platform/adapter";
import { cardBrand } from "../platform/account-map";
import type { Auth, Result } from "~/lib/models/account";
import type { HostedPaymentConfig, Payment, PaymentMethodInfo, PaymentRefusal } from "~/lib/models/payment";

/**
 * product.md §7 Payments on the platform, one operation per call (decision 0035): the methods
 * (cached), the hosted-payment configuration, starting a payment session for an order
 * (generate-token) and reading how it went. The unified flavour speaks snake_case without an
 * envelope; the legacy one wraps camelCase in `{ data }` and has its own paths. Both answers are
 * read by one (snake_case) schema.
 */

const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const snakeKeys = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(snakeKeys)
    : v && typeof v === "object"
      ? Object.fromEntries(Object.entries(v).map(([k, x]) => [snake(k), snakeKeys(x)]))
      : v;
type Schema<T> = z.ZodType<T, z.ZodTypeDef, unknown>;
/** How each flavour's answer is read into the wire schemas below. */
const read = {
  unified: <T>(schema: Schema<T>, body: unknown) => schema.parse(body),
  legacy: <T>(schema: Schema<T>, body: unknown) =>
    schema.parse(snakeKeys(body && typeof body === "object" ? (body as { data?: unknown }).data : body)),
};

const methods = z.object({
  items: z.array(
    z.object({
      code: z.string(),
      title: z.string(),
      description: z.string().nullish(),
      icon: z.string().nullish(),
      kind: z.enum(["card", "account"]).catch("account"),
      tokenizable: z.boolean().nullish(),
    }),
  ),
});
const client = z.object({
  code: z.string(),
  mode: z.enum(["TEST", "LIVE"]).catch("LIVE"),
  sca_mode: z.enum(["OFF", "SCA_WHEN_REQUIRED", "SCA_ALWAYS"]).catch("SCA_WHEN_REQUIRED"),
});
const started = z.object({ payment_uuid: z.string(), redirect_url: z.string().url() });
const payment = z.object({
  uuid: z.string(),
  status: z.enum(["pending", "completed", "failed", "cancelled"]),
  order_id: z.string(),
  amount: z.number(),
  currency: z.string(),
  title: z.string().nullish(),
  failure: z.object({ code: z.string(), message: z.string().nullish() }).nullish(),
  card: z.object({ brand: z.string().nullish(), last_four: z.string() }).nullish(),
});

const FAILURE_MESSAGES: Record<string, string> = {
  declined: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  authentication_failed: "We couldn't confirm it was you, so your card was not charged.",
};

export interface StartPaymentInput {
  auth: Auth | null;
  orderNumber: string;
  tokenize: boolean;
  cardId: string | null;
  returnUrl: string;
}

export type StartResult = Result<{ uuid: string; redirectUrl: string }, PaymentRefusal>;

export interface PaymentsGateway {
  methods(): Promise<PaymentMethodInfo[]>;
  hostedConfig(code: string): Promise<HostedPaymentConfig>;
  start(input: StartPaymentInput): Promise<StartResult>;
  /** null when the platform doesn't know it (or not for this shopper) */
  payment(uuid: string, auth: Auth | null): Promise<Payment | null>;
}

const bearer = (auth: Auth | null): Record<string, string> =>
  auth ? { Authorization: `Bearer ${auth.identityToken}` } : {};
const seg = encodeURIComponent;

const toMethods = (m: z.infer<typeof methods>): PaymentMethodInfo[] =>
  m.items.map((m) => ({
    code: m.code,
    title: m.title,
    description: m.description ?? "",
    icon: m.icon ?? null,
    kind: m.kind,
    tokenizable: m.tokenizable ?? false,
  }));
export const paymentMethods: Operation<[], PaymentMethodInfo[]> = {
  unified: async (rest) => toMethods(read.unified(methods, await rest.get("/api/payments/methods"))),
  legacy: async (rest) => toMethods(read.legacy(methods, await rest.get("/payment/methods"))),
};

const toConfig = (c: z.infer<typeof client>): HostedPaymentConfig => ({
  code: c.code,
  mode: c.mode,
  scaMode: c.sca_mode,
});
export const hostedConfig: Operation<[string], HostedPaymentConfig> = {
  unified: async (rest, code) =>
    toConfig(read.unified(client, await rest.get(`/api/payments/methods/${seg(code)}/client`))),
  legacy: async (rest, code) => toConfig(read.legacy(client, await rest.get(`/payment/methods/${seg(code)}/client`))),
};

const toStarted = (s: z.infer<typeof started>) => ({ uuid: s.payment_uuid, redirectUrl: s.redirect_url });
export const startPayment: Operation<[StartPaymentInput], { uuid: string; redirectUrl: string }> = {
  async unified(rest, input) {
    const body = {
      customer_uuid: input.auth?.userUuid ?? null,
      order_id: input.orderNumber,
      tokenize: input.tokenize,
      card_id: input.cardId,
      return_url: input.returnUrl,
    };
    const path = "/api/payments/generate-token";
    return toStarted(
      read.unified(started, await rest.request({ method: "PUT", path, body, headers: bearer(input.auth) })),
    );
  },
  async legacy(rest, input) {
    const body = {
      customerUuid: input.auth?.userUuid ?? null,
      orderId: input.orderNumber,
      tokenize: input.tokenize,
      cardToken: input.cardId,
      returnUrl: input.returnUrl,
    };
    return toStarted(read.legacy(started, await rest.post("/payment/token", body, { headers: bearer(input.auth) })));
  },
};

function toPayment(p: z.infer<typeof payment>): Payment {
  const failure = p.failure
    ? {
        code: p.failure.code,
        message: FAILURE_MESSAGES[p.failure.code] ?? p.failure.message ?? "Your payment was not taken.",
      }
    : null;
  return {
    uuid: p.uuid,
    status: p.status,
    orderNumber: p.order_id,
    amount: { value: p.amount, currency: p.currency },
    title: p.title ?? "Card",
    failure,
    card: p.card ? { brand: cardBrand(p.card.brand ?? "card"), last4: p.card.last_four } : null,
  };
}
export const getPayment: Operation<[string, Auth | null], Payment> = {
  unified: async (rest, uuid, auth) =>
    toPayment(read.unified(payment, await rest.get(`/api/payments/${seg(uuid)}`, { headers: bearer(auth) }))),
  legacy: async (rest, uuid, auth) =>
    toPayment(read.legacy(payment, await rest.get(`/payment/${seg(uuid)}`, { headers: bearer(auth) }))),
};

export function paymentsGateway(options: PlatformCallOptions = {}): PaymentsGateway {
  const { tenant, flavour } = config().platform;
  const rest = platformRest(options.signal);

  return {
    methods: () =>
      cached(`platform:payment-methods:${flavour}:${tenant}`, FIVE_MINUTES, async () =>
        value(await call(rest, paymentMethods)),
      ),
    hostedConfig: async (code) => value(await call(rest, hostedConfig, code)),
    async start(input) {
      try {
        return { ok: true, value: value(await call(rest, startPayment, input)) };
      } catch (error) {
        if (!(error instanceof RestError) || error.status >= 500) throw error;
        const code = String(error.code ?? error.status);
        const message =
          code === "ORDER_NOT_PAYABLE"
            ? "This order has already been paid."
            : error.status === 401 || error.status === 403
              ? "Please sign in to pay for this order."
              : "We couldn't start the payment for this order. Please try again, or contact us.";
        return { ok: false, error: { code, message } };
      }
    },
    async payment(uuid, auth) {
      try {
        return value(await call(rest, getPayment, uuid, auth));
      } catch (error) {
        if (error instanceof RestError && [401, 403, 404].includes(error.status)) return null;
        throw error;
      }
    },
  };
}
