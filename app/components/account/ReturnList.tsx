// Returns as the customer reads them: each with its number, when it was asked for, its status in
// words, and each item's (product.md §4's return statuses; app/lib/returns.ts has the words),
// with each item's reason, condition and resolution as chosen (decision 0069).
import { Link } from "@remix-run/react";
import type { ReturnView } from "~/lib/returns";

export function ReturnList({
  returns,
  dates,
  withOrder = false,
  level = 3,
}: {
  returns: ReturnView[];
  /** each return's date in words, by uid (formatted on the server) */
  dates: Record<string, string>;
  /** name the order each return belongs to (the account's list of returns) */
  withOrder?: boolean;
  /** the level of each return's heading, under the page's */
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <ul className="return-list">
      {returns.map((r) => (
        <li key={r.uid} className="account-panel">
          <Heading>Return {r.number}</Heading>
          <p>
            Requested on {dates[r.uid]}
            {withOrder && r.orderNumber ? (
              <>
                {" "}
                for <Link to={`/account/orders/${encodeURIComponent(r.orderNumber)}`}>order {r.orderNumber}</Link>
              </>
            ) : null}
            . Status: <strong>{r.statusLabel}</strong>
          </p>
          <table className="return-list__items">
            <caption className="visually-hidden">Items in return {r.number}</caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Quantity</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {r.items.map((i) => (
                <tr key={`${r.uid}-${i.sku}`}>
                  <th scope="row">
                    {i.name}
                    {i.attributes.map((a) => (
                      <span key={a.label} className="return-list__fact">
                        {a.label}: {a.value}
                      </span>
                    ))}
                  </th>
                  <td>
                    {i.requested}
                    {i.accepted > 0 && i.accepted !== i.requested ? ` (${i.accepted} accepted)` : ""}
                  </td>
                  <td>{i.statusLabel}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {r.comments.map((c, n) => (
            <p key={n} className="return-list__comment">
              {c.split("\n").map((line, k) => (
                <span key={k} className="return-list__line">
                  {line}
                </span>
              ))}
            </p>
          ))}
        </li>
      ))}
    </ul>
  );
}
