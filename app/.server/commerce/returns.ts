import type { StoreView } from "~/lib/models/commerce";
import {
  returnItemStatusLabel,
  returnStatusLabel,
  type ReturnableItem,
  type ReturnAttribute,
  type ReturnAttributes,
  type ReturnView,
} from "~/lib/returns";
import { FIVE_MINUTES, cached } from "../state/cache";
import { CommerceError, commerceRequest } from "./client";
import { CustomerSessionExpiredError, customerRequest } from "./customer";
import {
  GetCustomerOrderReturnsDocument,
  GetCustomerReturnsDocument,
  GetReturnAttributesDocument,
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

const UNAVAILABLE = "We can't load the return details we need to ask you about right now.";

/**
 * The return item attributes (attributesList(RMA_ITEM), decision 0069), cached per store view as
 * the shop's other store-wide reads. The service's `errors` list and an unreachable service come
 * back as `problem` (for the page to say), never as a throw; only select and text attributes are
 * offered, as the form can ask no other kind.
 */
export async function getReturnAttributes(store: StoreView): Promise<ReturnAttributes> {
  try {
    return await cached(`commerce:${store}:return-attributes`, FIVE_MINUTES, async () => {
      const data = await commerceRequest(GetReturnAttributesDocument, {}, { store });
      const list = data.attributesList;
      const attributes: ReturnAttribute[] = (list?.items ?? []).flatMap((a) => {
        const input = a.frontend_input === "SELECT" ? "select" : a.frontend_input === "TEXT" ? "text" : null;
        if (!input) return [];
        return [
          {
            code: a.code,
            label: a.label ?? a.code,
            input,
            required: a.is_required,
            options: a.options.map((o) => ({ value: o.value, label: o.label })),
            defaultValue: a.default_value,
          } satisfies ReturnAttribute,
        ];
      });
      const problem = !list || list.errors.length > 0 ? UNAVAILABLE : null;
      if (problem) throw new AttributesProblem({ attributes, problem });
      return { attributes, problem };
    });
  } catch (error) {
    // a partial answer is not kept: the next page view asks again
    if (error instanceof AttributesProblem) return error.answer;
    if (error instanceof CustomerSessionExpiredError) throw error;
    return { attributes: [], problem: UNAVAILABLE };
  }
}

class AttributesProblem extends Error {
  constructor(readonly answer: ReturnAttributes) {
    super(answer.problem ?? "");
  }
}

/** The attribute's words: its label from the metadata, else its code made readable. */
const attributeLabel = (labels: Map<string, string>, code: string) =>
  labels.get(code) ?? code.charAt(0).toUpperCase() + code.slice(1).replace(/_/g, " ");

function mapReturn(r: ReturnFieldsFragment, labels: Map<string, string>): ReturnView {
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
      attributes: present(i.custom_attributesV2).flatMap((a) => {
        const value =
          "selected_options" in a ? a.selected_options.map((o) => o.label).join(", ") : "value" in a ? a.value : "";
        return value ? [{ label: attributeLabel(labels, a.code), value }] : [];
      }),
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
  const labels = await returnAttributeLabels(store, returns.length);
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
    returns: returns.map((r) => mapReturn(r, labels)),
  };
}

/** The attributes' labels, read only when there are returns to show. */
async function returnAttributeLabels(store: StoreView, returns: number): Promise<Map<string, string>> {
  if (returns === 0) return new Map();
  return new Map((await getReturnAttributes(store)).attributes.map((a) => [a.code, a.label]));
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
  const items = present(returns?.items);
  const labels = await returnAttributeLabels(store, items.length);
  return {
    returns: items.map((r) => mapReturn(r, labels)),
    totalPages: returns?.page_info?.total_pages ?? 1,
    currentPage,
  };
}

type Attribute = { attribute_code: string; value: string };

export type ReturnRequestOutcome = { ok: true; number: string } | { ok: false; message: string };

/**
 * requestReturn. A request the service refuses (an item no longer returnable, too many of it)
 * comes back as its message for the form; outages and expired sessions throw.
 */
export async function requestReturn(
  store: StoreView,
  token: string,
  input: {
    orderUid: string;
    items: { uid: string; quantity: number; selected: Attribute[]; entered: Attribute[] }[];
    comment: string;
  },
): Promise<ReturnRequestOutcome> {
  try {
    const data = await customerRequest(
      RequestReturnDocument,
      {
        input: {
          order_uid: input.orderUid,
          items: input.items.map((i) => ({
            order_item_uid: i.uid,
            quantity_to_return: i.quantity,
            selected_custom_attributes: i.selected,
            entered_custom_attributes: i.entered,
          })),
          comment_text: input.comment || null,
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
