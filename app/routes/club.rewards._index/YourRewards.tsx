// "Your rewards": what the customer redeemed, newest first, each leading to what it gave (its
// code, its draw, where it is sent); pages as links, so it reads the same without scripting.
import { Link } from "@remix-run/react";
import type { RedemptionRow } from "~/.server/club/view";
import { DataTable } from "~/components/account/DataTable";
import { PageLinks } from "~/components/layout/LinkControls";

const pageHref = (p: number) => (p === 1 ? "/club/rewards#your-rewards" : `/club/rewards?page=${p}#your-rewards`);

export function YourRewards({ rows, page, totalPages }: { rows: RedemptionRow[]; page: number; totalPages: number }) {
  return (
    <section aria-labelledby="your-rewards">
      <h2 id="your-rewards">Your rewards</h2>
      {rows.length === 0 ? (
        <p>You haven&rsquo;t redeemed a reward yet.</p>
      ) : (
        <DataTable
          caption={`Your rewards, page ${page} of ${totalPages}`}
          columns={["Date", "Reward", "What it gave", { label: "Points", numeric: true }]}
        >
          {rows.map((r) => (
            <tr key={r.key}>
              <td>{r.date}</td>
              <td>
                <Link to={r.href}>{r.reward}</Link>
              </td>
              <td>{r.outcome}</td>
              <td className="club-number">{r.points}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <PageLinks label="Your rewards pages" page={page} totalPages={totalPages} href={pageHref} />
    </section>
  );
}
