// Pack codes and trade-in (product.md §3 Pack registration result, §4, §5, §7): the domain shapes
// both platform flavours are mapped into.
import type { AccountError, Auth } from "./account";
import type { Money } from "./commerce";

export interface LoyaltyRule {
  code: string;
  name: string;
  points: number;
}

/** product.md §3: valid when the platform returned inventory; limit reached when the code is genuine and registrable but none came back. */
export interface PackRegistrationResult {
  /** the platform refused the code (unknown, already used, malformed): `error` says why */
  hasError: boolean;
  isValid: boolean;
  limitReached: boolean;
  loyalty_rule: LoyaltyRule | null;
  error: AccountError | null;
}

export interface PackGateway {
  register(auth: Auth, code: string): Promise<PackRegistrationResult>;
}

export interface TradeInConfiguration {
  enabled: boolean;
  /** the device skus (parents) a trade-in can be used for */
  products: { sku: string; name: string }[];
  credit: Money;
  maxPerCustomer: number;
  terms: string;
}

export interface TradeInGateway {
  /** the tenant's offer; cached with product.md §9's 5 s stale time */
  getConfiguration(): Promise<TradeInConfiguration>;
  /** product.md §5: needs a signed-in customer; §8: false on any error */
  isEligible(auth: Auth | null): Promise<boolean>;
}
