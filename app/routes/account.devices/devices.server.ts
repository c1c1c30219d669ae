// The intents of /account/devices: register a device by its code (validated, looked up,
// then registered or moved from a guest purchase) and unassign one. Success redirects with a
// flash; a refused code is said beside its field, any other refusal is product.md §8's notice
// over the form, with the code as typed.
import { deviceNotice } from "~/lib/device-notices";
import { DEVICES_PAGE, type DeviceError } from "~/lib/models/device";
import { deviceCodeSchema } from "~/lib/schemas/device";
import { registerByCode } from "~/.server/devices/register";
import { refuseDeviceCode } from "~/.server/devices/refusal";
import { refuseCodeCheck } from "~/.server/limits/code-limits";
import { parseForm, reply } from "~/.server/forms/form";
import { codeLimits } from "~/.server/limits/rate-limit";
import { done, type ActionContext } from "~/.server/account/context";
import { formatCalendarDate } from "~/.server/account/format";
import { deviceApi } from "~/.server/account/gateways";
import { accountGateway } from "~/.server/platform/account";
import type { Auth } from "~/lib/models/account";

const DEVICES = DEVICES_PAGE;

type Submission = Parameters<typeof reply>[1];

/**
 * A 401 from the device service may be a session that is over (a cookie copied before logging
 * out): the platform is asked, and its SESSION_EXPIRED (thrown) signs the shopper out and sends
 * them to sign in, rather than showing "unauthorized user" (issue 36, 10).
 */
export async function endedSessionSignsOut(auth: Auth, status: number): Promise<void> {
  if (status === 401) await accountGateway().getProfile(auth);
}
/** product.md §8's notice for a refused removal, as the reply's detail (the page shows it as an alert). */
export const refusedWith = (intent: string, submission: Submission, error: DeviceError) =>
  reply(intent, submission, { detail: deviceNotice(error.status) });

export async function register(ctx: ActionContext) {
  const submission = parseForm(ctx.form, deviceCodeSchema());
  if (submission.status !== "success") return reply(ctx.intent, submission);
  // wrong codes count per account and address (issue 36, 4)
  const limit = await codeLimits(ctx.request, "device-code", { account: ctx.user.auth.userUuid });
  if (!limit.ok) return refuseCodeCheck(ctx.intent, submission, "code", limit);
  const result = await registerByCode(deviceApi(), { auth: ctx.user.auth }, submission.value.code);
  if (!result.ok) await endedSessionSignsOut(ctx.user.auth, result.error.status);
  if (!result.ok) return refuseDeviceCode(ctx.intent, submission, result.error);
  await limit.succeeded();
  const { device, outcome } = result.value;
  const what = `${device.name}${device.colour ? ` (${device.colour})` : ""}`;
  const warranty = device.warrantyExpiryDate
    ? ` Its warranty runs until ${formatCalendarDate(device.warrantyExpiryDate)}.`
    : "";
  const message =
    outcome === "already-yours"
      ? `${what} is already registered to your account.`
      : outcome === "assigned"
        ? `${what}, registered with your order, is now in your account.${warranty}`
        : `${what} is registered to your account.${warranty}`;
  return done(ctx.user.session, DEVICES, message);
}

export async function unassign(ctx: ActionContext) {
  const submission = parseForm(ctx.form, deviceCodeSchema());
  if (submission.status !== "success") return reply(ctx.intent, submission);
  const result = await deviceApi().unassign(ctx.user.auth, submission.value.code);
  if (!result.ok) await endedSessionSignsOut(ctx.user.auth, result.error.status);
  if (!result.ok) return refusedWith(ctx.intent, submission, result.error);
  return done(
    ctx.user.session,
    DEVICES,
    `${result.value.name} has been removed from your account. It can now be registered by its new owner.`,
  );
}
