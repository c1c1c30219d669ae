import type { ReactNode } from "react";

/** A column's heading; a numeric column is right-aligned. */
export type Column = string | { label: string; numeric: true };

/**
 * The account's tables (orders, an order's items, points, referrals): a real <table> whose
 * caption names it, so screen readers announce each cell's column. On a narrow screen it
 * scrolls sideways in its own box, which keyboard users can reach and scroll.
 */
export function DataTable({ caption, columns, children }: { caption: string; columns: Column[]; children: ReactNode }) {
  return (
    <div className="account-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="account-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) =>
              typeof c === "string" ? (
                <th key={c} scope="col">
                  {c}
                </th>
              ) : (
                <th key={c.label} scope="col" className="account-table__num">
                  {c.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
