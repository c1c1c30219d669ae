// product.md §8: the device registration notices, by the device service's HTTP status. 400, 401 and
// 500 also offer to try later; 404, 406 and 409 read the same (no oracle, issue 36, 4).

export interface DeviceNotice {
  status: number;
  title: string;
  message: string;
  tryLater: boolean;
}

const NOT_REGISTRABLE: Omit<DeviceNotice, "status"> = {
  title: "We couldn't register this code",
  message:
    "Check the 10 letters and digits on the card in your device's box. If you bought the device second-hand, ask the previous owner to remove it from their account first.",
  tryLater: false,
};

const NOTICES: Record<number, Omit<DeviceNotice, "status">> = {
  400: {
    title: "Bad request",
    message: "The device service couldn't read that code. Check the code on the card in the box and try again later.",
    tryLater: true,
  },
  401: {
    title: "Unauthorized user",
    message:
      "The device service didn't accept your sign-in, so nothing was changed. Try again later; if it keeps happening, sign out and sign in again.",
    tryLater: true,
  },
  // An unknown code, an invalid one and one registered to someone else get one answer (issue
  // 36, 4): telling them apart would tell a guesser which codes belong to a device.
  406: NOT_REGISTRABLE,
  500: {
    title: "Processing error",
    message:
      "The device service couldn't process this device just now, so nothing was registered. Please try again later.",
    tryLater: true,
  },
};

/** The statuses that would tell whether a code exists or whose it is: all answered as 406. */
const ONE_ANSWER = new Set([404, 406, 409]);

/** The notice for a refusal; statuses product.md does not name read as the processing error. */
export function deviceNotice(status: number): DeviceNotice {
  const shown = ONE_ANSWER.has(status) ? 406 : status;
  return { status: shown, ...(NOTICES[shown] ?? NOTICES[500]) };
}
