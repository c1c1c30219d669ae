// /club/quizzes: the club's quizzes (product.md §7 GET /api/quizzes/by-user) with the customer's
// latest result of each; the flavour finder is the public /flavor-finder.
import { Link, useLoaderData } from "@remix-run/react";
import { accountLoader, withStatus } from "~/.server/account/context";
import { engagementApi } from "~/.server/account/gateways";
import { CLUB_UNAVAILABLE } from "~/.server/club/view";
import { AccountPage } from "~/components/account/AccountForm";
import { accountMeta } from "~/components/account/AccountForm";
import { ClubUnavailable } from "~/components/club/ClubFrame";
import { FLAVOR_FINDER } from "~/lib/models/engagement";

export const loader = accountLoader(async ({ request, user }) => {
  const quizzes = await engagementApi(request.signal).quizzes(user.auth);
  const body = {
    unavailable: quizzes.available ? null : CLUB_UNAVAILABLE,
    quizzes: quizzes.value.map((q) => {
      const last = q.lastSubmission;
      const base = q.id === FLAVOR_FINDER ? "/flavor-finder" : `/club/quizzes/${encodeURIComponent(q.id)}`;
      return {
        id: q.id,
        title: q.title,
        summary: q.summary,
        href: base,
        last: last
          ? {
              href:
                q.id === FLAVOR_FINDER
                  ? `/flavor-finder/results/${encodeURIComponent(last.id)}`
                  : `${base}/results/${encodeURIComponent(last.id)}`,
              text:
                last.results.score !== null
                  ? `Your last score: ${last.results.score} out of ${last.results.total}`
                  : `Your last result: ${last.results.recommendations.map((r) => r.label).join(" and ")}`,
            }
          : null,
      };
    }),
  };
  return quizzes.available ? body : withStatus(body, 503);
});

export const meta = accountMeta("Quizzes", "ashless-club-overview");
export const handle = {
  pageName: "ashless-club-overview",
  breadcrumbs: () => [{ label: "Quizzes", href: "/club/quizzes" }],
};

export default function Quizzes() {
  const { unavailable, quizzes } = useLoaderData<typeof loader>();
  return (
    <AccountPage
      title="Quizzes"
      intro={<p>A few questions each: find your flavour, or see how well you know your device.</p>}
    >
      <ClubUnavailable message={unavailable} />
      <ul className="reward-list">
        {quizzes.map((q) => (
          <li key={q.id} className="account-panel">
            <h2 className="reward-card__name">
              <Link to={q.href}>{q.title}</Link>
            </h2>
            <p>{q.summary}</p>
            {q.last ? (
              <p className="field__hint">
                <Link to={q.last.href}>{q.last.text}</Link>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </AccountPage>
  );
}
