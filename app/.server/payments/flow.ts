// The hosted-payment-page pattern (design.md §2): start a payment session for an order, send
// the shopper to the provider (303), and on their return ask the platform how it went;
// the return URL's query string is never believed.
import type { Auth } from "~/lib/models/account";
import type { StoreView } from "~/lib/models/commerce";
import { currentUser } from "../auth/require-user";
import { providerRedirect } from "../responses/provider-redirect";
import { type AppSession, type SessionData } from "../session/session";
import { paymentsGateway } from "./gateway";

export const RETURN_PATH = "/payment/return";

export type PendingPayment = NonNullable<SessionData["payment"]>;

export interface PayOrder {
  orderNumber: string;
  store: StoreView;
  /** where the shopper goes once paid: the checkout's confirmation or the account's order */
  from: PendingPayment["from"];
  tokenize: boolean;
  cardId: string | null;
}

/** The signed-in customer's platform tokens, or null for a guest. */
export async function payerOf(session: AppSession): Promise<Auth | null> {
  return currentUser(session)?.auth ?? null;
}

/**
 * Starts the payment and answers with the redirect to the provider's page, the session
 * remembering which payment to ask about on return; or the platform's refusal, in words.
 */
export async function sendToProvider(
  request: Request,
  session: AppSession,
  order: PayOrder,
  extraCookies: string[] = [],
): Promise<{ ok: true; response: Response } | { ok: false; message: string }> {
  const auth = await payerOf(session);
  const started = await paymentsGateway({ signal: request.signal }).start({
    auth,
    orderNumber: order.orderNumber,
    tokenize: Boolean(auth) && order.tokenize,
    cardId: auth ? order.cardId : null,
    returnUrl: new URL(RETURN_PATH, request.url).toString(),
  });
  if (!started.ok) return { ok: false, message: started.error.message };
  session.set("payment", {
    uuid: started.value.uuid,
    orderNumber: order.orderNumber,
    store: order.store,
    from: order.from,
    tokenize: order.tokenize,
  });
  return { ok: true, response: await providerRedirect(started.value.redirectUrl, extraCookies) };
}

export const orderPagePath = (p: Pick<PendingPayment, "from" | "store" | "orderNumber">) =>
  p.from === "account"
    ? `/account/orders/${encodeURIComponent(p.orderNumber)}`
    : `${p.store === "trial" ? "/trial/checkout" : "/checkout"}/confirmation/${encodeURIComponent(p.orderNumber)}`;
