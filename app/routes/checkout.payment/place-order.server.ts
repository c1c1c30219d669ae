// Step 5: "Place order" on the payment step. Sets the payment method, then places the
// order with the order attributes (product.md §4), exactly once per idempotency key.
import { cartTrialTerms } from "~/.server/checkout/trial-terms";
import type { AppLoadContext } from "@remix-run/node";
import { parseForm, readFields, reply } from "~/.server/forms/form";
import { getCheckoutState, placeOrder, setPaymentMethod } from "~/.server/commerce/checkout";
import type { CommerceUserError, StoreView } from "~/lib/models/commerce";
import { config } from "~/.server/config";
import { UpstreamUnavailableError } from "~/.server/http/errors";
import { markFormOutage } from "~/.server/forms/last-good";
import { cartIdFor, setCartId, type AppSession } from "~/.server/session/session";
import { attributeValues, GUEST_EMAIL_MISSING_MESSAGE, NEW_CARD, paymentSchema } from "~/lib/schemas/checkout";
import { sendToProvider } from "~/.server/payments/flow";
import { savedCards } from "~/.server/payments/cards";
import { attributesForStep, orderAttributesPayload, stepsMissingAttributes } from "~/.server/checkout/attributes";
import { clearAttributeValues } from "~/.server/checkout/attribute-store";
import {
  basePath,
  emptyCartPath,
  loadCheckout,
  redirectTo,
  stepCookies,
  type CheckoutContext,
} from "~/.server/checkout/context";
import {
  currentOrderKey,
  issuedTo,
  placedInSession,
  recordPlacement,
  setLastOrder,
  type Placement,
} from "~/.server/checkout/idempotency";
import { placeOnce, recentPlacement } from "~/.server/checkout/place-once";
import { redirectFor } from "~/.server/checkout/steps";
import { ageGate } from "~/.server/age/gate";
import { z } from "zod";
import { log } from "~/.server/observability";

const STALE = "Your order changed since this page was shown. Please check it and press Place order again.";
const TIMED_OUT =
  "We couldn't reach the shop to confirm your order. It's safe to press Place order again: an order is only ever placed once.";
const JOINED_FAILED = "We couldn't place your order. Please check your details below and try again.";
const NOT_ACTIVE =
  "This cart has already been checked out, so it can't be ordered again. If you've just placed an order, look for the confirmation e-mail.";
const NOT_FOUND = "We couldn't find your cart: it may have expired. Please add your items again.";
const UNDEFINED =
  "Something went wrong and your order was not placed. Please try again; if it keeps happening, contact us.";

type Attempt = { placement?: Placement; response?: Response | ReturnType<typeof reply> };
type Submission = ReturnType<typeof parseForm>;

/** A refused order, shown on the payment step again with the step's cookies. */
const refuse = (ctx: CheckoutContext, submission: Submission, refusal: { message?: string; field?: string } = {}) =>
  reply("place-order", submission, { ...refusal, headers: stepCookies(ctx) });

const PAY_LATER = "Your order is placed, but we couldn't open the payment page just now. You can pay for it below.";

/**
 * After an order: remember it under its key, forget the cart, then send a card payment to the
 * provider's page (design.md §2), or show the confirmation. If the payment can't be started the
 * order still stands, and its confirmation offers "Pay now".
 */
async function finish(request: Request, session: AppSession, store: StoreView, key: string, placement: Placement) {
  recordPlacement(session, key, placement);
  setLastOrder(session, placement, store);
  if (cartIdFor(session, store) === placement.cartId) setCartId(session, store, undefined);
  if (store === "default") session.set("cartCount", 0);
  const cookie = await clearAttributeValues(request, store);
  const confirmation = `${basePath(store)}/confirmation/${encodeURIComponent(placement.orderNumber)}`;
  if (placement.pay) {
    const order = { orderNumber: placement.orderNumber, store, from: "checkout" as const, ...placement.pay };
    try {
      const sent = await sendToProvider(request, session, order, [cookie]);
      if (sent.ok) return sent.response;
      return redirectTo(session, confirmation, { kind: "error", text: sent.message }, [cookie]);
    } catch (error) {
      if (!(error instanceof UpstreamUnavailableError)) throw error;
      log().error(error.message);
      return redirectTo(session, confirmation, { kind: "info", text: PAY_LATER }, [cookie]);
    }
  }
  return redirectTo(session, confirmation, undefined, [cookie]);
}

/** product.md §8 order placement errors → a message on the step that can fix it. */
async function failed(
  ctx: CheckoutContext,
  submission: Submission,
  error: CommerceUserError,
  key: string,
): Promise<Attempt> {
  const { session, store, base } = ctx;
  switch (error.code) {
    case "CART_NOT_ACTIVE": {
      // A duplicate that lost the race in another way: answer with the first order if known.
      const first = await recentPlacement(key);
      if (first) return { placement: first };
      setCartId(session, store, undefined);
      return { response: await redirectTo(session, emptyCartPath(store), { kind: "error", text: NOT_ACTIVE }) };
    }
    case "CART_NOT_FOUND":
      setCartId(session, store, undefined);
      return { response: await redirectTo(session, emptyCartPath(store), { kind: "error", text: NOT_FOUND }) };
    case "GUEST_EMAIL_MISSING":
      return {
        response: await redirectTo(session, `${base}/contact`, { kind: "error", text: GUEST_EMAIL_MISSING_MESSAGE }),
      };
    case "UNABLE_TO_PLACE_ORDER": {
      // Usually something an earlier step has to fix (address, delivery): send them there.
      const text = /^we couldn't place your order/i.test(error.message)
        ? error.message
        : `We couldn't place your order: ${error.message}`;
      const fresh = await getCheckoutState(store, ctx.cart.id, ctx.token);
      const step = redirectFor("payment", fresh, stepsMissingAttributes(ctx.attributes, ctx.stored));
      if (step) return { response: await redirectTo(session, `${base}/${step}`, { kind: "error", text }) };
      return { response: refuse(ctx, submission, { message: text }) };
    }
    default:
      log().error(`placeOrder failed: ${error.code} ${error.message}`);
      return { response: refuse(ctx, submission, { message: UNDEFINED }) };
  }
}

async function attempt(
  store: StoreView,
  args: { request: Request; context: AppLoadContext },
  formData: FormData,
  key: string,
): Promise<Attempt> {
  const ctx = await loadCheckout(args, store, "payment");
  const gated = await ageGate(ctx, { placing: true });
  if (gated) return { response: gated };
  const attributes = attributesForStep(ctx.attributes, "payment");
  const methodCodes = ctx.state.availablePaymentMethods.map((m) => m.code);
  const cards = await savedCards(ctx.request, ctx.session);
  const cardIds = cards.map((c) => c.id);
  const submission = parseForm(formData, paymentSchema({ methodCodes, attributes, cardIds }));
  if (submission.status !== "success") return { response: refuse(ctx, submission) };
  if (currentOrderKey(ctx.session, ctx.cart.id) !== key) {
    return { response: await redirectTo(ctx.session, `${ctx.base}/payment`, { kind: "error", text: STALE }) };
  }
  const cartId = ctx.cart.id;
  const code = submission.value.paymentMethod || config().payment.card;
  const payment = await setPaymentMethod(store, cartId, code, ctx.token);
  if (payment.error)
    return { response: refuse(ctx, submission, { field: "paymentMethod", message: payment.error.message }) };
  const values = { ...ctx.stored, ...attributeValues(attributes, submission.value) };
  const placed = await placeOrder(store, cartId, orderAttributesPayload(ctx.attributes, values), ctx.token);
  if (placed.order) {
    const billing = ctx.state.billingAddress ?? ctx.state.shippingAddress;
    // Zero-value orders and cash on delivery have nothing to pay on the provider's page.
    const byCard = code === config().payment.card && ctx.cart.prices.grandTotal.value > 0;
    const { savedCard, saveCard } = submission.value;
    const cardId = savedCard && savedCard !== NEW_CARD ? savedCard : null;
    const trial = await cartTrialTerms(store, ctx.cart).catch(() => null);
    return {
      placement: {
        orderNumber: placed.order.orderNumber,
        cartId,
        email: ctx.state.email ?? "",
        firstname: billing?.firstname ?? "",
        lastname: billing?.lastname ?? "",
        postcode: billing?.postcode ?? null,
        ...(trial ? { trial: { product: trial.product, terms: trial.terms, afterTrial: trial.afterTrial } } : {}),
        ...(byCard ? { pay: { cardId, tokenize: !cardId && saveCard } } : {}),
      },
    };
  }
  return failed(ctx, submission, placed.error ?? { code: "UNDEFINED", message: "" }, key);
}

export async function placeOrderAction(
  store: StoreView,
  { request, context }: { request: Request; context: AppLoadContext },
  formData: FormData,
) {
  const { session } = context;
  const key = readFields(formData, z.object({ idempotencyKey: z.string() }))?.idempotencyKey ?? "";
  // A key this browser was not given (another page's, another shopper's): a stale page.
  if (!issuedTo(session, key)) return redirectTo(session, `${basePath(store)}/payment`, { kind: "error", text: STALE });
  // Already placed under this key: back + resubmit, or a retry whose answer was lost.
  const inSession = placedInSession(session, key);
  if (inSession)
    return redirectTo(session, `${basePath(store)}/confirmation/${encodeURIComponent(inSession.orderNumber)}`);
  const known = await recentPlacement(key);
  if (known) return finish(request, session, store, key, known);
  try {
    const outcome = await placeOnce(key, () => attempt(store, { request, context }, formData, key));
    if (outcome.joined) {
      // A concurrent submission of the same order: answer with its result.
      if (outcome.placement) return finish(request, session, store, key, outcome.placement);
      return redirectTo(session, `${basePath(store)}/payment`, { kind: "error", text: JOINED_FAILED });
    }
    const { placement, response } = outcome.result;
    if (placement) return finish(request, session, store, key, placement);
    return response!;
  } catch (error) {
    if (!(error instanceof UpstreamUnavailableError)) throw error;
    log().error(error.message);
    markFormOutage(context);
    return reply("place-order", formData, { message: TIMED_OUT, status: 503 });
  }
}
