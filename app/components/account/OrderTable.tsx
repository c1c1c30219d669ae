import { Link } from "@remix-run/react";
import type { OrderSummary } from "~/lib/models/customer";
import { formatMoney, itemCountLabel } from "~/lib/format";

export type OrderRow = OrderSummary & { dateLabel: string };

/** Orders as a table: a real <table> so screen readers announce each cell's column. */
export function OrderTable({ orders, caption }: { orders: OrderRow[]; caption: string }) {
  return (
    // On a narrow screen the table scrolls sideways in its own box, reachable by keyboard.
    <div className="account-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="account-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
            <th scope="col">Items</th>
            <th scope="col" className="account-table__num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
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
