// The order list's state lives in the URL (design.md §5): page, sort, direction and status
// filter are links, so the list works without JavaScript and can be bookmarked.
// Shared by the loader (parse) and the component (build links).
import { intParam, MAX_PAGE } from "~/lib/listing";

export type OrderSortField = "NUMBER" | "CREATED_AT";
export type SortDirection = "ASC" | "DESC";

export interface OrderQuery {
  page: number;
  sort: OrderSortField;
  direction: SortDirection;
  status: string | null;
}

export const ORDERS_PAGE_SIZE = 10;
export const DEFAULT_ORDER_QUERY: OrderQuery = { page: 1, sort: "CREATED_AT", direction: "DESC", status: null };

// URL spelling of the sort fields: readable, and independent of the upstream enum.
const SORT_PARAM: Record<OrderSortField, string> = { CREATED_AT: "date", NUMBER: "number" };

/** Status codes are upstream identifiers (pending_payment…); anything else is ignored. */
const STATUS = /^[a-z][a-z0-9_]{0,63}$/;

export function parseOrderQuery(params: URLSearchParams): OrderQuery {
  const sortParam = params.get("sort");
  const sort =
    (Object.keys(SORT_PARAM) as OrderSortField[]).find((k) => SORT_PARAM[k] === sortParam) ?? DEFAULT_ORDER_QUERY.sort;
  const dir = params.get("dir");
  const direction: SortDirection = dir === "asc" ? "ASC" : dir === "desc" ? "DESC" : DEFAULT_ORDER_QUERY.direction;
  const page = intParam(params.get("page"), 1, 1, MAX_PAGE);
  const status = params.get("status");
  return {
    page,
    sort,
    direction,
    status: status && STATUS.test(status) ? status : null,
  };
}

/**
 * The list URL for `query` with `change` applied. Changing the sort or the filter goes
 * back to page 1 (the old page number means nothing in the new order). Defaults are left
 * out so the plain /account/orders stays the canonical first page.
 */
export function orderQueryHref(query: OrderQuery, change: Partial<OrderQuery>, base = "/account/orders"): string {
  const resetsPage = change.sort !== undefined || change.direction !== undefined || change.status !== undefined;
  const next: OrderQuery = { ...query, ...(resetsPage && change.page === undefined ? { page: 1 } : {}), ...change };
  const q = new URLSearchParams();
  if (next.status) q.set("status", next.status);
  if (next.sort !== DEFAULT_ORDER_QUERY.sort) q.set("sort", SORT_PARAM[next.sort]);
  if (next.direction !== DEFAULT_ORDER_QUERY.direction) q.set("dir", next.direction.toLowerCase());
  if (next.page > 1) q.set("page", String(next.page));
  const s = q.toString();
  return s ? `${base}?${s}` : base;
}

/** The orders a sort link shows first: each field both ways, newest first by default. */
export const SORT_OPTIONS: { sort: OrderSortField; direction: SortDirection; label: string }[] = [
  { sort: "CREATED_AT", direction: "DESC", label: "Newest first" },
  { sort: "CREATED_AT", direction: "ASC", label: "Oldest first" },
  { sort: "NUMBER", direction: "DESC", label: "Order number, high to low" },
  { sort: "NUMBER", direction: "ASC", label: "Order number, low to high" },
];
