import { Link } from "@remix-run/react";
import type { OrderSummary } from "~/lib/models/customer";
import { formatMoney, itemCountLabel } from "~/lib/format";
import { DataTable } from "./DataTable";

export type OrderRow = OrderSummary & { dateLabel: string };

/** Orders as a table: a real <table> so screen readers announce each cell's column. */
export function OrderTable({ orders, caption }: { orders: OrderRow[]; caption: string }) {
  return (
    <DataTable caption={caption} columns={["Order", "Date", "Status", "Items", { label: "Total", numeric: true }]}>
      {orders.map((o) => (
        <tr key={o.number}>
          <th scope="row">
            {/* The name says what the number is; a hidden span inside a table cell link
                    would shift where pointers land. */}
            <Link to={`/account/orders/${encodeURIComponent(o.number)}`} aria-label={`Order ${o.number}`}>
              {o.number}
            </Link>
          </th>
          <td>{o.dateLabel}</td>
          <td>
            <StatusLabel status={o.status} label={o.statusLabel} />
            {o.payable ? <span className="badge account-badge">Payment due</span> : null}
          </td>
          <td>{itemCountLabel(o.itemCount)}</td>
          <td className="account-table__num">{formatMoney(o.grandTotal)}</td>
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
