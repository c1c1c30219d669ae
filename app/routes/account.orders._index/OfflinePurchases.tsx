import { DataTable } from "~/components/account/DataTable";
import type { OfflinePurchase } from "~/lib/models/customer";

export type OfflinePurchaseRow = OfflinePurchase & { dateLabel: string };

const WHERE: Record<OfflinePurchase["type"], string> = {
  store: "At an Ashless store",
  retailer: "At a partner shop",
  other: "In person",
};

/**
 * What the shopper bought in person (product.md §3 "Offline purchase"), beside the web orders:
 * when and where, then each product and how many. Nothing to open or reorder: the till's
 * record is all the platform keeps. `null`: the platform did not answer just now.
 */
export function OfflinePurchases({ purchases }: { purchases: OfflinePurchaseRow[] | null }) {
  if (purchases !== null && purchases.length === 0) return null;
  return (
    <section className="offline-purchases" aria-labelledby="offline-title">
      <h2 id="offline-title">Bought in person</h2>
      {purchases === null ? (
        <p>We can&apos;t show what you bought in shops just now. Please try again later.</p>
      ) : (
        <>
          <p>What you bought at our stores and partner shops that scanned your club card.</p>
          <DataTable caption="What you bought in person" columns={["When and where", "What you bought"]}>
            {purchases.map((p) => (
              <tr key={p.actionId}>
                <th scope="row">
                  {p.dateLabel}
                  <span className="account-table__meta">{WHERE[p.type]}</span>
                </th>
                <td>
                  <ul className="account-table__items">
                    {p.items.map((i, n) => (
                      // a till may list one product twice (two scans), so the sku alone is no key
                      <li key={`${n}-${i.sku}`}>
                        {i.quantity} × {i.name}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </DataTable>
        </>
      )}
    </section>
  );
}
