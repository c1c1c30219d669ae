/**
 * The unified platform's refusal of the bot-check token this shop's server sent (decision 0048),
 * as both sides of the shop name it: the platform's `error_code` and the words the shopper reads.
 * Nothing the shopper typed is wrong; nothing was sent; trying again mints a new token.
 */
export const BOT_CHECK_ERROR_CODE = "CAPTCHA_INVALID";

export const BOT_CHECK_REFUSED_MESSAGE =
  "We could not complete the security check for this request. Nothing was sent: please try again in a moment.";
