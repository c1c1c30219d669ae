import { z } from "zod";
import { CONFIRM_CONSENT_INTENT } from "~/lib/lead-consent";
export { CONFIRM_CONSENT_INTENT };

/**
 * A lead's consent hash as the platform writes it in the e-mailed link: letters, digits, `-`
 * and `_` (base64url), 16 to 128 of them. Anything else is not a link the platform made.
 */
export const leadConsentHash = z.string().regex(/^[\w-]{16,128}$/);

/** The form on the page: the link's hash, posted back to the link itself. */
export const leadConsentSchema = z.object({ hash: leadConsentHash });
