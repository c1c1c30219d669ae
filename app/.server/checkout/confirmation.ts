// The confirmation page: only for the order this browser just placed (session.lastOrder),
// read with the customer's token when signed in, else through the guest order lookup.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { getCustomerOrderDetails, getGuestOrder } from "./gateway";
import { expiringSession } from "../auth/session-expiry";
import type { ConfirmedOrder } from "~/lib/models/checkout";
import type { StoreView } from "~/lib/models/commerce";
import { config } from "../config";
import { guard } from "../guard";
import { UpstreamUnavailableError } from "../http/errors";
import { getSession } from "../session";
import { orderKind } from "./choices";
import { getLastOrder } from "./idempotency";

export function confirmationPage(store: StoreView) {
  const loader = guard(async ({ request, params }: LoaderFunctionArgs) => {
    const session = await getSession(request);
    const last = getLastOrder(session);
    const number = params.orderNumber ?? "";
    // Order details are personal: only the browser that placed the order may see them.
    if (!last || last.number !== number) throw new Response("Not found", { status: 404 });
    let order: ConfirmedOrder | null = null;
    let detailsUnavailable = false;
    const token = session.get("commerceToken");
    try {
      // A customer's order is theirs to read with their token; a guest's (also one placed
      // before signing in) is looked up by its details.
      if (token)
        order = await expiringSession(request, session, true, () => getCustomerOrderDetails(store, token, number));
      order ??= await getGuestOrder(store, number, last.email, last.lastname, last.postcode ?? null);
    } catch (error) {
      // The order is placed; a failed details lookup must not hide that.
      if (!(error instanceof UpstreamUnavailableError)) throw error;
      console.error(error.message);
      detailsUnavailable = true;
    }
    const kind = order ? orderKind(order, config().payment.zeroValue) : { zeroValue: false, subscription: false };
    return data(
      { store, number, email: last.email, order, detailsUnavailable: detailsUnavailable || !order, ...kind },
      { headers: { "Cache-Control": "no-store, private" } },
    );
  });
  return { loader };
}

export type ConfirmationLoader = ReturnType<typeof confirmationPage>["loader"];
