// /order-status: a guest finds an order later, from its number, the e-mail it was placed with
// and the billing postcode (what Adobe Commerce's guestOrder asks). Guessing is limited like
// every code: 5 wrong tries in 10 minutes per order number and 30 per address. A found order is
// remembered in this browser's session and shown by the loader (post/redirect/get).
import type { AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { formatDate } from "~/.server/account/format";
import { shownAddress } from "~/.server/addresses/display";
import { getGuestOrder } from "~/.server/commerce/checkout";
import { statusLabeller } from "~/.server/commerce/order-statuses";
import { formAction, parseForm, redirectWithFlash, reply } from "~/.server/forms/form";
import { refuseCodeCheck } from "~/.server/limits/code-limits";
import { codeLimits } from "~/.server/limits/rate-limit";
import { guard } from "~/.server/responses/guard";
import { noStore } from "~/.server/responses/no-store";
import type { StoreView } from "~/lib/models/commerce";
import { orderLookupSchema } from "~/lib/schemas/checkout";
import { deviceCodeSchema } from "~/lib/schemas/device";
import { orderExternalId, orderHasDevice } from "~/.server/devices/order-registration";
import { refuseDeviceCode } from "~/.server/devices/refusal";
import { deviceGateway } from "~/.server/platform/devices";

/** the shop's orders, then the free trial's: a number alone does not say which store it is from */
const STORES: StoreView[] = ["default", "trial"];

/** The device service is down: the device stays on the order, and the code typed stays in its field. */
export const DEVICE_SERVICE_UNAVAILABLE =
  "We can't reach our device service right now, so the device is still on this order. Please try again in a few minutes.";

export const NOT_FOUND =
  "We couldn't find an order with these details. Check the order number, the e-mail address and the billing postcode.";

export const loader = guard(async ({ request, context }: { request: Request; context: AppLoadContext }) => {
  const found = context.session.get("foundOrder");
  const number = new URL(request.url).searchParams.get("number") ?? "";
  const [order, label] = found
    ? await Promise.all([
        getGuestOrder(found.store, found.number, found.email, "", found.postcode),
        // product.md §7 getorderstatus: the status as the order's store names it
        statusLabeller(found.store),
      ])
    : [null, null];
  const shown = order &&
    label &&
    found && {
      ...order,
      dateLabel: formatDate(order.orderDate),
      statusLabel: label(order.status),
      shippingAddress: await shownAddress(found.store, order.shippingAddress),
      billingAddress: await shownAddress(found.store, order.billingAddress),
    };
  // a guest order with a device in it: the device can be taken off the order (product.md §6)
  const hasDevice =
    found && order
      ? await orderHasDevice(
          found.store,
          order.items.map((i) => i.sku),
        ).catch(() => false)
      : false;
  // the link in the order e-mail names the order: the form starts with it
  return data({ order: shown, hasDevice, number: /^\d{6,12}$/.test(number) ? number : "" }, { headers: noStore() });
});

export const action = formAction(
  {
    "find-order": async ({ form, intent, args: { request, context } }) => {
      const submission = parseForm(form, orderLookupSchema);
      if (submission.status !== "success") return reply(intent, submission);
      const { number, email, postcode } = submission.value;
      const limit = await codeLimits(request, "order-lookup", { account: `order:${number}` });
      if (!limit.ok) return refuseCodeCheck(intent, submission, "number", limit);
      // an order of the shop or of the free trial's store: the number says which only to the store
      for (const store of STORES) {
        const order = await getGuestOrder(store, number, email, "", postcode);
        if (!order) continue;
        await limit.succeeded();
        context.session.set("foundOrder", { number, email, postcode, store });
        return redirect("/order-status", { headers: noStore() });
      }
      return reply(intent, submission, { message: NOT_FOUND });
    },
    /**
     * A device registered with the found order is taken off it (the device service's guest
     * unassign, by the order's external id, decision 0012): given away, or registered by
     * mistake. The order was found with its number, e-mail and postcode, and the code is on the
     * card in the device's box; guessing codes is limited as everywhere.
     */
    "unassign-device": async ({ form, intent, args: { request, context } }) => {
      const found = context.session.get("foundOrder");
      if (!found) return redirect("/order-status", { headers: noStore() });
      const submission = parseForm(form, deviceCodeSchema());
      if (submission.status !== "success") return reply(intent, submission);
      const limit = await codeLimits(request, "device-code", { session: orderExternalId(found.number) });
      if (!limit.ok) return refuseCodeCheck(intent, submission, "code", limit);
      const result = await deviceGateway({ signal: request.signal }).unassignGuest(
        submission.value.code,
        orderExternalId(found.number),
      );
      if (!result.ok) {
        // not this order's device (someone else's, a free one, or none with this code)
        if (result.error.status === 404 || result.error.status === 409)
          return reply(intent, submission, {
            field: "code",
            message: `No device with this code is registered with order ${found.number}. Check the code on the card in its box.`,
          });
        return refuseDeviceCode(intent, submission, result.error);
      }
      await limit.succeeded();
      return redirectWithFlash(context.session, "/order-status", {
        kind: "success",
        message: `${result.value.name} is no longer registered with order ${found.number}. It can now be registered again, by you or by whoever you give it to.`,
      });
    },
    "forget-order": async ({ args: { context } }) => {
      context.session.unset("foundOrder");
      return redirect("/order-status", { headers: noStore() });
    },
  },
  {
    unavailable: (intent) =>
      intent === "unassign-device"
        ? DEVICE_SERVICE_UNAVAILABLE
        : "We can't look up orders right now. Please try again in a few minutes.",
    // people never see the honeypot; a bot that fills it finds nothing
    spam: () => redirect("/order-status", { headers: noStore() }),
  },
);
