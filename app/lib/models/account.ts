// Contract of the account gateway (app/.server/platform/account.ts): one interface for
// both platform flavours (unified /users/... + /api/..., legacy product.md §2 templates).
// Routes depend only on these shapes.
import type { RegionalValues } from "./checkout";

/** What a signed-in request carries (from the session cookie, never from the browser). */
export interface Auth {
  userUuid: string;
  identityToken: string;
  sessionToken: string;
}

/** Tokens returned by login/registration (product.md §3 Stored user). */
export interface SignIn {
  userUuid: string;
  identityToken: string;
  /** Adobe Commerce customer token (magento_token) for the commerce gateway */
  commerceToken: string;
  sessionToken: string;
  firstname: string;
  lastname: string;
  email: string;
  /** when the upstream session ends (ISO); the cookie must not outlive it */
  expiresAt: string;
  consentRenewalRequired: boolean;
  isAgeVerified: boolean;
  /** a heating device is registered to the customer (product.md §3 Stored user) */
  isDeviceRegistered: boolean;
}

/** A refusal the shopper can act on. `field` names the form field it belongs to. */
export interface AccountError {
  code: string; // e.g. INVALID_CREDENTIALS, EMAIL_TAKEN, WEAK_PASSWORD, INVALID_CODE, NOT_SUPPORTED, SESSION_EXPIRED
  message: string;
  field?: string;
  status: number;
}

/** What a platform gateway's call answers: its value, or the platform's refusal. */
export type Result<T, E = AccountError> = { ok: true; value: T } | { ok: false; error: E };

export interface CustomAttributeDefinition {
  code: string;
  type: "text" | "select" | "boolean" | "date";
  label: string;
  hint: string | null;
  isRequired: boolean;
  displayAfter: string | null;
  /** behaviour "readonly": set by the brand (a shop, customer service), shown but never sent */
  readOnly: boolean;
  /** belongs with the customer's delivery details rather than their profile */
  isAddressField: boolean;
  /** an answer once given may be removed ("" clears it) */
  clearable: boolean;
  options?: { value: string; label: string }[];
  validation?: { kind: string; value: string }[];
}

export interface ConsentDefinition {
  id: string;
  /** product.md §9 order: email, sms, post, survey, additional, GDPR */
  category: "email" | "sms" | "post" | "survey" | "additional" | "GDPR";
  label: string;
  required: boolean;
}

export interface RegistrationInput {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  /** ISO yyyy-mm-dd; the gateway converts to the API format */
  dob: string;
  telephone: string | null;
  customAttributes: Record<string, string>;
  consents: { id: string; accepted: boolean }[];
  referralCode: string | null;
}

export interface Profile {
  uuid: string;
  email: string;
  firstname: string;
  lastname: string;
  dob: string | null; // ISO yyyy-mm-dd
  telephone: string | null;
  gender: string | null;
  isAgeVerified: boolean;
  isPendingEmailVerification: boolean;
  extra: Record<string, string>;
  /** product.md §3 purposes: the ids of the consents the customer has agreed to */
  purposes: string[];
  allowDateOfBirthUpdate: boolean;
}

/** A complaint's case at the brand's customer service (product.md §7 Users, complaints). */
export type ComplaintStatus = "open" | "in_progress" | "resolved" | "closed";

export interface Complaint {
  reference: string;
  subject: string;
  orderNumber: string | null;
  status: ComplaintStatus;
  /** what customer service said when it resolved or closed the case */
  resolution: string | null;
  /** ISO timestamps */
  openedAt: string;
  updatedAt: string;
}

/** What a customer asks of the brand about their personal data (UK GDPR). */
export interface PrivacyRequestInput {
  type: "access" | "rectification" | "erasure";
  details: string;
}

/** The platform's receipt: its reference and the day the answer is due (ISO date). */
export interface PrivacyRequestReceipt {
  reference: string;
  dueAt: string;
}

/** product.md §3 Account address. */
export interface AccountAddress {
  id: string;
  firstname: string;
  lastname: string;
  company: string | null;
  streetName: string;
  streetNumber: string;
  streetAdditional: string | null;
  city: string;
  postcode: string | null;
  countryCode: string;
  region: string | null;
  regionCode: string | null;
  telephone: string;
  isDefaultBilling: boolean;
  isDefaultShipping: boolean;
  /** a live subscription delivers here (product.md §3): edits reach its next deliveries, deleting is refused */
  isSubscription: boolean;
  /** provinceName, districtName… as the country asks for them (product.md §5); {} when none given */
  regional: RegionalValues;
}
export type AccountAddressInput = Omit<
  AccountAddress,
  "id" | "isDefaultBilling" | "isDefaultShipping" | "isSubscription" | "regional"
> & {
  isDefaultBilling?: boolean;
  isDefaultShipping?: boolean;
  regional?: RegionalValues;
};

export interface Consent extends ConsentDefinition {
  accepted: boolean;
}

export interface MarketingSubscription {
  category: "email" | "sms" | "post";
  subscribed: boolean;
}

export interface WalletCard {
  id: string;
  brand: string;
  last4: string;
  expiry: string; // MM/YY
  isDefault: boolean;
}

export type VerificationStatus = "validated" | "pending" | "failed";

/** A one-time-code verification as the platform has it now (product.md §7 Verification). */
export interface PhoneVerificationState {
  status: VerificationStatus;
  attemptsLeft: number;
  /** ISO; null when the platform doesn't say */
  expiresAt: string | null;
}

export interface AccountGateway {
  login(identifier: string, password: string, keepLoggedIn: boolean): Promise<Result<SignIn>>;
  logout(auth: Auth): Promise<void>;
  /** false when the upstream session is gone (expired, revoked) */
  validateSession(auth: Auth): Promise<boolean>;
  getRegistrationForm(): Promise<{ customAttributes: CustomAttributeDefinition[]; consents: ConsentDefinition[] }>;
  register(input: RegistrationInput): Promise<Result<SignIn>>;
  /** product.md §5: invalid when the server answers 422 */
  verifyReferralCode(code: string): Promise<boolean>;
  /**
   * whether an account exists for this e-mail (unified email-exists, legacy /verify/{EMAIL}).
   * Only for an address the shopper has shown to be theirs (a guest order's): never a free lookup.
   */
  accountExists(email: string): Promise<boolean>;
  /**
   * Resolves the same way whether or not the e-mail exists (no account enumeration): undefined,
   * or a message when the request was not sent for a reason that says nothing of the address
   * (the platform refused the shop's bot-check token).
   */
  requestPasswordReset(email: string): Promise<string | undefined>;
  resetPassword(token: string, password: string): Promise<Result<void>>;
  getProfile(auth: Auth): Promise<Profile>;
  updatePersonalDetails(
    auth: Auth,
    input: { firstname: string; lastname: string; dob: string | null; gender: string | null },
  ): Promise<Result<Profile>>;
  /** the profile's custom attributes (Profile.extra); "" clears a clearable one. Added with the platform gateway. */
  updateCustomAttributes(auth: Auth, values: Record<string, string>): Promise<Result<Profile>>;
  /** one custom attribute (unified PUT …/custom-attributes/{code} {value}); "" clears a clearable one */
  updateCustomAttribute(auth: Auth, code: string, value: string): Promise<Result<Profile>>;
  /** the customer's complaints, the latest first; null where the platform keeps none (legacy, decision 0065) */
  getComplaints(auth: Auth): Promise<Complaint[] | null>;
  /** a friend's referral code named after registering; unified only (legacy: NOT_SUPPORTED) */
  addReferrerCode(auth: Auth, code: string): Promise<Result<void>>;
  /** a privacy (data subject access) request: unified privacy requests, legacy /dsar-request */
  requestPrivacy(auth: Auth, input: PrivacyRequestInput): Promise<Result<PrivacyRequestReceipt>>;
  requestEmailChange(auth: Auth, newEmail: string, password: string): Promise<Result<void>>;
  verifyEmailChange(token: string): Promise<Result<void>>;
  /** sends a one-time code; returns the verification item's uuid */
  startPhoneVerification(auth: Auth, telephone: string): Promise<Result<{ verificationId: string }>>;
  /** verified only when the status is "validated"; unknown statuses count as pending */
  confirmPhoneVerification(
    auth: Auth,
    verificationId: string,
    code: string,
  ): Promise<Result<{ status: VerificationStatus }>>;
  /** the verification item now, before a code is typed; null when the platform no longer has it */
  getPhoneVerification(auth: Auth, verificationId: string): Promise<PhoneVerificationState | null>;
  changePassword(auth: Auth, currentPassword: string, newPassword: string): Promise<Result<void>>;
  getCommunicationPreferences(auth: Auth): Promise<{ consents: Consent[]; subscriptions: MarketingSubscription[] }>;
  updateCommunicationPreferences(
    auth: Auth,
    consents: { id: string; accepted: boolean }[],
    subscriptions: MarketingSubscription[],
  ): Promise<Result<void>>;
  listAddresses(auth: Auth): Promise<AccountAddress[]>;
  addAddress(auth: Auth, input: AccountAddressInput): Promise<Result<AccountAddress>>;
  updateAddress(auth: Auth, id: string, input: AccountAddressInput): Promise<Result<AccountAddress>>;
  deleteAddress(auth: Auth, id: string): Promise<Result<void>>;
  setDefaultAddress(auth: Auth, id: string, kind: "billing" | "shipping"): Promise<Result<void>>;
  getWallet(auth: Auth): Promise<WalletCard[]>;
  removeCard(auth: Auth, id: string): Promise<Result<void>>;
  cancelAccount(auth: Auth, password: string, reason: string | null): Promise<Result<void>>;
  /** unified flavour only; the legacy one answers NOT_SUPPORTED */
  deactivateAccount(auth: Auth, password: string): Promise<Result<void>>;
  /** unified: POST /api/orders/request-cancellation; success only when the server answers true */
  requestOrderCancellation(auth: Auth, orderNumber: string, reason: string): Promise<boolean>;
}
