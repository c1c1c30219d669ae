// SPEC §8: the device registration notices, by the device service's HTTP status. 400, 401 and
// 500 also offer to try later; 404 is 'Device not found'.

export interface DeviceNotice {
  status: number;
  title: string;
  message: string;
  tryLater: boolean;
}

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
  404: {
    title: "Device not found",
    message: "We couldn't find a device with this code. Check the code on the card in the box.",
    tryLater: false,
  },
  406: {
    title: "Invalid registration code",
    message: "This isn't a valid registration code. Check the 10 letters and digits on the card in your device's box.",
    tryLater: false,
  },
  409: {
    title: "Already registered to another user",
    message:
      "This device is registered to someone else. If you bought it second-hand, ask the previous owner to remove it from their account first.",
    tryLater: false,
  },
  500: {
    title: "Processing error",
    message:
      "The device service couldn't process this device just now, so nothing was registered. Please try again later.",
    tryLater: true,
  },
};

/** The notice for a refusal; statuses SPEC does not name read as the processing error. */
export function deviceNotice(status: number): DeviceNotice {
  return { status, ...(NOTICES[status] ?? NOTICES[500]) };
}
