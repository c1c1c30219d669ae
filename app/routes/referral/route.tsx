// /referral (product.md §2 page referral-page): the customer's referral code and share link, the
// stats of the friends who registered with it, and those friends 5 a page (product.md §9).
import { DataTable } from "~/components/account/DataTable";
import { useLoaderData } from "@remix-run/react";
import type { HeadersFunction } from "@remix-run/node";
import { accountLoader, withStatus } from "~/.server/account/context";
import { formatDate } from "~/.server/account/format";
import { loyaltyApi } from "~/.server/account/gateways";
import { CLUB_UNAVAILABLE, pointsLabel } from "~/.server/club/view";
import { noStore } from "~/.server/responses/no-store";
import { AccountHeading } from "~/components/account/AccountForm";
import { accountMeta } from "~/components/account/AccountForm";
import { ClubFrame, ClubUnavailable } from "~/components/club/ClubFrame";
import { PageLinks } from "~/components/layout/LinkControls";
import { pageParam } from "~/lib/page-param";

export const loader = accountLoader(async ({ request, user }) => {
  const referral = await loyaltyApi(request.signal).referral(user.auth, pageParam(request));
  const r = referral.value;
  const body = {
    unavailable: referral.available ? null : CLUB_UNAVAILABLE,
    code: r.code,
    shareLink: r.code ? `${new URL(request.url).origin}/register?ref=${encodeURIComponent(r.code)}` : null,
    parentCode: r.parentCode,
    stats: {
      referees: r.stats.refereesCount,
      ordered: r.stats.completedFirstOrderCount,
      earned: pointsLabel(r.stats.earnedPoints),
    },
    friends: r.history.items.map((f, i) => ({
      key: `${f.joinedAt}-${i}`,
      name: f.name,
      joined: formatDate(f.joinedAt),
      ordered: f.hasFirstPurchase,
      points: f.points ? pointsLabel(f.points) : "–",
    })),
    page: r.history.page,
    totalPages: r.history.totalPages,
  };
  return referral.available ? body : withStatus(body, 503);
});

export const headers: HeadersFunction = () => noStore();
export const meta = accountMeta("Refer a friend", "referral-page");
export const handle = {
  pageName: "referral-page",
  breadcrumbs: () => [{ label: "Refer a friend", href: "/referral" }],
};

export default function ReferralPage() {
  const { unavailable, code, shareLink, parentCode, stats, friends, page, totalPages } = useLoaderData<typeof loader>();
  return (
    <ClubFrame>
      <section aria-labelledby="account-title">
        <AccountHeading title="Refer a friend">
          <p>Share your code. When a friend who registers with it places their first order, you earn points.</p>
        </AccountHeading>
        <ClubUnavailable message={unavailable} />
        {code ? (
          <section aria-labelledby="your-code" className="account-panel">
            <h2 id="your-code">Your code</h2>
            <p className="club-code">{code}</p>
            <p>
              Share link: <a href={shareLink ?? undefined}>{shareLink}</a>
            </p>
            {parentCode ? <p>You joined with the code {parentCode}.</p> : null}
          </section>
        ) : null}
        {unavailable ? null : (
          <>
            <h2 id="referral-stats">Your friends</h2>
            <dl className="club-facts" aria-labelledby="referral-stats">
              <dt>Registered with your code</dt>
              <dd>{stats.referees}</dd>
              <dt>Placed their first order</dt>
              <dd>{stats.ordered}</dd>
              <dt>Points earned</dt>
              <dd>{stats.earned}</dd>
            </dl>
            {friends.length === 0 ? (
              <p>No one has registered with your code yet.</p>
            ) : (
              <DataTable
                caption={`Friends who registered with your code, page ${page} of ${totalPages}`}
                columns={["Friend", "Joined", "First order", { label: "You earned", numeric: true }]}
              >
                {friends.map((f) => (
                  <tr key={f.key}>
                    <td>{f.name}</td>
                    <td>{f.joined}</td>
                    <td>{f.ordered ? "Yes" : "Not yet"}</td>
                    <td className="club-number">{f.points}</td>
                  </tr>
                ))}
              </DataTable>
            )}
            <PageLinks
              label="Friends pages"
              page={page}
              totalPages={totalPages}
              href={(p) => (p === 1 ? "/referral" : `/referral?page=${p}`)}
            />
          </>
        )}
      </section>
    </ClubFrame>
  );
}
