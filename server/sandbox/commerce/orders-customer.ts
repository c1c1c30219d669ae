import type { AccountUser } from "../accounts/store";
import type { Ctx } from "./context";
import { customerAddresses } from "./customer-addresses";
import { requireCustomer } from "./customer-auth";
import { inputError } from "./errors";
import { orderObject, type OrderRow } from "./order-object";
import { orderStatus } from "./orders-customer-status";
import type { Resolvers } from "./schema";

// Query.customer: the signed-in customer, their address book and their orders (2.4.7's
// Customer.orders with filter, paging, sort and scope; the brand adds a status filter and the
// list of statuses their orders are in).

type Scope = "GLOBAL" | "WEBSITE" | "STORE";
type StringFilter = { eq?: string | null; in?: (string | null)[] | null; match?: string | null } | null | undefined;

export interface OrdersArgs {
  filter?: { number?: StringFilter; status?: StringFilter } | null;
  currentPage?: number | null;
  pageSize?: number | null;
  sort?: { sort_field: "NUMBER" | "CREATED_AT"; sort_direction: "ASC" | "DESC" } | null;
  scope?: Scope | null;
}

type CustomerValue = { __user: AccountUser };

/** Store views an order may come from: STORE (the default) is the Store header's only. */
function storeCodes(ctx: Ctx, scope: Scope | null | undefined): string[] {
  if (scope === "GLOBAL")
    return (ctx.db.prepare("SELECT code FROM store").all() as { code: string }[]).map((s) => s.code);
  if (scope === "WEBSITE") {
    return (
      ctx.db.prepare("SELECT code FROM store WHERE website_code = ?").all(ctx.store.website_code) as { code: string }[]
    ).map((s) => s.code);
  }
  return [ctx.store.code];
}

function condition(column: string, filter: StringFilter, where: string[], params: unknown[]) {
  if (!filter) return;
  if (filter.eq != null) {
    where.push(`${column} = ?`);
    params.push(filter.eq);
  }
  if (filter.in) {
    const values = filter.in.filter((v): v is string => v != null);
    where.push(values.length ? `${column} IN (${values.map(() => "?").join(", ")})` : "0");
    params.push(...values);
  }
  if (filter.match != null) {
    where.push(`${column} LIKE ? ESCAPE '\\'`);
    params.push(`%${filter.match.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
}

/** The customer's orders in scope matching the filter, sorted (newest first by default). */
export function customerOrderRows(ctx: Ctx, uuid: string, args: OrdersArgs): OrderRow[] {
  const stores = storeCodes(ctx, args.scope);
  const where = ["customer_uuid = ?", `store_code IN (${stores.map(() => "?").join(", ")})`];
  const params: unknown[] = [uuid, ...stores];
  condition("increment_id", args.filter?.number, where, params);
  condition("status", args.filter?.status, where, params);
  const column = args.sort?.sort_field === "NUMBER" ? "increment_id" : "created_at";
  const direction = args.sort ? (args.sort.sort_direction === "ASC" ? "ASC" : "DESC") : "DESC";
  return ctx.db
    .prepare(
      `SELECT * FROM sales_order WHERE ${where.join(" AND ")} ORDER BY ${column} ${direction}, entity_id ${direction}`,
    )
    .all(...params) as OrderRow[];
}

function orders(ctx: Ctx, uuid: string, args: OrdersArgs) {
  const currentPage = args.currentPage ?? 1;
  const pageSize = args.pageSize ?? 20;
  if (currentPage < 1) throw inputError("currentPage value must be greater than 0.");
  if (pageSize < 1) throw inputError("pageSize value must be greater than 0.");
  const rows = customerOrderRows(ctx, uuid, args);
  return {
    items: rows.slice((currentPage - 1) * pageSize, currentPage * pageSize).map((row) => orderObject(ctx, row)),
    total_count: rows.length,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(rows.length / pageSize) },
  };
}

export const customerResolvers: Resolvers<Ctx> = {
  Query: {
    customer: (_root, _args, ctx) => {
      const user = requireCustomer(ctx);
      const addresses = customerAddresses(ctx, user.uuid);
      return {
        __user: user,
        firstname: user.firstname,
        lastname: user.lastname,
        email: user.email,
        addresses,
        default_billing: addresses.find((a) => a.default_billing)?.id.toString() ?? null,
        default_shipping: addresses.find((a) => a.default_shipping)?.id.toString() ?? null,
      };
    },
  },
  Customer: {
    // product.md §4 account confirmation: the store asks none at sign-up (the platform's), so
    // ACCOUNT_CONFIRMATION_NOT_REQUIRED, until the customer confirms the address by its link (an
    // e-mail change, the only confirmation there is)
    confirmation_status: (customer: CustomerValue, _args, ctx) =>
      ctx.db.prepare("SELECT email_confirmed_at FROM accounts_users WHERE uuid = ?").pluck().get(customer.__user.uuid)
        ? "ACCOUNT_CONFIRMED"
        : "ACCOUNT_CONFIRMATION_NOT_REQUIRED",
    orders: (customer: CustomerValue, args: OrdersArgs, ctx) => orders(ctx, customer.__user.uuid, args),
    order_statuses: (customer: CustomerValue, args: { scope?: Scope | null }, ctx) => {
      const counts = new Map<string, number>();
      for (const row of customerOrderRows(ctx, customer.__user.uuid, { scope: args.scope }))
        counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
      return [...counts]
        .map(([status, count]) => ({
          status_value: status,
          status_label: orderStatus(ctx.db, status).label,
          cancelable: orderStatus(ctx.db, status).cancelable,
          count,
        }))
        .sort((a, b) => a.status_label.localeCompare(b.status_label));
    },
  },
};
