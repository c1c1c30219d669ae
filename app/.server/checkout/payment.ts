// Step 4: payment method, order summary, discount code, and the place-order button.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { cartAction, type CartActionResult } from "../cart/actions";
import type { CheckoutState } from "~/lib/models/checkout";
import type { Cart, StoreView } from "~/lib/models/commerce";
import { config } from "../config";
import { guard } from "../guard";
import { UpstreamUnavailableError } from "../http/errors";
import { getSession } from "../session";
import { attributeField } from "~/lib/schemas/checkout";
import { attributesForStep } from "./attributes";
import { basePath, loadCheckout, redirectTo, respond, responseHeaders, UNAVAILABLE_MESSAGE } from "./context";
import { defaultPaymentMethod } from "./choices";
import { stepFrame } from "./frame";
import { ensureOrderKey } from "./idempotency";
import { placeOrderAction } from "./place-order";

export function orderSummary(cart: Cart, state: CheckoutState) {
  return {
    items: cart.items.map((i) => ({
      id: i.id,
      name: i.product.name,
      quantity: i.quantity,
      options: i.options,
      rowTotal: i.rowTotalInclTax,
      subscription: i.isSubscription,
      gift: i.isGift,
    })),
    prices: cart.prices,
    shipping: state.selectedShippingMethod
      ? { title: state.selectedShippingMethod.title, amount: state.selectedShippingMethod.amount }
      : null,
    totalAfterTrial: cart.totalAfterTrial,
    totalIncludingTrial: cart.totalIncludingTrial,
    appliedCoupons: cart.appliedCoupons,
    canApplyCoupons: cart.canApplyCoupons,
  };
}

export type OrderSummaryData = ReturnType<typeof orderSummary>;

async function couponAction(store: StoreView, request: Request, formData: FormData) {
  const session = await getSession(request);
  const intent = String(formData.get("intent"));
  try {
    // The cart page's coupon logic, reused as is: same validation, same messages.
    const result = await cartAction(session, store, formData);
    if (!result.ok)
      return data<{ coupon: CartActionResult }>(
        { coupon: result },
        { status: 400, headers: await responseHeaders(session) },
      );
    return redirectTo(session, `${basePath(store)}/payment`, { kind: "success", text: result.message });
  } catch (error) {
    if (!(error instanceof UpstreamUnavailableError)) throw error;
    const coupon: CartActionResult = {
      ok: false,
      intent,
      field: "code",
      message: UNAVAILABLE_MESSAGE,
      value: String(formData.get("code") ?? ""),
    };
    return data({ coupon }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}

export function paymentStep(store: StoreView) {
  const loader = guard(async ({ request }: LoaderFunctionArgs) => {
    const ctx = await loadCheckout(request, store, "payment");
    const attributes = attributesForStep(ctx.attributes, "payment");
    const defaults: Record<string, string> = { paymentMethod: defaultPaymentMethod(ctx.state, config().payment.card) };
    for (const a of attributes) defaults[attributeField(a.code)] = ctx.stored[a.code] ?? a.value ?? "";
    return respond(ctx, {
      ...stepFrame(ctx, "payment"),
      idempotencyKey: ensureOrderKey(ctx.session, ctx.cart.id),
      methods: ctx.state.availablePaymentMethods,
      attributes,
      defaults,
      summary: orderSummary(ctx.cart, ctx.state),
      email: ctx.state.email,
      shippingAddress: ctx.state.shippingAddress,
      billingAddress: ctx.state.billingAddress,
    });
  });

  const action = guard(async ({ request }: ActionFunctionArgs) => {
    const formData = await request.formData();
    const intent = String(formData.get("intent") ?? "");
    if (intent === "apply-coupon" || intent === "remove-coupon") return couponAction(store, request, formData);
    return placeOrderAction(store, request, formData);
  });

  return { loader, action };
}

export type PaymentLoader = ReturnType<typeof paymentStep>["loader"];
export type PaymentAction = ReturnType<typeof paymentStep>["action"];
