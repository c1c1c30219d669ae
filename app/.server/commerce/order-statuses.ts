// product.md §7 getorderstatus: the store's order statuses (product.md §4 "Order status values")
// with the label the shop shows for each. A public, store-wide read, cached like the other
// configuration reads; the order pages label every order from it.
import type { StoreView } from "~/lib/models/commerce";
import { log } from "../observability";
import { shared } from "./catalog";
import { commerceRequest } from "./client";
import { present } from "./mappers/catalog";
import { GetorderstatusDocument } from "./generated/operations";

export interface OrderStatusInfo {
  /** the code, e.g. pending_payment */
  value: string;
  label: string;
  /** an order in this status may be cancelled */
  cancelable: boolean;
}

export function getOrderStatuses(store: StoreView): Promise<OrderStatusInfo[]> {
  return shared(store, "orderStatuses", async () => {
    const data = await commerceRequest(GetorderstatusDocument, {}, { store });
    return present(data.getorderstatus).map((s) => ({
      value: s.status_value,
      label: s.status_label,
      cancelable: s.cancelable,
    }));
  });
}

/**
 * A status's label from the store's list. A status the list lacks, or any status while the list
 * cannot be read, gets the label the order came with, else its code in words.
 */
export async function statusLabeller(store: StoreView): Promise<(status: string, own?: string) => string> {
  const statuses = await getOrderStatuses(store).catch((error: unknown) => {
    log().error(`order statuses unavailable: ${error instanceof Error ? error.message : error}`);
    return [];
  });
  const labels = new Map(statuses.map((s) => [s.value, s.label]));
  return (status, own) => labels.get(status) ?? (own || status.replace(/_/g, " "));
}
