// What a shopper is told when the device service refuses a code (product.md §8). What the shopper
// can put right (a code it cannot read, an unknown or invalid code, a device someone else has
// registered) is a message beside the code field, in plain words (issue 40, 12); 404, 406 and 409
// read the same, so the answer never tells whether a code exists or whose it is (issue 36, 4).
// Only what the shopper cannot fix (the service not accepting the sign-in, failing, or a request
// the shop got wrong) is a notice over the form, with "Try later".

import { BOT_CHECK_ERROR_CODE } from "./bot-check";

export interface DeviceNotice {
  status: number;
  title: string;
  message: string;
  tryLater: boolean;
}

/** The one message for an unknown, invalid or someone else's code. */
export const NOT_REGISTRABLE =
  "We couldn't register this code. Check the 10 letters and digits on the card in your device's box. If you bought the device second-hand, ask the previous owner to remove it from their account first.";

/** The device service could not read the code the shopper typed. */
export const UNREADABLE_CODE =
  "We couldn't read this code. Type the 10 letters and digits from the card in your device's box.";

const FIELD_MESSAGES: Record<number, string> = {
  400: UNREADABLE_CODE,
  404: NOT_REGISTRABLE,
  406: NOT_REGISTRABLE,
  409: NOT_REGISTRABLE,
};

const ON_OUR_SIDE: Omit<DeviceNotice, "status"> = {
  title: "Something went wrong on our side",
  message: "Our device service couldn't deal with this just now, so nothing was changed. Please try again later.",
  tryLater: true,
};

const NOTICES: Record<number, Omit<DeviceNotice, "status">> = {
  401: {
    title: "We couldn't confirm it's you",
    message:
      "Our device service didn't accept your sign-in, so nothing was changed. Try again later; if it keeps happening, sign out and sign in again.",
    tryLater: true,
  },
  // an unknown code, an invalid one and one registered to someone else (a removal, a list)
  406: { title: "We couldn't find this device", message: NOT_REGISTRABLE, tryLater: false },
  500: ON_OUR_SIDE,
};

/** The statuses that would tell whether a code exists or whose it is: all answered as 406. */
const ONE_ANSWER = new Set([404, 406, 409]);

/**
 * The message beside the code field for a refusal of a typed code the shopper can correct, or
 * null when the refusal is not about the code (`code` MISSING_ID: the shop's own request lacked
 * an id; the platform's bot-check refusal, decision 0048).
 */
export function deviceFieldMessage(error: { status: number; code?: string }): string | null {
  // the shop's own request lacked an id, or the platform refused the shop's bot-check token
  if (error.code === "MISSING_ID" || error.code === BOT_CHECK_ERROR_CODE) return null;
  return FIELD_MESSAGES[error.status] ?? null;
}

/** The notice for a refusal; any other status (a 400 the shop caused) reads as our side's. */
export function deviceNotice(status: number): DeviceNotice {
  const shown = ONE_ANSWER.has(status) ? 406 : status;
  return NOTICES[shown] ? { status: shown, ...NOTICES[shown] } : { status: 500, ...ON_OUR_SIDE };
}
