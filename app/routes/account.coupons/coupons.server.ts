// /account/coupons, on the server (product.md §7: the customer's coupons from the users API; the
// external coupon providers' list and request). A coupon is used in the cart through the cart's
// own "apply-coupon" intent (app/.server/cart/actions.ts), so its refusals are the cart's words.
import { z } from "zod";
import { accountAction, accountLoader, done, withStatus, type ActionContext } from "~/.server/account/context";
import { formatCalendarDate } from "~/.server/account/format";
import { cartIntents } from "~/.server/cart/actions";
import { markFormOutage } from "~/.server/forms/last-good";
import { parseForm, reply } from "~/.server/forms/form";
import { UpstreamUnavailableError } from "~/.server/http/errors";
import { GENERIC_MESSAGE, RestError } from "~/.server/http/rest";
import { log } from "~/.server/observability";
import { couponGateway } from "~/.server/platform/coupons";
import { PlatformDataError } from "~/.server/platform/types";
import type { CustomerCoupon } from "~/lib/models/coupons";
import { COUPON_INTENTS, COUPONS_PATH } from "~/lib/coupons";

/** product.md §8: a provider's failure is the server's message, else these. */
export const COUPON_TEXTS = {
  requestFailed: "We couldn't get a code from this partner. Please try again.",
  providersFailed: "We couldn't load our partners' offers.",
} as const;

/** What the page shows of a coupon. */
export interface CouponView {
  code: string;
  description: string;
  sourceName: string;
  source: CustomerCoupon["source"];
  expires: string;
  expired: boolean;
  used: boolean;
}

const today = () => new Date().toISOString().slice(0, 10);

const view = (c: CustomerCoupon): CouponView => ({
  code: c.code,
  description: c.description,
  sourceName: c.sourceName,
  source: c.source,
  expires: formatCalendarDate(c.expiresAt),
  expired: c.expiresAt < today(),
  used: c.used,
});

/** A failure of the platform's partner calls the page says in its own words (the rest throws). */
const isPartnerFailure = (error: unknown) =>
  error instanceof UpstreamUnavailableError || error instanceof RestError || error instanceof PlatformDataError;

export const loader = accountLoader(async ({ user, request }) => {
  const api = couponGateway({ signal: request.signal });
  const [coupons, providers] = await Promise.all([
    api.listCoupons(user.auth),
    api.listProviders().catch((error: unknown) => {
      if (!isPartnerFailure(error)) throw error;
      log().warn({ err: error }, "coupon providers unavailable");
      return null;
    }),
  ]);
  const body = {
    coupons: coupons.map(view),
    providers,
    providersError: providers ? null : COUPON_TEXTS.providersFailed,
  };
  // the page works, one part of it does not: design.md §5's 503
  return providers ? body : withStatus(body, 503);
});

const providerSchema = z.object({ provider: z.string().regex(/^[a-z0-9-]{1,40}$/) });

async function getCoupon(ctx: ActionContext) {
  const submission = parseForm(ctx.form, providerSchema);
  if (submission.status !== "success")
    return reply(ctx.intent, submission, { formErrors: [COUPON_TEXTS.requestFailed] });
  const refuse = (message: string, status = 400) =>
    reply(ctx.intent, submission, { fieldErrors: { provider: [message] }, status });
  try {
    const result = await couponGateway({ signal: ctx.request.signal }).requestCoupon(
      ctx.user.auth,
      submission.value.provider,
    );
    if (!result.ok) {
      // the account action signs the shopper out
      if (result.error.code === "SESSION_EXPIRED") throw result.error;
      return refuse(result.error.message === GENERIC_MESSAGE ? COUPON_TEXTS.requestFailed : result.error.message);
    }
    const { sourceName, code } = result.value;
    return done(ctx.user.session, COUPONS_PATH, `Your ${sourceName} code is ${code}. It is in your coupons below.`);
  } catch (error) {
    if (!(error instanceof UpstreamUnavailableError || error instanceof PlatformDataError)) throw error;
    log().warn({ err: error }, "coupon request failed");
    // the page is drawn again from what it last showed this customer (forms/last-good.ts)
    markFormOutage(ctx.args.context);
    return refuse(COUPON_TEXTS.requestFailed, 503);
  }
}

// The cart's own apply-coupon, coming back to this page (its refusals beside the coupon).
const applyCoupon = cartIntents("default", COUPONS_PATH)["apply-coupon"];

export const action = accountAction({
  [COUPON_INTENTS.get]: getCoupon,
  [COUPON_INTENTS.use]: (ctx) =>
    applyCoupon({ session: ctx.user.session, form: ctx.form, intent: ctx.intent, args: ctx.args }),
});
