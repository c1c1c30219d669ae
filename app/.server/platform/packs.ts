import { config } from "../config";
import { createRestClient, RestError } from "../http/rest";
import type { PackGateway, PackRegistrationResult } from "~/lib/models/packs";
import { toAccountError } from "./account-map";
import { TENANT_HEADER, withSignal, type PlatformCallOptions } from "./platform";
import * as legacy from "./packs-legacy";
import * as unified from "./packs-unified";

/**
 * Pack registration (SPEC §3, §4, §7) over whichever platform flavour is configured. The
 * platform's refusals (unknown code, already used, 401/403 as SESSION_EXPIRED) come back in
 * the result as `hasError` with the error, its field named `code`; outages stay
 * UpstreamUnavailableError (503). A registration is never retried (a POST).
 */

const OPS = { unified, legacy };

export function packGateway(options: PlatformCallOptions = {}): PackGateway {
  const { flavour, url, tenant } = config().platform;
  const rest = withSignal(
    createRestClient({ service: "platform", baseUrl: url, headers: { [TENANT_HEADER]: tenant } }),
    options.signal,
  );
  return {
    async register(auth, code): Promise<PackRegistrationResult> {
      try {
        const a = await OPS[flavour].register(rest, auth, code);
        return {
          hasError: false,
          isValid: a.hasInventory,
          limitReached: a.genuine && a.registrable && !a.hasInventory,
          loyalty_rule: a.hasInventory ? a.rule : null,
          error: null,
        };
      } catch (error) {
        if (!(error instanceof RestError)) throw error;
        const e = toAccountError(flavour, error, true);
        const field = e.field === "packCode" ? "code" : e.field;
        return {
          hasError: true,
          isValid: false,
          limitReached: false,
          loyalty_rule: null,
          error: { ...e, ...(field ? { field } : {}) },
        };
      }
    },
  };
}
