import { config } from "../config";
import { cached, FIVE_MINUTES } from "../cache";
import { createRestClient, RestError } from "../http/rest";
import { accountOps as ops } from "./account-flavours";
import { AccountGatewayError, orderConsents, SESSION_EXPIRED, toAccountError } from "./account-map";
import type {
  AccountAddressInput,
  AccountError,
  AccountGateway,
  MarketingSubscription,
  Result,
} from "~/lib/models/account";
import { orderByDisplayAfter } from "./display-after";
import { normalisePhone } from "~/lib/address";
import { countryOfTenant, isIsoDate } from "./formats";
import { platform, TENANT_HEADER, withSignal, type PlatformCallOptions } from "./platform";

/**
 * The account gateway (contract: ./account-types.ts) over whichever platform flavour is
 * configured. Result-returning methods give the shopper's refusals as AccountError (field
 * names as in the contract's inputs); the others throw AccountGatewayError. A 401/403 on a
 * signed-in call is SESSION_EXPIRED either way. Outages stay UpstreamUnavailableError (503).
 */

const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const refuse = (error: AccountError): Result<never> => ({ ok: false, error });
const invalid = (code: string, message: string, field: string) => refuse({ code, message, field, status: 422 });

// SPEC §5 / DESIGN §5: one message whether the e-mail is unknown or the password wrong.
export const INVALID_CREDENTIALS_MESSAGE = "The e-mail or password is incorrect.";
const SUBSCRIPTION_CATEGORIES: MarketingSubscription["category"][] = ["email", "sms", "post"];

export function accountGateway(options: PlatformCallOptions = {}): AccountGateway {
  const { flavour, url, tenant } = config().platform;
  const rest = withSignal(
    createRestClient({ service: "platform", baseUrl: url, headers: { [TENANT_HEADER]: tenant } }),
    options.signal,
  );
  const f = flavour;

  async function attempt<T>(userScoped: boolean, fn: () => Promise<T>): Promise<Result<T>> {
    try {
      return ok(await fn());
    } catch (error) {
      if (error instanceof AccountGatewayError) return refuse(error.error);
      if (error instanceof RestError) return refuse(toAccountError(f, error, userScoped));
      throw error;
    }
  }

  async function must<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof RestError) throw new AccountGatewayError(toAccountError(f, error, true));
      throw error;
    }
  }

  /** Typed numbers go out as "+…" (SPEC §5); national ones are read for the address's country or the market. */
  const phone = (raw: string, country?: string) => normalisePhone(raw, country || countryOfTenant(tenant));
  const badPhone = () => invalid("INVALID_PHONE", "Enter a valid phone number, e.g. +44 7700 900123.", "telephone");
  const badDob = () => invalid("INVALID_DATE", "Enter a valid date of birth.", "dob");

  function addressInput(input: AccountAddressInput): AccountAddressInput | null {
    const telephone = phone(input.telephone, input.countryCode);
    return telephone ? { ...input, countryCode: input.countryCode.toUpperCase(), telephone } : null;
  }

  return {
    async login(identifier, password, keepLoggedIn) {
      const settings = await platform().getUserConfiguration();
      // SPEC §5: a lifetime only when keep-me-logged-in is offered (the tenant has one) and ticked.
      const sessionTtl =
        keepLoggedIn && settings.defaultSessionTtlSeconds > 0 ? settings.defaultSessionTtlSeconds : undefined;
      try {
        return ok(
          await ops.login[f](rest, {
            identifier: identifier.trim(),
            password,
            strategy: settings.defaultLoginStrategy,
            sessionTtl,
          }),
        );
      } catch (error) {
        if (!(error instanceof RestError)) throw error;
        if (error.status === 429) return refuse(toAccountError(f, error, false));
        return refuse({ code: "INVALID_CREDENTIALS", message: INVALID_CREDENTIALS_MESSAGE, status: error.status });
      }
    },

    async logout(auth) {
      // Signing out locally must never fail because the platform did; say so, though.
      await ops.logout[f](rest, auth).catch((error: unknown) =>
        console.warn(`[account] logout not confirmed upstream: ${(error as Error).message}`),
      );
    },

    async validateSession(auth) {
      try {
        await ops.validateSession[f](rest, auth);
        return true;
      } catch (error) {
        if (error instanceof RestError) return false;
        throw error;
      }
    },

    async getRegistrationForm() {
      const form = await cached(`platform:registration-form:${f}:${tenant}`, FIVE_MINUTES, () =>
        ops.getRegistrationForm[f](rest),
      );
      return { customAttributes: orderByDisplayAfter(form.customAttributes), consents: orderConsents(form.consents) };
    },

    async register(input) {
      if (!isIsoDate(input.dob)) return badDob();
      const telephone = input.telephone?.trim() ? phone(input.telephone) : null;
      if (input.telephone?.trim() && !telephone) return badPhone();
      const referralCode = input.referralCode?.trim() || null;
      return attempt(false, () =>
        ops.register[f](rest, { ...input, email: input.email.trim(), telephone, referralCode }),
      );
    },

    async verifyReferralCode(code) {
      if (!code.trim()) return false;
      try {
        await ops.verifyReferralCode[f](rest, code.trim());
        return true;
      } catch (error) {
        if (error instanceof RestError && error.status === 422) return false; // SPEC §5/§8
        throw error;
      }
    },

    async requestPasswordReset(email) {
      try {
        await ops.requestPasswordReset[f](rest, email.trim());
      } catch (error) {
        // Same outcome for every address; a refusal here must not tell one from another.
        if (!(error instanceof RestError)) throw error;
        console.warn(`[account] password reset request refused: HTTP ${error.status}`);
      }
    },

    resetPassword: (token, password) => attempt(false, () => ops.resetPassword[f](rest, token, password)),
    getProfile: (auth) => must(() => ops.getProfile[f](rest, auth)),

    async updatePersonalDetails(auth, input) {
      if (input.dob !== null && !isIsoDate(input.dob)) return badDob();
      return attempt(true, () => ops.updatePersonalDetails[f](rest, auth, input));
    },

    updateCustomAttributes: (auth, values) => attempt(true, () => ops.updateCustomAttributes[f](rest, auth, values)),
    requestEmailChange: (auth, newEmail, password) =>
      attempt(true, () => ops.requestEmailChange[f](rest, auth, newEmail.trim(), password)),
    verifyEmailChange: (token) => attempt(false, () => ops.verifyEmailChange[f](rest, token)),

    async startPhoneVerification(auth, telephone) {
      const number = phone(telephone);
      if (!number) return badPhone();
      return attempt(true, () => ops.startPhoneVerification[f](rest, auth, number));
    },

    /** On "validated" the number is also saved to the profile, spending the verification. */
    confirmPhoneVerification: (auth, verificationId, code) =>
      attempt(true, async () => {
        const { status, phone: number } = await ops.checkPhoneCode[f](rest, auth, verificationId, code.trim());
        if (status === "validated") await ops.updatePhone[f](rest, auth, number, verificationId);
        return { status };
      }),

    changePassword: (auth, current, next) => attempt(true, () => ops.changePassword[f](rest, auth, current, next)),

    getCommunicationPreferences: (auth) =>
      must(async () => {
        const [consents, subscribed] = await Promise.all([
          ops.getConsents[f](rest, auth),
          ops.getSubscriptions[f](rest, auth),
        ]);
        const subscriptions = SUBSCRIPTION_CATEGORIES.map((category) => ({
          category,
          subscribed: subscribed.some((s) => s.category === category),
        }));
        return { consents: orderConsents(consents), subscriptions };
      }),

    updateCommunicationPreferences: (auth, consents, subscriptions) =>
      attempt(true, async () => {
        if (consents.length) await ops.updateConsents[f](rest, auth, consents);
        const current = await ops.getSubscriptions[f](rest, auth);
        const add = subscriptions.filter((s) => s.subscribed && !current.some((c) => c.category === s.category));
        const remove = current.filter((c) => subscriptions.some((s) => s.category === c.category && !s.subscribed));
        // Subscriptions are per e-mail address: the platform's copy of it is the one to use.
        const email = add.length ? (await ops.getProfile[f](rest, auth)).email : "";
        for (const s of add) await ops.subscribe[f](rest, auth, email, s.category, config().locale);
        for (const s of remove) await ops.unsubscribe[f](rest, auth, s.subscriberId);
      }),

    listAddresses: (auth) => must(() => ops.listAddresses[f](rest, auth)),

    async addAddress(auth, input) {
      const clean = addressInput(input);
      return clean ? attempt(true, () => ops.addAddress[f](rest, auth, clean)) : badPhone();
    },

    async updateAddress(auth, id, input) {
      const clean = addressInput(input);
      return clean ? attempt(true, () => ops.updateAddress[f](rest, auth, id, clean)) : badPhone();
    },

    deleteAddress: (auth, id) => attempt(true, () => ops.deleteAddress[f](rest, auth, id)),
    setDefaultAddress: (auth, id, kind) => attempt(true, () => ops.setDefaultAddress[f](rest, auth, id, kind)),
    getWallet: (auth) => must(() => ops.getWallet[f](rest, auth)),
    removeCard: (auth, id) => attempt(true, () => ops.removeCard[f](rest, auth, id)),
    cancelAccount: (auth, password, reason) =>
      attempt(true, () => ops.cancelAccount[f](rest, auth, password, reason?.trim() || null)),
    deactivateAccount: (auth, password) => attempt(true, () => ops.deactivateAccount[f](rest, auth, password)),

    async requestOrderCancellation(auth, orderNumber, reason) {
      try {
        return await ops.requestOrderCancellation[f](rest, auth, orderNumber, reason);
      } catch (error) {
        if (error instanceof RestError && (error.status === 401 || error.status === 403))
          throw new AccountGatewayError(SESSION_EXPIRED);
        if (error instanceof RestError) return false; // SPEC §4: anything but true is "not cancelled"
        throw error;
      }
    },
  };
}
