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
export function OrderTable({
  orders,
  caption,
  pictures,
}: {
  orders: OrderRow[];
  caption: string;
  /** the products' pictures by sku, each order's shown under its date (the orders page's) */
  pictures?: Record<string, { url: string; description: string }>;
}) {
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
            {pictures ? <OrderPictures skus={o.skus} pictures={pictures} /> : null}
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

const PICTURES_PER_ORDER = 4;

/** An order's first few products as small pictures, each described by its alt text. */
function OrderPictures({
  skus,
  pictures,
}: {
  skus: string[];
  pictures: Record<string, { url: string; description: string }>;
}) {
  const shown = skus.flatMap((sku) => (pictures[sku] ? [pictures[sku]] : [])).slice(0, PICTURES_PER_ORDER);
  if (shown.length === 0) return null;
  return (
    <span className="order-pictures">
      {shown.map((p) => (
        <img key={p.url} src={p.url} alt={p.description} width="40" height="40" loading="lazy" />
      ))}
    </span>
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
