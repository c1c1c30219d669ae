// Not in form-names.ts: that module is a script chunk many pages share, and this page ships none
// (decision 0062), so its names would only weigh on theirs.

/** The lead's consent confirmation form's intent (decision 0062). */
export const CONFIRM_CONSENT_INTENT = "confirm-consent";
