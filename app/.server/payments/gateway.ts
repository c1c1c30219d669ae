import { z } from "zod";
import { config } from "../config";
import { cached, FIVE_MINUTES } from "../state/cache";
import { RestError } from "../http/rest";
import { platformRest, type PlatformCallOptions } from "../platform/adapter";
import { cardBrand } from "../platform/account-map";
import type { Auth, Result } from "~/lib/models/account";
import type { HostedPaymentConfig, Payment, PaymentMethodInfo, PaymentRefusal } from "~/lib/models/payment";

/**
 * product.md §7 Payments on the platform, either flavour: the methods (cached), the hosted-payment
 * configuration, starting a payment session for an order (generate-token) and reading how
 * it went. The unified flavour speaks snake_case without an envelope; the legacy one wraps
 * camelCase in `{ data }` and has its own paths.
 */
const PATHS = {
  unified: {
    methods: "/api/payments/methods",
    client: (code: string) => `/api/payments/methods/${encodeURIComponent(code)}/client`,
    start: { method: "PUT" as const, path: "/api/payments/generate-token" },
    payment: (uuid: string) => `/api/payments/${encodeURIComponent(uuid)}`,
  },
  legacy: {
    methods: "/payment/methods",
    client: (code: string) => `/payment/methods/${encodeURIComponent(code)}/client`,
    start: { method: "POST" as const, path: "/payment/token" },
    payment: (uuid: string) => `/payment/${encodeURIComponent(uuid)}`,
  },
};

const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** The legacy envelope and camelCase keys → the unified shape, so one schema reads both. */
function normalise(body: unknown, legacy: boolean): unknown {
  const inner = legacy && body && typeof body === "object" ? (body as { data?: unknown }).data : body;
  const walk = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(walk)
      : v && typeof v === "object"
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [legacy ? snake(k) : k, walk(x)]))
        : v;
  return walk(inner);
}

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

export function paymentsGateway(options: PlatformCallOptions = {}): PaymentsGateway {
  const { tenant, flavour } = config().platform;
  const legacy = flavour === "legacy";
  const paths = PATHS[flavour];
  const rest = platformRest(options.signal);
  const read = <T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, body: unknown) => schema.parse(normalise(body, legacy));

  return {
    methods: () =>
      cached(`platform:payment-methods:${flavour}:${tenant}`, FIVE_MINUTES, async () =>
        read(methods, await rest.get(paths.methods)).items.map((m) => ({
          code: m.code,
          title: m.title,
          description: m.description ?? "",
          icon: m.icon ?? null,
          kind: m.kind,
          tokenizable: m.tokenizable ?? false,
        })),
      ),
    async hostedConfig(code) {
      const c = read(client, await rest.get(paths.client(code)));
      return { code: c.code, mode: c.mode, scaMode: c.sca_mode };
    },
    async start(input) {
      const body = legacy
        ? {
            customerUuid: input.auth?.userUuid ?? null,
            orderId: input.orderNumber,
            tokenize: input.tokenize,
            cardToken: input.cardId,
            returnUrl: input.returnUrl,
          }
        : {
            customer_uuid: input.auth?.userUuid ?? null,
            order_id: input.orderNumber,
            tokenize: input.tokenize,
            card_id: input.cardId,
            return_url: input.returnUrl,
          };
      try {
        const s = read(started, await rest.request({ ...paths.start, body, headers: bearer(input.auth) }));
        return { ok: true, value: { uuid: s.payment_uuid, redirectUrl: s.redirect_url } };
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
        const p = read(payment, await rest.get(paths.payment(uuid), { headers: bearer(auth) }));
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
      } catch (error) {
        if (error instanceof RestError && [401, 403, 404].includes(error.status)) return null;
        throw error;
      }
    },
  };
}
