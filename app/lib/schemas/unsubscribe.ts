import { z } from "zod";

export const UNSUBSCRIBE_INTENT = "unsubscribe";
export const INVALID_LINK_MESSAGE =
  "This unsubscribe link is not complete or not valid. Use the link in our latest e-mail, or change what we send you in your account's communication preferences.";

/** The e-mail link's two values: the subscriber's id and the platform's token for it. */
export const unsubscribeLinkSchema = z.object({
  s: z.string({ required_error: INVALID_LINK_MESSAGE }).regex(/^[\w-]{1,64}$/, INVALID_LINK_MESSAGE),
  t: z.string({ required_error: INVALID_LINK_MESSAGE }).regex(/^[\w-]{16,128}$/, INVALID_LINK_MESSAGE),
});
