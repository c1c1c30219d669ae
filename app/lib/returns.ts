// Returns (RMA) as the shop shows them: the statuses of product.md §4 in words. A status the
// shop does not know yet reads as being dealt with, never as a code.

export interface ReturnItemView {
  name: string;
  sku: string;
  /** how many the customer asked to return */
  requested: number;
  /** how many the shop accepted (0 until it has) */
  accepted: number;
  status: string;
  statusLabel: string;
  /** the item's return attributes in words, e.g. { label: "Reason to return", value: "It arrived damaged" } */
  attributes: { label: string; value: string }[];
}

export interface ReturnView {
  uid: string;
  number: string;
  orderNumber: string | null;
  /** ISO 8601, UTC */
  createdAt: string;
  status: string;
  statusLabel: string;
  comments: string[];
  items: ReturnItemView[];
}

/** An item of a delivered order that can go back, and how many of it at most. */
export interface ReturnableItem {
  uid: string;
  name: string;
  sku: string;
  options: string[];
  max: number;
}

const RETURN_STATUS: Record<string, string> = {
  PENDING: "Waiting for us to review it",
  AUTHORIZED: "Accepted: please send the items back",
  PARTIALLY_AUTHORIZED: "Partly accepted: please send back the accepted items",
  RECEIVED: "Items received, being checked",
  PARTIALLY_RECEIVED: "Some items received, being checked",
  APPROVED: "Approved: your refund is on its way",
  PARTIALLY_APPROVED: "Partly approved",
  REJECTED: "Not accepted after we checked the items",
  PARTIALLY_REJECTED: "Partly not accepted after we checked the items",
  DENIED: "Not accepted",
  PROCESSED_AND_CLOSED: "Completed",
  CLOSED: "Closed",
};

const ITEM_STATUS: Record<string, string> = {
  PENDING: "Waiting for review",
  AUTHORIZED: "Accepted: please send it back",
  RECEIVED: "Received, being checked",
  APPROVED: "Approved",
  REJECTED: "Not accepted after checking",
  DENIED: "Not accepted",
};

export const returnStatusLabel = (status: string) => RETURN_STATUS[status] ?? "Being dealt with";
export const returnItemStatusLabel = (status: string) => ITEM_STATUS[status] ?? "Being dealt with";

/**
 * A return item attribute the merchant set up (EAV "RMA_ITEM": reason, condition, resolution;
 * decision 0069): asked for each item sent back, a choice among its options or a short text.
 */
export interface ReturnAttribute {
  code: string;
  label: string;
  input: "select" | "text";
  required: boolean;
  options: { value: string; label: string }[];
  defaultValue: string | null;
}

/** The return attributes the form asks, or why it can't ask them (null: all read). */
export interface ReturnAttributes {
  attributes: ReturnAttribute[];
  problem: string | null;
}

export const RETURN_INTENT = "request-return";

/** The form's field names for item `i` of the returnable items. */
export const returnQtyField = (i: number) => `qty${i}`;
export const returnItemField = (i: number) => `item${i}`;
/** The form's field name for return attribute `code` of item `i`. */
export const returnAttributeField = (i: number, code: string) => `attr${i}-${code}`;
