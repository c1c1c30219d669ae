// Contract of the age-verification gateway (app/.server/platform/age-verification.ts), one
// interface for both platform flavours (product.md §7 Age verification, §4 its asynchronous flow).
import type { Auth, Result } from "./account";

/** product.md §4: success, pending or failed; unknown values count as pending. */
export type AgeVerificationStatus = "success" | "pending" | "failed";

export interface AgeMethodField {
  code: string;
  label: string;
  type: "text" | "date";
  hint: string | null;
  required: boolean;
}

export interface AgeMethod {
  code: string;
  name: string;
  description: string;
  /** sync: decided at once from the fields; async: finished on the provider's page */
  flow: "sync" | "async";
  fields: AgeMethodField[];
}

export interface HiddenVerification {
  available: boolean;
  methodCode: string | null;
}

export interface AgeVerification {
  uuid: string;
  status: AgeVerificationStatus;
  methodCode: string;
  /** why it failed, in the platform's words */
  message: string | null;
}

export interface AgeVerificationRequest {
  email: string;
  methodCode: string;
  countryCode: string;
  /** field code → value */
  fields: Record<string, string>;
}

export interface AgeVerificationGateway {
  /** the methods offered in `country` (hidden check not included); cached indefinitely (product.md §9) */
  getMethods(country: string): Promise<AgeMethod[]>;
  hasHiddenVerification(country: string): Promise<HiddenVerification>;
  /** init: a synchronous method, decided at once; `auth` marks a customer verified on success */
  verify(auth: Auth | null, request: AgeVerificationRequest): Promise<Result<AgeVerification>>;
  /** init-async: the provider's page to send the shopper to, which returns to `returnUrl` */
  start(
    auth: Auth | null,
    request: AgeVerificationRequest & { returnUrl: string },
  ): Promise<Result<AgeVerification & { redirectUrl: string }>>;
  /** the verification's status now (refusals throw AccountGatewayError) */
  status(auth: Auth | null, uuid: string): Promise<AgeVerification>;
}
