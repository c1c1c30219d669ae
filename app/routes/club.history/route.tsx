// /club/history (product.md §2 page ashless-club-points-history): the points history, newest first,
// 10 a page (product.md §9), pages as links (?page=N).
import { DataTable } from "~/components/account/DataTable";
import { useLoaderData } from "@remix-run/react";
import { accountLoader, withStatus } from "~/.server/account/context";
import { loyaltyApi } from "~/.server/account/gateways";
import { CLUB_UNAVAILABLE, historyRow } from "~/.server/club/view";
import { AccountPage } from "~/components/account/AccountForm";
import { accountMeta } from "~/components/account/AccountForm";
import { ClubUnavailable } from "~/components/club/ClubFrame";
import { PageLinks } from "~/components/layout/LinkControls";
import { pageParam } from "~/lib/page-param";

export const loader = accountLoader(async ({ request, user }) => {
  const history = await loyaltyApi(request.signal).history(user.auth, pageParam(request));
  const body = {
    unavailable: history.available ? null : CLUB_UNAVAILABLE,
    rows: history.value.items.map(historyRow),
    page: history.value.page,
    totalPages: history.value.totalPages,
  };
  return history.available ? body : withStatus(body, 503);
});

export const meta = accountMeta("Points history", "ashless-club-points-history");
export const handle = {
  pageName: "ashless-club-points-history",
  breadcrumbs: () => [{ label: "Points history", href: "/club/history" }],
};

export default function PointsHistory() {
  const { unavailable, rows, page, totalPages } = useLoaderData<typeof loader>();
  return (
    <AccountPage title="Points history">
      <ClubUnavailable message={unavailable} />
      {unavailable ? null : rows.length === 0 ? (
        <p>No points yet. Register a pack code or place an order to start collecting.</p>
      ) : (
        <DataTable
          caption={`Points history, page ${page} of ${totalPages}`}
          columns={["Date", "What", { label: "Points", numeric: true }, { label: "Balance", numeric: true }]}
        >
          {rows.map((r) => (
            <tr key={r.key}>
              <td>{r.date}</td>
              <td>
                {r.label}
                {r.detail ? <span className="field__hint"> · {r.detail}</span> : null}
                {r.pending ? <span className="field__hint"> · pending</span> : null}
              </td>
              <td className="club-number">{r.points}</td>
              <td className="club-number">{r.balance}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <PageLinks
        label="Points history pages"
        page={page}
        totalPages={totalPages}
        href={(p) => (p === 1 ? "/club/history" : `/club/history?page=${p}`)}
      />
    </AccountPage>
  );
}
