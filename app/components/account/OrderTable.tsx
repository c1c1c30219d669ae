import { Link } from "@remix-run/react";
import type { OrderSummary } from "~/lib/models/customer";
import { itemCountLabel } from "~/lib/format";
import { useMoney } from "~/lib/use-money";
import { DataTable } from "./DataTable";

export type OrderRow = OrderSummary & { dateLabel: string };

/**
 * Orders as a table: a real <table> so screen readers announce each cell's column. Three
 * columns, so a phone shows every order's total without scrolling: the date under the order's
 * number, the item count under its total.
 */
export function OrderTable({ orders, caption }: { orders: OrderRow[]; caption: string }) {
  const money = useMoney();
  return (
    <DataTable caption={caption} columns={["Order", "Status", { label: "Total", numeric: true }]}>
      {orders.map((o) => (
        <tr key={o.number}>
          <th scope="row">
            {/* The name says what the number is; a hidden span inside a table cell link
                    would shift where pointers land. */}
            <Link to={`/account/orders/${encodeURIComponent(o.number)}`} aria-label={`Order ${o.number}`}>
              {o.number}
            </Link>
            <span className="account-table__meta">{o.dateLabel}</span>
          </th>
          <td>
            <StatusLabel status={o.status} label={o.statusLabel} />
            {o.payable ? <span className="badge account-badge">Payment due</span> : null}
          </td>
          <td className="account-table__num">
            {money(o.grandTotal)}
            <span className="account-table__meta">{itemCountLabel(o.itemCount)}</span>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The status in words (the server's label), never by colour alone. */
export function StatusLabel({ status, label }: { status: string; label: string }) {
  return (
    <span className={`order-status order-status--${status.replace(/[^a-z_]/g, "")}`}>
      {label || status.replace(/_/g, " ")}
    </span>
  );
}
