// Domain shapes of the platform (identity / accounts) service. Both backend flavours
// are mapped into these, so routes never know which one is configured.

export type PlatformFlavour = "unified" | "legacy";

/** product.md §3 password requirements: one definition, shared with the browser's checklist. */
export type { PasswordRequirements } from "~/lib/password-rules";
import type { PasswordRequirements } from "~/lib/password-rules";

export type RegistrationFieldType = "text" | "email" | "password" | "tel" | "date" | "checkbox";

export interface RegistrationField {
  name: string;
  label: string;
  type: RegistrationFieldType;
  required: boolean;
}

export interface UserConfiguration {
  registrationFields: RegistrationField[];
  loginStrategies: string[];
  defaultLoginStrategy: string;
  /** session lifetime sent when "keep me logged in" is chosen (product.md §5) */
  defaultSessionTtlSeconds: number;
  passwordRequirements: PasswordRequirements;
}

/** A platform response lacked something we need (product.md §8: the error names it). */
export class PlatformDataError extends Error {
  constructor(what: string, detail?: string) {
    super(`Missing data in platform response: ${what}${detail ? ` (${detail})` : ""}`);
    this.name = "PlatformDataError";
  }
}
