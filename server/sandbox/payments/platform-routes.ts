import type { Request, Router } from "express";
import type Database from "better-sqlite3";
import { AccountsError, notFound } from "../accounts/errors";
import { body, handle, optionalUser, optStr, str, type Flavour } from "../platform/http";
import { getPayment, startPayment, type PaymentRow } from "./sessions";
import { PAYMENT_METHODS, paymentSettings, setPaymentSettings, type PaymentSettings } from "./settings";

/**
 * product.md §7 Payments on the platform, in both flavours. Unified (snake_case, no envelope):
 *  GET  /api/payments/methods                 {items:[{code,title,description,icon,kind,tokenizable}]}
 *  GET  /api/payments/methods/{code}/client   {code, mode, sca_mode, hosted_page_url}
 *  PUT  /api/payments/generate-token          {customer_uuid, order_id, tokenize, card_id?, return_url}
 *                                             → 201 {payment_uuid, payment_token, redirect_url}; Bearer for a customer's order
 *  GET  /api/payments/{uuid}                  Payment {uuid,status,order_id,amount,currency,icon,title,payment_method,
 *                                             payment_token,failure:{code,message}|null,card:{brand,last_four}|null,saved_card_id}
 * Legacy ({data} envelope, camelCase): GET /payment/methods, GET /payment/methods/{code}/client,
 * POST /payment/token {customerUuid, orderId, tokenize, cardToken?, returnUrl}, GET /payment/{uuid}.
 * Sandbox only: PUT _sandbox/payments/settings {mode, sca_mode} switches the tenant's modes.
 */
type Shape = (value: Record<string, unknown>) => unknown;

interface Wire {
  paths: { methods: string; client: string; start: string; payment: string; startMethod: "put" | "post" };
  /** the flavour's envelope and key case for a snake_case object */
  out: Shape;
  /** generate-token's body in neutral names */
  startBody(b: Record<string, unknown>): {
    customerUuid: string | null;
    orderId: string;
    tokenize: boolean;
    cardId: string | null;
    returnUrl: string;
  };
}

const camel = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.map(camel);
  if (!v || typeof v !== "object") return v;
  return Object.fromEntries(
    Object.entries(v as Record<string, unknown>).map(([k, x]) => [
      k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
      camel(x),
    ]),
  );
};

const truthy = (v: unknown) => v === true || v === "true" || v === 1 || v === "1";

export const unifiedPayments: Wire = {
  paths: {
    methods: "/api/payments/methods",
    client: "/api/payments/methods/:code/client",
    start: "/api/payments/generate-token",
    payment: "/api/payments/:uuid",
    startMethod: "put",
  },
  out: (v) => v,
  startBody: (b) => ({
    customerUuid: optStr(b.customer_uuid),
    orderId: str(b.order_id),
    tokenize: truthy(b.tokenize),
    cardId: optStr(b.card_id),
    returnUrl: str(b.return_url),
  }),
};

export const legacyPayments: Wire = {
  paths: {
    methods: "/payment/methods",
    client: "/payment/methods/:code/client",
    start: "/payment/token",
    payment: "/payment/:uuid",
    startMethod: "post",
  },
  out: (v) => ({ data: camel(v) }),
  startBody: (b) => ({
    customerUuid: optStr(b.customerUuid),
    orderId: str(b.orderId),
    tokenize: truthy(b.tokenize),
    cardId: optStr(b.cardToken),
    returnUrl: str(b.returnUrl),
  }),
};

const origin = (req: Request) => `${req.protocol}://${req.get("host")}`;

function paymentBody(p: PaymentRow) {
  const method = PAYMENT_METHODS.find((m) => m.code === p.method_code);
  return {
    uuid: p.uuid,
    status: p.status,
    order_id: p.order_number,
    amount: p.amount,
    currency: p.currency,
    icon: method?.icon ?? null,
    title: method?.title ?? p.method_code,
    payment_method: p.method_code,
    payment_token: p.uuid,
    failure: p.failure_code ? { code: p.failure_code, message: p.failure_message } : null,
    card: p.card_last4 ? { brand: p.card_brand, last_four: p.card_last4 } : null,
    saved_card_id: p.saved_card_id,
  };
}

export function mountPayments(router: Router, db: Database.Database, wire: Wire, flavour: Flavour) {
  const { paths, out } = wire;
  const tenantCode = (res: { locals: Record<string, unknown> }) => String(res.locals.tenantCode);

  router.put(
    "/_sandbox/payments/settings",
    handle(flavour, (req, res) => {
      const b = body(req);
      const changes: Partial<PaymentSettings> = {};
      const mode = str(b.mode);
      const sca = str(b.sca_mode ?? b.scaMode);
      if (mode) changes.mode = mode === "LIVE" ? "LIVE" : "TEST";
      if (["OFF", "SCA_WHEN_REQUIRED", "SCA_ALWAYS"].includes(sca)) changes.scaMode = sca as PaymentSettings["scaMode"];
      setPaymentSettings(db, tenantCode(res), changes);
      res.json(out({ ...paymentSettings(db, tenantCode(res)) }));
    }),
  );

  router.get(
    paths.methods,
    handle(flavour, (_req, res) => void res.json(out({ items: PAYMENT_METHODS.map((m) => ({ ...m })) }))),
  );

  router.get(
    paths.client,
    handle(flavour, (req, res) => {
      const method = PAYMENT_METHODS.find((m) => m.code === req.params.code);
      if (!method) throw notFound("Payment method");
      const settings = paymentSettings(db, tenantCode(res));
      res.json(
        out({
          code: method.code,
          mode: settings.mode,
          sca_mode: settings.scaMode,
          hosted_page_url: method.kind === "card" ? `${origin(req)}/payment-provider` : null,
        }),
      );
    }),
  );

  router[paths.startMethod](
    paths.start,
    handle(flavour, (req, res) => {
      const user = optionalUser(db, req);
      const b = wire.startBody(body(req));
      if (!b.orderId.trim()) throw new AccountsError(422, "ORDER_REQUIRED", "order_id is required.", "orderId");
      const p = startPayment(db, {
        tenant: tenantCode(res),
        orderNumber: b.orderId,
        userUuid: user?.uuid ?? null,
        customerUuid: b.customerUuid,
        tokenize: b.tokenize,
        cardId: b.cardId,
        returnUrl: b.returnUrl,
      });
      res.status(201).json(
        out({
          payment_uuid: p.uuid,
          payment_token: p.uuid,
          redirect_url: `${origin(req)}/payment-provider/sessions/${p.uuid}`,
        }),
      );
    }),
  );

  router.get(
    paths.payment,
    handle(flavour, (req, res) => {
      const p = getPayment(db, req.params.uuid);
      if (!p || p.tenant !== tenantCode(res)) throw notFound("Payment");
      // a customer's payment is theirs to read; a guest's is read by its unguessable id
      const user = optionalUser(db, req);
      if (p.customer_uuid && p.customer_uuid !== user?.uuid)
        throw new AccountsError(user ? 403 : 401, "FORBIDDEN", "This payment belongs to another customer.");
      res.json(out(paymentBody(p)));
    }),
  );
}
