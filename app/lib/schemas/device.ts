// The device code forms (account and order confirmation). Only the shape is checked here;
// whether the code is valid is the device service's call (product.md §5: validated before registering).
import { z } from "zod";
import { normaliseDeviceCode } from "../models/device";

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
          .min(6, "The code is too short: check you've typed all of it.")
          .max(20, "The code is too long: check you've typed only the code."),
      ),
  });
