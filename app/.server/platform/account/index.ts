import type { AccountGateway } from "~/lib/models/account";
import { platformRest, type PlatformCallOptions } from "../adapter";
import { addresses } from "./addresses";
import { consents } from "./consents";
import { identity } from "./identity";
import { profile } from "./profile";

export { INVALID_CREDENTIALS_MESSAGE } from "./identity";

/**
 * The account gateway (contract: ~/lib/models/account) over whichever platform flavour is
 * configured, by area: ./identity, ./profile, ./addresses, ./consents. Each operation is a
 * `{ unified, legacy }` pair called through ../adapter's `call`: changes answer Result with
 * the shopper's refusals (fields named as the contract's inputs), reads throw
 * AccountGatewayError; a 401/403 on a signed-in call is SESSION_EXPIRED either way.
 * Outages stay UpstreamUnavailableError (503).
 */
export function accountGateway(options: PlatformCallOptions = {}): AccountGateway {
  const rest = platformRest(options.signal);
  return { ...identity(rest), ...profile(rest), ...addresses(rest), ...consents(rest) };
}
