import { z } from "zod";
import { INVALID_LINK_MESSAGE, UNSUBSCRIBE_INTENT } from "~/lib/form-names";
export { INVALID_LINK_MESSAGE, UNSUBSCRIBE_INTENT };

/** The e-mail link's two values: the subscriber's id and the platform's token for it. */
export const unsubscribeLinkSchema = z.object({
  s: z.string({ required_error: INVALID_LINK_MESSAGE }).regex(/^[\w-]{1,64}$/, INVALID_LINK_MESSAGE),
  t: z.string({ required_error: INVALID_LINK_MESSAGE }).regex(/^[\w-]{16,128}$/, INVALID_LINK_MESSAGE),
});
