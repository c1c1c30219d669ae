// The device code forms (account and order confirmation). Only the shape is checked here (the
// card's 10 letters and digits, as the field's hint says); whether the code is valid is the device
// service's call (product.md §5: validated before registering).
import { z } from "zod";
import { normaliseDeviceCode } from "../models/device";

/** The letters and digits of a registration code printed on the card in a device's box. */
export const DEVICE_CODE_LENGTH = 10;

export const CODE_MISSING = "Enter the registration code from the card in your device's box.";
export const CODE_SHAPE = "Use only the letters and digits printed on the card, like ASHX 12AB 34.";

export const deviceCodeSchema = () =>
  z.object({
    code: z
      .string({ required_error: CODE_MISSING })
      .transform(normaliseDeviceCode)
      .pipe(
        z
          .string()
          .min(1, CODE_MISSING)
          .regex(/^[A-Z0-9]+$/, CODE_SHAPE)
          .min(
            DEVICE_CODE_LENGTH,
            `The code is too short: it has ${DEVICE_CODE_LENGTH} letters and digits. Check you've typed all of it.`,
          )
          .max(
            DEVICE_CODE_LENGTH,
            `The code is too long: it has ${DEVICE_CODE_LENGTH} letters and digits. Check you've typed only the code.`,
          ),
      ),
  });
