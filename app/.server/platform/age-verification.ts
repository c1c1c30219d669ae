import { config } from "../config";
import { cached } from "../cache";
import { createRestClient, RestError } from "../http/rest";
import type { Auth, Result } from "~/lib/models/account";
import type { AgeVerificationGateway } from "~/lib/models/age-verification";
import { AccountGatewayError, toAccountError } from "./account-map";
import { TENANT_HEADER, withSignal, type PlatformCallOptions } from "./platform";
import * as legacy from "./age-verification-legacy";
import * as unified from "./age-verification-unified";

/**
 * The age-verification gateway (contract: ~/lib/models/age-verification) over whichever
 * platform flavour is configured, in the account gateway's style: starts answer Result with
 * the shopper's refusals (field "fields.<code>"), reads throw AccountGatewayError; a
 * customer's 401/403 is SESSION_EXPIRED; outages stay UpstreamUnavailableError (503).
 */
const OPS = { unified, legacy };

export function ageVerificationGateway(options: PlatformCallOptions = {}): AgeVerificationGateway {
  const { flavour, url, tenant } = config().platform;
  const rest = withSignal(
    createRestClient({ service: "platform", baseUrl: url, headers: { [TENANT_HEADER]: tenant } }),
    options.signal,
  );
  const ops = OPS[flavour];
  const refusal = (auth: Auth | null, error: RestError) => toAccountError(flavour, error, auth !== null);

  async function attempt<T>(auth: Auth | null, fn: () => Promise<T>): Promise<Result<T>> {
    try {
      return { ok: true, value: await fn() };
    } catch (error) {
      if (error instanceof RestError) return { ok: false, error: refusal(auth, error) };
      throw error;
    }
  }

  return {
    // SPEC §9: the methods are cached indefinitely (per tenant, flavour and country).
    getMethods: (country) =>
      cached(`platform:age-methods:${flavour}:${tenant}:${country}`, Infinity, () => ops.getMethods(rest, country)),
    hasHiddenVerification: (country) =>
      cached(`platform:age-hidden:${flavour}:${tenant}:${country}`, Infinity, () =>
        ops.hasHiddenVerification(rest, country),
      ),
    verify: (auth, request) =>
      attempt(auth, async () => {
        const { redirectUrl: _, ...v } = await ops.verify(rest, auth, request);
        return v;
      }),
    start: (auth, request) =>
      attempt(auth, async () => {
        const v = await ops.start(rest, auth, request);
        if (!v.redirectUrl) throw new Error("age verification: init-async answered without redirect_url");
        return { ...v, redirectUrl: v.redirectUrl };
      }),
    async status(auth, uuid) {
      try {
        const { redirectUrl: _, ...v } = await ops.status(rest, auth, uuid);
        return v;
      } catch (error) {
        if (error instanceof RestError) throw new AccountGatewayError(refusal(auth, error));
        throw error;
      }
    },
  };
}
