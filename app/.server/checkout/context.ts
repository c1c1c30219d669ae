// What every checkout step's loader and action start from: the cart, its checkout state,
// the order attributes, and the redirects that keep the shopper on a step they can do; the
// parts of every step page that don't depend on the step (progress list, back link); and the
// pairing of a step's loader and action with the store view its URL names.
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { getCheckoutState, getOrderAttributes } from "~/.server/commerce/checkout";
import { getCustomerCartId } from "~/.server/commerce/customer";
import type { CheckoutState } from "~/lib/models/checkout";
import type { Cart, StoreView } from "~/lib/models/commerce";
import { readCart } from "../cart/session-cart";
import { expiringSession } from "../auth/session-expiry";
import { currentUser, requireConsentsRenewed } from "../auth/require-user";
import { platformTrialEligible } from "../platform/trials";
import type { Flash } from "~/lib/flash";
import { cartIdFor, setCartId, type AppSession } from "../session/session";
import { lastGood, shopperKey } from "../forms/last-good";
import { formAction, type IntentHandler } from "../forms/form";
import { guard } from "../responses/guard";
import { storeViewOf } from "~/lib/store-view";
import { activeAttributes, attributesForStep, stepsMissingAttributes, type PlacedAttribute } from "./attributes";
import { readAttributeValues } from "./attribute-store";
import { firstIncompleteStep, previousStep, redirectFor, STEP_LABELS, stepsFor, type Step } from "./steps";
import { orderPagePath } from "../payments/flow";
import { NO_STORE } from "~/.server/responses/no-store";
import { orderSummary, type OrderSummaryData } from "./summary";

export const CHECKOUT_UNAVAILABLE =
  "We can't reach the shop right now, so nothing was saved. Your details are still here: please try again in a minute.";
export const TRIAL_NOT_ELIGIBLE_MESSAGE =
  "Sorry, you can't continue with this free trial: free trials are limited to one per customer. You can still buy our products in the shop.";

const PLEASE_COMPLETE: Record<Step, string> = {
  contact: "Please enter your contact details first.",
  shipping: "Please enter your address first.",
  delivery: "Please choose a delivery option first.",
  payment: "Please check your order first.",
};

export const basePath = (store: StoreView) => (store === "trial" ? "/trial/checkout" : "/checkout");
export const emptyCartPath = (store: StoreView) => (store === "trial" ? "/trial" : "/cart");

export interface CheckoutContext {
  store: StoreView;
  base: string;
  request: Request;
  session: AppSession;
  token: string | undefined;
  cart: Cart;
  state: CheckoutState;
  attributes: PlacedAttribute[];
  /** attribute values saved by earlier steps, by code */
  stored: Record<string, string>;
  /** extra Set-Cookie headers (the attribute cookie) to send with the response */
  cookies: string[];
}

/** no-store, and the step's own cookies (the attribute cookie); the host adds the session's. */
function stepHeaders(cookies: string[] = []): Headers {
  const headers = new Headers({ "Cache-Control": NO_STORE });
  for (const c of cookies) headers.append("Set-Cookie", c);
  return headers;
}

/** Post/redirect/get with an optional flash message. */
export async function redirectTo(
  session: AppSession,
  to: string,
  message?: { kind: Flash["kind"]; text: string },
  cookies: string[] = [],
) {
  if (message) session.flash({ kind: message.kind, message: message.text });
  return redirect(to, { headers: stepHeaders(cookies) });
}

/** The step's cookies, as `headers` for the form protocol's `reply` (a refused step submit). */
export const stepCookies = (ctx: Pick<CheckoutContext, "cookies">): [string, string][] =>
  (ctx.cookies ?? []).map((c) => ["Set-Cookie", c]);

export async function respond<T>(ctx: Pick<CheckoutContext, "cookies">, body: T, status = 200) {
  return data(body, { status, headers: stepHeaders(ctx.cookies) });
}

/** Step pages are remembered per cart and shopper, to re-show them over a submit an outage failed. */
export const stepPageKey =
  (store: StoreView, step: Step) =>
  async ({ context: { session } }: { context: AppLoadContext }) => {
    const cartId = cartIdFor(session, store);
    return cartId ? shopperKey("checkout", store, step, cartId, session.get("commerceToken")) : null;
  };

/** What a step needs besides the cart itself. A failure is kept for whoever awaits it, if anyone does. */
function readAlongside(request: Request, store: StoreView, cartId: string, token: string | undefined) {
  const reads = Promise.all([
    getCheckoutState(store, cartId, token),
    getOrderAttributes(store).then(activeAttributes),
    readAttributeValues(request, store, cartId),
  ]);
  reads.catch(() => {});
  return reads;
}

/**
 * Who may take the free trial (decision 0046): a signed-in customer as the platform says
 * (product.md §7), a guest (and a customer the platform gives no answer for: legacy flavour,
 * refusal, outage) as the commerce cart's is_trial_eligible says.
 */
function trialEligibility(request: Request, session: AppSession, store: StoreView) {
  const user = store === "trial" ? currentUser(session) : null;
  // asked alongside the cart's reads; a checkout that ends before reading it drops it unawaited
  const answer = user ? platformTrialEligible(user.auth, request.signal) : Promise.resolve(null);
  answer.catch(() => {});
  return async (state: CheckoutState): Promise<CheckoutState> => {
    const platform = await answer;
    return platform === null ? state : { ...state, isTrialEligible: platform };
  };
}

/**
 * Loads the checkout for `step`, or throws a redirect: empty cart → cart page; trial not
 * allowed → contact step with the reason; a step whose earlier steps are incomplete →
 * the earliest incomplete step with a message.
 */
export async function loadCheckout(
  { request, context: { session } }: { request: Request; context: AppLoadContext },
  store: StoreView,
  step: Step | null,
): Promise<CheckoutContext> {
  const token = session.get("commerceToken");
  // A customer whose consents wait to be renewed renews them first (product.md §3).
  if (token) requireConsentsRenewed(request, session);
  // A token the shop no longer accepts ends the session (sign in again, then back here).
  return expiringSession(request, session, Boolean(token), () => load(request, session, store, step, token));
}

async function load(
  request: Request,
  session: AppSession,
  store: StoreView,
  step: Step | null,
  token: string | undefined,
): Promise<CheckoutContext> {
  const base = basePath(store);
  // Signed in, the cart is the customer's active cart upstream, whatever the cookie last held
  // (an order placed, a cart changed on another device).
  if (token) setCartId(session, store, await getCustomerCartId(store, token));
  // The checkout state and the order attributes are read alongside the cart, not after it:
  // one wait for the upstream instead of two, each behind the whole event loop under load.
  // If the cart turns out empty (or another one), the early reads are dropped unawaited.
  const cartId = cartIdFor(session, store);
  const early = cartId ? readAlongside(request, store, cartId, token) : null;
  const withTrialEligibility = trialEligibility(request, session, store);
  const cart = await readCart(session, store);
  if (!cart || cart.items.length === 0) {
    // Back from the card provider's page: the order is placed and the cart gone, so the
    // shopper is shown that order waiting for payment (with "Pay now"), not an empty cart.
    const paying = session.get("payment");
    if (paying?.from === "checkout" && paying.store === store) throw await redirectTo(session, orderPagePath(paying));
    const text =
      store === "trial"
        ? "Your free trial cart is empty. Choose your free trial to start."
        : "Your cart is empty. Add something to it before checking out.";
    throw await redirectTo(session, emptyCartPath(store), { kind: "info", text });
  }
  if (cart.items.some((i) => i.errors.length > 0)) {
    throw await redirectTo(session, emptyCartPath(store), {
      kind: "error",
      text: "Please fix the problems marked in your cart before checking out.",
    });
  }
  const [read, attributes, stored] = await (early && cart.id === cartId
    ? early
    : readAlongside(request, store, cart.id, token));
  const state = await withTrialEligibility(read);
  if (store === "trial" && !state.isTrialEligible && step !== "contact") {
    // The contact step explains why (and lets them change the e-mail address).
    throw await redirectTo(session, `${base}/contact`);
  }
  const missing = stepsMissingAttributes(attributes, stored);
  const target = step ? redirectFor(step, state, missing) : null;
  if (step && target) {
    const skippedDelivery = step === "delivery" && state.isVirtual;
    throw await redirectTo(
      session,
      `${base}/${target}`,
      skippedDelivery ? undefined : { kind: "info", text: PLEASE_COMPLETE[target] },
    );
  }
  return { store, base, request, session, token, cart, state, attributes, stored, cookies: [] };
}

// The parts of every step page that don't depend on the step: progress list and back link.
export interface StepFrame {
  store: StoreView;
  base: string;
  step: Step;
  progress: { step: Step; label: string; href: string; current: boolean; reachable: boolean }[];
  back: { href: string; label: string };
  /** what is being bought and what it costs so far: shown before each step's button */
  summary: OrderSummaryData;
}

export function stepFrame(ctx: CheckoutContext, step: Step): StepFrame {
  const steps = stepsFor(ctx.state);
  const blocked = ctx.store === "trial" && !ctx.state.isTrialEligible;
  const first = blocked
    ? "contact"
    : firstIncompleteStep(ctx.state, stepsMissingAttributes(ctx.attributes, ctx.stored));
  // A signed-in customer's e-mail is on their cart already: "back" skips the contact step
  // unless it has order attributes to fill in.
  const skipContact = Boolean(ctx.token) && attributesForStep(ctx.attributes, "contact").length === 0;
  const before = previousStep(step, ctx.state);
  const previous = before === "contact" && skipContact ? null : before;
  return {
    store: ctx.store,
    base: ctx.base,
    step,
    progress: steps.map((s) => ({
      step: s,
      label: STEP_LABELS[s],
      href: `${ctx.base}/${s}`,
      current: s === step,
      reachable: steps.indexOf(s) <= steps.indexOf(first),
    })),
    back: previous
      ? { href: `${ctx.base}/${previous}`, label: `Back to ${STEP_LABELS[previous].toLowerCase()}` }
      : { href: emptyCartPath(ctx.store), label: ctx.store === "trial" ? "Back to your free trial" : "Back to cart" },
    summary: orderSummary(ctx.cart, ctx.state),
  };
}

/**
 * A checkout page's loader and action, built once per store view; the route module is
 * mounted under both prefixes, and each request runs the pair of the store view its URL
 * names.
 */
export function perStoreView<L, A>(factory: (store: StoreView) => { loader: Handler<L>; action: Handler<A> }) {
  const built = { default: factory("default"), trial: factory("trial") };
  const of = (request: Request) => built[storeViewOf(request.url)];
  return {
    loader: (args: LoaderFunctionArgs) => of(args.request).loader(args),
    action: (args: ActionFunctionArgs) => of(args.request).action(args),
  };
}
type Handler<R> = (args: LoaderFunctionArgs & ActionFunctionArgs) => Promise<R>;

/**
 * A step page's loader: the checkout loaded for the step (or a redirect to where the shopper
 * belongs), the step's frame and what `read` adds; remembered, to show it again over a submit an
 * outage failed.
 */
export function stepLoader<T extends object>(
  store: StoreView,
  step: Step,
  read: (ctx: CheckoutContext, args: LoaderFunctionArgs) => Promise<T> | T,
) {
  return guard(
    lastGood(stepPageKey(store, step), async (args: LoaderFunctionArgs) => {
      const ctx = await loadCheckout(args, store, step);
      return respond(ctx, { ...stepFrame(ctx, step), ...(await read(ctx, args)) });
    }),
  );
}

/** A step's action: each intent starts from the checkout loaded for the step (`checkout`). */
export function stepAction(store: StoreView, step: Step, handlers: Record<string, IntentHandler<StepArgs>>) {
  return formAction<StepArgs>(handlers, {
    context: async (args) => ({ checkout: await loadCheckout(args, store, step) }),
    unavailable: CHECKOUT_UNAVAILABLE,
  });
}
type StepArgs = { checkout: CheckoutContext };
