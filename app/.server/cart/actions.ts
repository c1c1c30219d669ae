// The cart's changes (quantity, remove, discount code, club points), as form-protocol intents shared by
// the cart page and the checkout's payment step. Every change carries the shopper's token:
// a signed-in customer's cart refuses changes without it (product.md §4).
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import type { Cart, StoreView } from "~/lib/models/commerce";
import { campaignSchema, couponSchema, giftsSchema, removeLineSchema, updateLineSchema } from "~/lib/schemas/cart";
import { ADD_GIFTS_INTENT, GIFT_FIELD } from "~/lib/form-names";
import type { CartResult } from "../commerce/cart";
import { chooseGifts } from "../commerce/gift-choice";
import { giftChoiceProblem, giftsNow, wantedGifts } from "./gift-choice";
import {
  applyCampaign,
  applyCoupon,
  getCart,
  removeCampaign,
  removeCartItem,
  removeCoupon,
  updateCartItem,
} from "../commerce/cart";
import { refuseCodeCheck } from "../limits/code-limits";
import { type IntentHandler, parseForm, redirectWithFlash, reply, staysOnPage } from "../forms/form";
import { codeLimits } from "../limits/rate-limit";
import { config } from "../config";
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

/** What a fetcher's successful change hands the page to announce (the flash's words, issue 40, 7). */
export interface CartChangeDetail {
  announce: string;
}

/**
 * After a change: without JavaScript, post/redirect/get with the message as a flash; with it
 * (`stay`), a 200 reply carrying the same message for the page's live region, and the page's
 * loaders refresh what changed.
 */
async function changed(
  { session, form, intent, back }: Change,
  message: string,
  submission: Parameters<typeof reply>[1],
) {
  if (staysOnPage(form))
    return reply<CartChangeDetail>(intent, submission, { status: 200, resetForm: true, detail: { announce: message } });
  return redirectWithFlash(session, back, { kind: "success", message });
}

const nameOf = (cart: Cart | null | undefined, itemId: string) =>
  cart?.items.find((i) => i.id === itemId)?.product.name ?? null;

/** The line's name before it goes (a removed line is no longer in the cart the change answers). */
const nameBeforeRemoval = (store: StoreView, cartId: string, itemId: string, token?: string) =>
  getCart(store, cartId, token).then(
    (cart) => nameOf(cart, itemId),
    () => null,
  );

const removedMessage = (name: string | null) =>
  name ? `${name} removed from your cart.` : "Item removed from your cart.";

/** The upstream's refusal beside `field`, or over the form when there is no field. */
async function refused(change: Change, submission: Parameters<typeof reply>[1], result: CartResult, field?: string) {
  const message = result.error?.message ?? "Sorry, that didn't work. Please try again.";
  return field
    ? reply(change.intent, submission, { fieldErrors: { [field]: [message] } })
    : reply(change.intent, submission, { formErrors: [message] });
}

type Ctx = { session: AppSession };

/**
 * The cart-changing intents for `store`, coming back to `back` after a change. A page that shows
 * the cart's messages itself (the cart page) says so with `showsCartMessages`: a refused code is
 * then answered with the server's error alone, not the same messages a second time.
 */
export function cartIntents(
  store: StoreView,
  back: string,
  { showsCartMessages = false } = {},
): Record<string, IntentHandler<Ctx>> {
  const start = async ({ session, form, intent }: Ctx & { form: FormData; intent: string }) => {
    const change: Change = { session, form, intent, back };
    return { change, cartId: cartIdFor(session, store), token: session.get("commerceToken") };
  };
  const removeLine = async (
    change: Change,
    submission: Parameters<typeof reply>[1],
    cartId: string,
    itemId: string,
    token?: string,
  ) => {
    const name = await nameBeforeRemoval(store, cartId, itemId, token);
    const result = await removeCartItem(store, cartId, itemId, token);
    // a refused 0 is said beside the quantity it was typed in
    if (result.error) return refused(change, submission, result, change.intent === "update" ? "quantity" : undefined);
    rememberCount(change.session, store, result.cart);
    return changed(change, removedMessage(name), submission);
  };
  return {
    update: async (ctx) => {
      const { change, cartId, token } = await start(ctx);
      const submission = parseForm(ctx.form, updateLineSchema);
      if (submission.status !== "success") return reply(ctx.intent, submission);
      if (!cartId) return reply(ctx.intent, ctx.form, { message: EXPIRED });
      const { itemId, quantity } = submission.value;
      // 0 is Remove, with Remove's words, whether scripting is on or off
      if (quantity === 0) return removeLine(change, submission, cartId, itemId, token);
      const result = await updateCartItem(store, cartId, itemId, quantity, token);
      if (result.error) return refused(change, submission, result, "quantity");
      rememberCount(ctx.session, store, result.cart);
      const name = nameOf(result.cart, itemId);
      return changed(
        change,
        name ? `Quantity of ${name} changed to ${quantity}.` : `Quantity changed to ${quantity}.`,
        submission,
      );
    },
    remove: async (ctx) => {
      const { change, cartId, token } = await start(ctx);
      const submission = parseForm(ctx.form, removeLineSchema);
      if (submission.status !== "success") return reply(ctx.intent, submission, { formErrors: [EXPIRED] });
      if (!cartId) return reply(ctx.intent, ctx.form, { message: EXPIRED });
      return removeLine(change, submission, cartId, submission.value.itemId, token);
    },
    // product.md §5/§7/§8: the gifts chosen with a line, each to the quantity asked (0: none; a
    // swap is one gift to 0 and another up); refusals beside the gifts or the quantity concerned
    [ADD_GIFTS_INTENT]: async (ctx) => {
      const { change, cartId, token } = await start(ctx);
      const submission = parseForm(ctx.form, giftsSchema);
      if (submission.status !== "success") return reply(ctx.intent, submission);
      if (!cartId) return reply(ctx.intent, ctx.form, { message: EXPIRED });
      const { itemId, parentSku, parentId, qty } = submission.value;
      const line = (await getCart(store, cartId, token)).items.find((i) => i.id === itemId && !i.isGift);
      if (!line?.giftChoice)
        return reply(ctx.intent, submission, {
          fieldErrors: { [GIFT_FIELD]: ["That product is no longer in your cart."] },
        });
      const wanted = wantedGifts(line.giftChoice, qty);
      // said before anything is sent, so the shopper's quantities stay as typed
      const problem = giftChoiceProblem(line, line.giftChoice, wanted);
      if (problem) return reply(ctx.intent, submission, { fieldErrors: problem });
      const parent = { sku: parentSku, lineId: parentId };
      const result = await chooseGifts(store, cartId, parent, line.giftChoice.lines, wanted, token);
      if (!result)
        return reply(ctx.intent, submission, {
          fieldErrors: { [GIFT_FIELD]: ["These are your gifts already: change a quantity first."] },
        });
      if (result.error) return refused(change, submission, result, GIFT_FIELD);
      rememberCount(ctx.session, store, result.cart);
      return changed(change, giftsNow(result.cart, line), submission);
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
      // product.md §8: where the page does not show the cart's messages, the failure's messages
      // list follows the server's error beside the code, one message each (CouponForm)
      const said = showsCartMessages ? [] : (result.messages?.map((m) => m.text) ?? []);
      if (result.error && said.length)
        return reply(ctx.intent, submission, { fieldErrors: { code: [result.error.message, ...said] } });
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
          ? `${applied.points.toLocaleString(config().locale)} club points will be used on this order.`
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
