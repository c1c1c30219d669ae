// /club/contests: the club's contests with the customer's status in each (product.md §7 contests/status).
import { Link, useLoaderData } from "@remix-run/react";
import { accountLoader, withStatus } from "~/.server/account/context";
import { engagementApi } from "~/.server/account/gateways";
import { contestView } from "~/.server/club/contests";
import { CLUB_UNAVAILABLE } from "~/.server/club/view";
import { AccountPage } from "~/components/account/AccountForm";
import { accountMeta } from "~/components/account/AccountForm";
import { ClubUnavailable } from "~/components/club/ClubFrame";

export const loader = accountLoader(async ({ request, user }) => {
  const contests = await engagementApi(request.signal).contests(user.auth);
  const body = { unavailable: contests.available ? null : CLUB_UNAVAILABLE, contests: contests.value.map(contestView) };
  return contests.available ? body : withStatus(body, 503);
});

export const meta = accountMeta("Contests", "ashless-club-overview");
export const handle = {
  pageName: "ashless-club-overview",
  breadcrumbs: () => [{ label: "Contests", href: "/club/contests" }],
};

export default function Contests() {
  const { unavailable, contests } = useLoaderData<typeof loader>();
  return (
    <AccountPage title="Contests" intro={<p>Answer a question, send a photo, and you could win. One entry each.</p>}>
      <ClubUnavailable message={unavailable} />
      <ul className="reward-list">
        {contests.map((c) => (
          <li key={c.id} className="account-panel">
            <h2 className="reward-card__name">
              <Link to={c.href}>{c.title}</Link>
            </h2>
            <p>{c.summary}</p>
            <p className="field__hint">
              {c.statusText}
              {c.status === "open" ? ` · closes ${c.closes}` : null}
            </p>
          </li>
        ))}
      </ul>
    </AccountPage>
  );
}
