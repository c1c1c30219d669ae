import type { StoreView } from "~/lib/models/commerce";
import { returnItemStatusLabel, returnStatusLabel, type ReturnableItem, type ReturnView } from "~/lib/returns";
import { CommerceError } from "./client";
import { CustomerSessionExpiredError, customerRequest } from "./customer";
import {
  GetCustomerOrderReturnsDocument,
  GetCustomerReturnsDocument,
  RequestReturnDocument,
  type ReturnFieldsFragment,
} from "./generated/operations";
import { present } from "./mappers/catalog";

// Returns (RMA) through Adobe Commerce's RmaGraphQl (decision 0066): an order's returns and the
// items that can still go back, the customer's returns, and a return request. Every call carries
// the customer's token; orders are read across the website, as the order pages read them.

const SCOPE = "WEBSITE" as const;
/** Not accepted: these quantities are free to be asked for again. */
const REFUSED = ["REJECTED", "DENIED"];

function mapReturn(r: ReturnFieldsFragment): ReturnView {
  const status = r.status ?? "PENDING";
  return {
    uid: r.uid,
    number: r.number,
    orderNumber: r.order?.number ?? null,
    // Magento writes UTC as "YYYY-MM-DD HH:MM:SS"
    createdAt: `${r.created_at.replace(" ", "T")}Z`,
    status,
    statusLabel: returnStatusLabel(status),
    comments: present(r.comments).map((c) => c.text),
    items: present(r.items).map((i) => ({
      name: i.order_item.product_name ?? i.order_item.product_sku,
      sku: i.order_item.product_sku,
      requested: i.request_quantity,
      accepted: i.quantity,
      status: i.status,
      statusLabel: returnItemStatusLabel(i.status),
    })),
  };
}

export interface OrderReturns {
  orderUid: string;
  returnable: ReturnableItem[];
  returns: ReturnView[];
}

/** null when the order is not this customer's (ORDER_NOT_FOUND). */
export async function getOrderReturns(store: StoreView, token: string, number: string): Promise<OrderReturns | null> {
  if (!number.trim()) return null;
  const data = await customerRequest(
    GetCustomerOrderReturnsDocument,
    { number: number.trim(), scope: SCOPE },
    { store, token },
  );
  const order = present(data.customer?.orders?.items).find((o) => o.number === number.trim());
  if (!order) return null;
  const returns = present(order.returns?.items);
  // what earlier requests still claim of each item, as the service counts it
  const claimed = new Map<string, number>();
  for (const r of returns)
    for (const i of present(r.items))
      if (!REFUSED.includes(i.status))
        claimed.set(i.order_item.id, (claimed.get(i.order_item.id) ?? 0) + i.request_quantity);
  return {
    orderUid: order.id,
    returnable: present(order.items_eligible_for_return)
      .map((i) => ({
        uid: i.id,
        name: i.product_name ?? i.product_sku,
        sku: i.product_sku,
        options: present(i.selected_options).map((o) => `${o.label}: ${o.value}`),
        max: Math.max(0, (i.quantity_shipped ?? 0) - (i.quantity_refunded ?? 0) - (claimed.get(i.id) ?? 0)),
      }))
      .filter((i) => i.max > 0),
    returns: returns.map(mapReturn),
  };
}

export async function getCustomerReturns(
  store: StoreView,
  token: string,
  page: number,
  pageSize = 20,
): Promise<{ returns: ReturnView[]; totalPages: number; currentPage: number }> {
  const currentPage = Math.max(1, Math.floor(page) || 1);
  const data = await customerRequest(GetCustomerReturnsDocument, { pageSize, currentPage }, { store, token });
  const returns = data.customer?.returns;
  return {
    returns: present(returns?.items).map(mapReturn),
    totalPages: returns?.page_info?.total_pages ?? 1,
    currentPage,
  };
}

export type ReturnRequestOutcome = { ok: true; number: string } | { ok: false; message: string };

/**
 * requestReturn. A request the service refuses (an item no longer returnable, too many of it)
 * comes back as its message for the form; outages and expired sessions throw.
 */
export async function requestReturn(
  store: StoreView,
  token: string,
  input: { orderUid: string; items: { uid: string; quantity: number }[]; comment: string },
): Promise<ReturnRequestOutcome> {
  try {
    const data = await customerRequest(
      RequestReturnDocument,
      {
        input: {
          order_uid: input.orderUid,
          items: input.items.map((i) => ({ order_item_uid: i.uid, quantity_to_return: i.quantity })),
          comment_text: input.comment,
        },
      },
      { store, token },
    );
    const number = data.requestReturn?.return?.number;
    return number ? { ok: true, number } : { ok: false, message: "We couldn't record your return request." };
  } catch (error) {
    if (!(error instanceof CommerceError) || error instanceof CustomerSessionExpiredError) throw error;
    return { ok: false, message: error.errors[0]?.message ?? error.message };
  }
}
