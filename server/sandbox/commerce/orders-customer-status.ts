// The order statuses of product.md §4 with the label the shop shows and what a customer may do in
// each: cancel (Magento's canCancel for these statuses) or pay an unpaid order. Kept in
// sales_order_status, Magento's own table of statuses and their labels (with the brand's two
// flags), so the labels can be changed as an admin would; getorderstatus (product.md §7) lists them.
import type Database from "better-sqlite3";
import type { Ctx } from "./context";
import type { Resolvers } from "./schema";

interface StatusInfo {
  label: string;
  cancelable: boolean;
  payable: boolean;
}

const STATUSES: Record<string, StatusInfo> = {
  new: { label: "Received", cancelable: true, payable: false },
  pending: { label: "Pending", cancelable: true, payable: false },
  pending_payment: { label: "Awaiting payment", cancelable: true, payable: true },
  payment_failed: { label: "Payment failed", cancelable: false, payable: true },
  payment_completed: { label: "Paid", cancelable: false, payable: false },
  processing: { label: "Processing", cancelable: true, payable: false },
  confirmed: { label: "Confirmed", cancelable: false, payable: false },
  on_hold: { label: "On hold", cancelable: false, payable: false },
  shipped_to_warehouse: { label: "On its way to our warehouse", cancelable: false, payable: false },
  shipped: { label: "Shipped", cancelable: false, payable: false },
  delivered_to_pick_up_point: { label: "Ready to collect", cancelable: false, payable: false },
  delivered: { label: "Delivered", cancelable: false, payable: false },
  complete: { label: "Complete", cancelable: false, payable: false },
  pending_cancellation: { label: "Cancellation requested", cancelable: false, payable: false },
  canceled: { label: "Cancelled", cancelable: false, payable: false },
  returned: { label: "Returned", cancelable: false, payable: false },
};

/** The table, with the statuses Magento's data patch would install (an existing label is kept). */
export function migrateOrderStatuses(db: Database.Database) {
  db.exec(`CREATE TABLE IF NOT EXISTS sales_order_status (
    status TEXT PRIMARY KEY, label TEXT NOT NULL, cancelable INTEGER NOT NULL, payable INTEGER NOT NULL
  )`);
  const insert = db.prepare("INSERT OR IGNORE INTO sales_order_status VALUES (?, ?, ?, ?)");
  for (const [status, s] of Object.entries(STATUSES))
    insert.run(status, s.label, Number(s.cancelable), Number(s.payable));
}

type StatusRow = { status: string; label: string; cancelable: number; payable: number };
const info = (row: StatusRow): StatusInfo => ({
  label: row.label,
  cancelable: row.cancelable === 1,
  payable: row.payable === 1,
});

export function orderStatus(db: Database.Database, code: string): StatusInfo {
  const row = db.prepare("SELECT * FROM sales_order_status WHERE status = ?").get(code) as StatusRow | undefined;
  return row ? info(row) : { label: code, cancelable: false, payable: false };
}

export const statusLabel = (db: Database.Database, code: string) => orderStatus(db, code).label;

export const orderStatusResolvers: Resolvers<Ctx> = {
  Query: {
    getorderstatus: (_root, _args, ctx) =>
      (ctx.db.prepare("SELECT * FROM sales_order_status ORDER BY rowid").all() as StatusRow[]).map((row) => ({
        status_value: row.status,
        ...info(row),
        status_label: row.label,
      })),
  },
};
