// The confirmation page: only for the order this browser just placed (session.lastOrder),
// read with the customer's token when signed in, else through the guest order lookup.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { shownAddress } from "~/.server/addresses/display";
import { getGuestOrder } from "~/.server/commerce/checkout";
import { getCustomerOrderDetails } from "~/.server/commerce/customer";
import { expiringSession } from "~/.server/auth/session-expiry";
import type { ConfirmedOrder } from "~/lib/models/checkout";
import type { StoreView } from "~/lib/models/commerce";
import { config } from "~/.server/config";
import { guard } from "~/.server/responses/guard";
import { UpstreamUnavailableError } from "~/.server/http/errors";
import type { AppSession } from "~/.server/session/session";
import { getLastOrder, type LastOrder } from "~/.server/checkout/idempotency";
import { perStoreView } from "~/.server/checkout/context";
import { accountOffer, claimableOrder } from "~/.server/checkout/claim-order";
import { formAction, reply } from "~/.server/forms/form";
import { sendToProvider } from "~/.server/payments/flow";
import { orderHasDevice, REGISTER_DEVICE, registerOrderDevice } from "~/.server/devices/order-registration";
import { log } from "~/.server/observability";
import { orderHasDownloads } from "~/.server/commerce/downloads";

/** The order this browser placed (`last`): a customer's read with their token, a guest's by its details. */
async function readPlacedOrder(
  store: StoreView,
  request: Request,
  session: AppSession,
  last: LastOrder,
): Promise<ConfirmedOrder | null> {
  const token = session.get("commerceToken");
  let order: ConfirmedOrder | null = null;
  if (token)
    order = await expiringSession(request, session, true, () => getCustomerOrderDetails(store, token, last.number));
  return order ?? getGuestOrder(store, last.number, last.email, last.lastname, last.postcode ?? null);
}

/** product.md §4: zero-value when paid with the zero-value method; subscription when any item is one. */
export function orderKind(order: Pick<ConfirmedOrder, "paymentMethod" | "items">, zeroValueCode: string) {
  return {
    zeroValue: order.paymentMethod?.code === zeroValueCode,
    subscription: order.items.some((i) => i.subscription),
  };
}

export const { loader, action } = perStoreView((store: StoreView) => {
  const loader = guard(async ({ request, params, context: { session } }: LoaderFunctionArgs) => {
    const last = getLastOrder(session);
    const number = params.orderNumber ?? "";
    // Order details are personal: only the browser that placed the order may see them.
    if (!last || last.number !== number) throw new Response("Not found", { status: 404 });
    let order: ConfirmedOrder | null = null;
    let detailsUnavailable = false;
    try {
      // A customer's order is theirs to read with their token; a guest's (also one placed
      // before signing in) is looked up by its details.
      order = await readPlacedOrder(store, request, session, last);
    } catch (error) {
      // The order is placed; a failed details lookup must not hide that.
      if (!(error instanceof UpstreamUnavailableError)) throw error;
      log().error(error.message);
      detailsUnavailable = true;
    }
    const kind = order ? orderKind(order, config().payment.zeroValue) : { zeroValue: false, subscription: false };
    const payment = {
      paid: order?.status === "payment_completed",
      // a card order whose payment didn't go through (or wasn't started) can be paid from here
      payable: Boolean(order && UNPAID.includes(order.status) && order.paymentMethod?.code === config().payment.card),
    };
    // Devices in the order can be registered from here (product.md §6); the offer is a nicety a failed lookup just skips.
    const hasDevice = order
      ? await orderHasDevice(
          store,
          order.items.map((i) => i.sku),
        ).catch(() => false)
      : false;
    // files bought are delivered in an account (decision 0074): a customer's, or the one a guest makes or signs in to
    const downloads = order
      ? await orderHasDownloads(
          store,
          order.items.map((i) => i.sku),
        ).catch(() => false)
      : false;
    return data(
      {
        store,
        hasDevice,
        downloads,
        signedIn: Boolean(session.get("commerceToken")),
        number,
        email: last.email,
        trial: last.trial ?? null,
        // a guest's order: the account to manage it (and its subscription), made or signed in to from here
        account: claimableOrder(session, number) ? await accountOffer(last, request.signal) : null,
        order: order && {
          ...order,
          shippingAddress: await shownAddress(store, order.shippingAddress),
          billingAddress: await shownAddress(store, order.billingAddress),
        },
        detailsUnavailable: detailsUnavailable || !order,
        ...kind,
        ...payment,
      },
      { headers: { "Cache-Control": "no-store, private" } },
    );
  });
  // "Pay now": a new payment on the provider's page, for the order this browser placed.
  const action = formAction({
    "pay-now": async ({ args, form }) => {
      const { session } = args.context;
      const last = getLastOrder(session);
      if (!last || last.number !== args.params.orderNumber) throw new Response("Not found", { status: 404 });
      const sent = await sendToProvider(args.request, session, {
        orderNumber: last.number,
        store,
        from: "checkout",
        tokenize: false,
        cardId: null,
      });
      return sent.ok ? sent.response : reply("pay-now", form, { message: sent.message });
    },
    // only against an order that holds a device (issue 36, 7)
    [REGISTER_DEVICE]: (ctx) =>
      registerOrderDevice(ctx, async (session, last) => {
        const order = await readPlacedOrder(store, ctx.args.request, session, last);
        return order
          ? orderHasDevice(
              store,
              order.items.map((i) => i.sku),
            )
          : false;
      }),
  });
  return { loader, action };
});

const UNPAID = ["pending_payment", "payment_failed"];
