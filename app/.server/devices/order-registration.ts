// Device registration on the order confirmation page (product.md §6): a guest registers the devices
// of the order they just placed by the code in the box, under the order's external id
// (decision 0012); a signed-in customer's order registers them to their account.
import type { ActionFunctionArgs } from "@remix-run/node";
import { commerceRequest } from "../commerce/client";
import { GetDeviceProductsDocument } from "../commerce/generated/operations";
import { cached, FIVE_MINUTES } from "../state/cache";
import { refuseCodeCheck } from "../limits/code-limits";
import { codeLimits } from "../limits/rate-limit";
import { parseForm, redirectWithFlash, reply } from "../forms/form";
import { currentUser } from "../auth/require-user";
import { getLastOrder, type LastOrder } from "../checkout/idempotency";
import { deviceGateway } from "../platform/devices";
import type { AppSession } from "../session/session";
import type { StoreView } from "~/lib/models/commerce";
import { deviceCodeSchema } from "~/lib/schemas/device";
import { registerByCode } from "./register";
import { refuseDeviceCode } from "./refusal";

/** The external id a guest purchase registers its devices under: its order number (decision 0012). */
export const orderExternalId = (orderNumber: string) => `order-${orderNumber}`;

/** Whether any of the order's skus is a device product (has_device, product.md §3 Product). */
export async function orderHasDevice(store: StoreView, skus: string[]): Promise<boolean> {
  const unique = [...new Set(skus)].sort();
  if (unique.length === 0) return false;
  const devices = await cached(`commerce:${store}:device-skus:${unique.join(",")}`, FIVE_MINUTES, async () => {
    const data = await commerceRequest(GetDeviceProductsDocument, { skus: unique, pageSize: unique.length }, { store });
    return (data.products?.items ?? []).filter((p) => p?.has_device === 1).map((p) => p!.sku ?? "");
  });
  return devices.length > 0;
}

export const REGISTER_DEVICE = "register-device";

export const NO_DEVICE_IN_ORDER =
  "This order has no device to register. A device you bought elsewhere can be registered in your account, under Devices.";

/**
 * The confirmation page's "register-device" intent, for the order this browser just placed,
 * and only when `holdsDevice` says that order has a device in it (issue 36, 7).
 */
export async function registerOrderDevice(
  { args, form }: { args: ActionFunctionArgs; form: FormData },
  holdsDevice: (session: AppSession, last: LastOrder) => Promise<boolean>,
) {
  const { session } = args.context;
  const last = getLastOrder(session);
  const number = args.params.orderNumber ?? "";
  if (!last || last.number !== number) throw new Response("Not found", { status: 404 });
  const submission = parseForm(form, deviceCodeSchema());
  if (submission.status !== "success") return reply(REGISTER_DEVICE, submission);
  if (!(await holdsDevice(session, last)))
    return reply(REGISTER_DEVICE, submission, { fieldErrors: { code: [NO_DEVICE_IN_ORDER] } });
  const user = currentUser(session);
  const owner = user ? { auth: user.auth } : { externalId: orderExternalId(number) };
  const limit = await codeLimits(args.request, "device-code", {
    account: user?.auth.userUuid,
    session: `order-${number}`,
  });
  if (!limit.ok) return refuseCodeCheck(REGISTER_DEVICE, submission, "code", limit);
  const result = await registerByCode(deviceGateway({ signal: args.request.signal }), owner, submission.value.code);
  if (!result.ok) return refuseDeviceCode(REGISTER_DEVICE, submission, result.error);
  await limit.succeeded();
  const { device } = result.value;
  const message = user
    ? `${device.name} is registered to your account. You'll find it under Devices in your account.`
    : `${device.name} is registered with order ${number}. If you create an account later, enter the same code on its Devices page to move it there.`;
  return redirectWithFlash(session, new URL(args.request.url).pathname, { kind: "success", message });
}
