/** What a privacy request asks for (app/routes/account.privacy-request); its own module, so the
 * checkout's shared form names don't carry it. */
export const PRIVACY_REQUEST_TYPES = [
  { value: "access", label: "A copy of the personal data you hold about me" },
  { value: "rectification", label: "Correct personal data you hold about me" },
  { value: "erasure", label: "Delete the personal data you hold about me" },
] as const;
