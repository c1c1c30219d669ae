// Checkout's age gate (product.md §3 store config is_age_verification_enabled): where the store
// asks for it, only a verified adult reaches the payment step or places an order. A signed-in
// customer who isn't verified is sent to /account/age-verification and back; a guest gets the
// hidden check on the details they entered, run as they reach the payment step (no click),
// and only when it fails or isn't offered, the list of methods (docs/decisions/0013).
import { getStoreConfig } from "../commerce/catalog";
import { currentUser } from "../auth/require-user";
import { accountGateway } from "../platform/account";
import { AccountGatewayError } from "../platform/account-map";
import { ageVerificationGateway } from "../platform/age-verification";
import { redirectTo, type CheckoutContext } from "../checkout/context";

export const ACCOUNT_AGE_PATH = "/account/age-verification";
export const guestAgePath = (base: string) => `${base}/age-verification`;

const CUSTOMER_MESSAGE = "Before you pay, please confirm your age. It takes a minute and you only do it once.";

/** The guest's details the hidden check compares with records. */
function guestDetails(ctx: CheckoutContext) {
  const a = ctx.state.billingAddress ?? ctx.state.shippingAddress;
  return {
    country: a?.countryCode ?? "GB",
    fields: { first_name: a?.firstname ?? "", last_name: a?.lastname ?? "", postcode: a?.postcode ?? "" },
  };
}

/**
 * Whether the platform still says the guest's verification succeeded. The cookie is sealed, but
 * an order is placed on the platform's word, not the cookie's: a verdict without a verification
 * behind it, or one the platform does not know, is no verdict.
 */
async function stillVerified(ctx: CheckoutContext, uuid: string | undefined): Promise<boolean> {
  if (!uuid) return false;
  try {
    return (await ageVerificationGateway({ signal: ctx.request.signal }).status(null, uuid)).status === "success";
  } catch (error) {
    if (error instanceof AccountGatewayError) return false;
    throw error;
  }
}

/**
 * Null when the shopper may pay; else the redirect to verify first (the host commits the
 * session with it). `placing`: the order is about to be placed, so a guest's verdict is asked again.
 */
export async function ageGate(ctx: CheckoutContext, { placing = false } = {}): Promise<Response | null> {
  if (!(await getStoreConfig(ctx.store)).isAgeVerificationEnabled) return null;
  const back = encodeURIComponent(`${ctx.base}/payment`);
  const user = currentUser(ctx.session);
  if (user) {
    if ((await accountGateway().getProfile(user.auth)).isAgeVerified) return null;
    return redirectTo(ctx.session, `${ACCOUNT_AGE_PATH}?redirectTo=${back}`, { kind: "info", text: CUSTOMER_MESSAGE });
  }
  const email = ctx.state.email ?? "";
  const { country, fields } = guestDetails(ctx);
  const known = ctx.session.get("ageGuest");
  const same = known?.email === email;
  if (same && known.verified && (!placing || (await stillVerified(ctx, known.verification)))) return null;
  let hiddenTried = same && known.hiddenTried;
  if (!hiddenTried) {
    const api = ageVerificationGateway({ signal: ctx.request.signal });
    const hidden = await api.hasHiddenVerification(country);
    if (hidden.available && hidden.methodCode) {
      const result = await api.verify(null, { email, methodCode: hidden.methodCode, countryCode: country, fields });
      const verified = result.ok && result.value.status === "success";
      const verification = verified ? result.value.uuid : undefined;
      ctx.session.set("ageGuest", { email, country, verified, hiddenTried: true, verification });
      if (verified) return null;
    }
    hiddenTried = true;
  }
  ctx.session.set("ageGuest", { email, country, verified: false, hiddenTried });
  // the page itself says why (no flash: it would say it twice)
  return redirectTo(ctx.session, `${guestAgePath(ctx.base)}?redirectTo=${back}`);
}
