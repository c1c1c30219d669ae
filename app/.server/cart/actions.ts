// The cart's changes (quantity, remove, discount code, club points), as form-protocol intents shared by
// the cart page and the checkout's payment step. Every change carries the shopper's token:
// a signed-in customer's cart refuses changes without it (product.md §4).
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import type { StoreView } from "~/lib/models/commerce";
import { campaignSchema, couponSchema, removeLineSchema, updateLineSchema } from "~/lib/schemas/cart";
import type { CartResult } from "../commerce/cart";
import {
  applyCampaign,
  applyCoupon,
  removeCampaign,
  removeCartItem,
  removeCoupon,
  updateCartItem,
} from "../commerce/cart";
import { refuseCodeCheck } from "../limits/code-limits";
import { type IntentHandler, parseForm, redirectWithFlash, reply, staysOnPage } from "../forms/form";
import { codeLimits } from "../limits/rate-limit";
import { cartIdFor, type AppSession } from "../session/session";
import { rememberCount } from "./session-cart";

const EXPIRED = "Your cart is empty or has expired. Add a product to start again.";

interface Change {
  session: AppSession;
  form: FormData;
  intent: string;
  /** where the page lives: the redirect after a change without JavaScript */
  back: string;
}

/**
 * After a change: without JavaScript, post/redirect/get with the message as a flash; with it
 * (`stay`), a 200 reply and the page's loaders refresh what changed.
 */
async function changed(
  { session, form, intent, back }: Change,
  message: string,
  submission: Parameters<typeof reply>[1],
) {
  if (staysOnPage(form)) return reply(intent, submission, { status: 200, resetForm: true });
  return redirectWithFlash(session, back, { kind: "success", message });
}

/** The upstream's refusal beside `field`, or over the form when there is no field. */
async function refused(change: Change, submission: Parameters<typeof reply>[1], result: CartResult, field?: string) {
  const message = result.error?.message ?? "Sorry, that didn't work. Please try again.";
  return field
    ? reply(change.intent, submission, { fieldErrors: { [field]: [message] } })
    : reply(change.intent, submission, { formErrors: [message] });
}

type Ctx = { session: AppSession };

/** The cart-changing intents for `store`, coming back to `back` after a change. */
export function cartIntents(store: StoreView, back: string): Record<string, IntentHandler<Ctx>> {
  const start = async ({ session, form, intent }: Ctx & { form: FormData; intent: string }) => {
    const change: Change = { session, form, intent, back };
    return { change, cartId: cartIdFor(session, store), token: session.get("commerceToken") };
  };
  return {
    update: async (ctx) => {
      const { change, cartId, token } = await start(ctx);
      const submission = parseForm(ctx.form, updateLineSchema);
      if (submission.status !== "success") return reply(ctx.intent, submission);
      if (!cartId) return reply(ctx.intent, ctx.form, { message: EXPIRED });
      const { itemId, quantity } = submission.value;
      const result =
        quantity === 0
          ? await removeCartItem(store, cartId, itemId, token)
          : await updateCartItem(store, cartId, itemId, quantity, token);
      if (result.error) return refused(change, submission, result, "quantity");
      rememberCount(ctx.session, store, result.cart);
      return changed(change, quantity === 0 ? "Item removed from your cart." : "Quantity updated.", submission);
    },
    remove: async (ctx) => {
      const { change, cartId, token } = await start(ctx);
      const submission = parseForm(ctx.form, removeLineSchema);
      if (submission.status !== "success") return reply(ctx.intent, submission, { formErrors: [EXPIRED] });
      if (!cartId) return reply(ctx.intent, ctx.form, { message: EXPIRED });
      const result = await removeCartItem(store, cartId, submission.value.itemId, token);
      if (result.error) return refused(change, submission, result);
      rememberCount(ctx.session, store, result.cart);
      return changed(change, "Item removed from your cart.", submission);
    },
    "apply-coupon": async (ctx) => {
      const { change, cartId, token } = await start(ctx);
      const submission = parseForm(ctx.form, couponSchema);
      if (submission.status !== "success") return reply(ctx.intent, submission);
      if (!cartId) return reply(ctx.intent, ctx.form, { message: EXPIRED });
      const { code } = submission.value;
      // wrong codes count per cart, account and address (issue 36, 4)
      const limit = await codeLimits(ctx.args.request, "coupon", {
        session: cartId,
        account: ctx.session.get("userUuid"),
      });
      if (!limit.ok) return refuseCodeCheck(ctx.intent, submission, "code", limit);
      const result = await applyCoupon(store, cartId, code, token);
      if (result.error) return refused(change, submission, result, "code");
      await limit.succeeded();
      return changed(change, `Discount code ${code.toUpperCase()} applied.`, submission);
    },
    "apply-campaign": async (ctx) => {
      const { change, cartId, token } = await start(ctx);
      const submission = parseForm(ctx.form, campaignSchema);
      if (submission.status !== "success") return reply(ctx.intent, submission);
      if (!cartId) return reply(ctx.intent, ctx.form, { message: EXPIRED });
      const result = await applyCampaign(store, cartId, submission.value.campaign, token);
      if (result.error) return refused(change, submission, result);
      const applied = result.cart?.appliedCampaign;
      return changed(
        change,
        applied
          ? `${applied.points.toLocaleString("en-GB")} club points will be used on this order.`
          : "Points applied.",
        submission,
      );
    },
    "remove-campaign": async (ctx) => {
      const { change, cartId, token } = await start(ctx);
      const submission = parseForm(ctx.form, z.object({}));
      if (!cartId) return reply(ctx.intent, ctx.form, { message: EXPIRED });
      const result = await removeCampaign(store, cartId, token);
      if (result.error) return refused(change, submission, result);
      return changed(change, "Your club points are no longer used on this order.", submission);
    },
    "remove-coupon": async (ctx) => {
      const { change, cartId, token } = await start(ctx);
      const submission = parseForm(ctx.form, z.object({}));
      if (!cartId) return reply(ctx.intent, ctx.form, { message: EXPIRED });
      const result = await removeCoupon(store, cartId, token);
      if (result.error) return refused(change, submission, result);
      return changed(change, "Discount code removed.", submission);
    },
  };
}

/** formAction's context for the cart intents: the shopper's session. */
export const cartContext = async ({ context }: ActionFunctionArgs): Promise<Ctx> => ({ session: context.session });
