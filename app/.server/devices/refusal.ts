// The answer to a refused device code (product.md §8, issue 40, 12), for the account's and the
// order confirmation's registration forms: beside the code field when the shopper can correct
// it, else the notice over the form. Either way the code stays as typed.
import { deviceFieldMessage, deviceNotice } from "~/lib/device-notices";
import type { DeviceError } from "~/lib/models/device";
import { reply } from "../forms/form";

export function refuseDeviceCode(intent: string, submission: Parameters<typeof reply>[1], error: DeviceError) {
  const message = deviceFieldMessage(error);
  return message
    ? reply(intent, submission, { message, field: "code" })
    : reply(intent, submission, { detail: deviceNotice(error.status) });
}
