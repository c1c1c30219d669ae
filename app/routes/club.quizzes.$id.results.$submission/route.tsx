// /club/quizzes/:id/results/:submission: a club quiz's results (product.md §3 Quiz submission: the
// answers, whether each was right, the score), read back from the quiz service.
import { Link, useLoaderData } from "@remix-run/react";
import { accountLoader, notFound, withStatus } from "~/.server/account/context";
import { engagementApi } from "~/.server/account/gateways";
import { resultsView } from "~/.server/club/quizzes";
import { unlessUnavailable } from "~/.server/club/unavailable";
import { CLUB_UNAVAILABLE } from "~/.server/club/view";
import { AccountPage } from "~/components/account/AccountForm";
import { accountMeta } from "~/components/account/AccountForm";
import { ClubUnavailable } from "~/components/club/ClubFrame";
import { QuizResults } from "~/components/club/QuizResults";

export const loader = accountLoader(async ({ request, params, user }) => {
  const read = await unlessUnavailable(() =>
    engagementApi(request.signal).submission(user.auth, String(params.submission ?? "")),
  );
  if (!read.ok) return withStatus({ unavailable: CLUB_UNAVAILABLE, results: null, quizId: null }, 503);
  if (!read.value || read.value.quizId !== params.id) return notFound("These results do not exist.");
  return { unavailable: null, results: await resultsView(read.value), quizId: read.value.quizId };
});

export const meta = accountMeta("Quiz results", "ashless-club-overview");
export const handle = {
  pageName: "ashless-club-overview",
  breadcrumbs: () => [{ label: "Quizzes", href: "/club/quizzes" }],
};

export default function QuizResultsPage() {
  const { unavailable, results, quizId } = useLoaderData<typeof loader>();
  return (
    <AccountPage title="Your results">
      <ClubUnavailable message={unavailable} />
      {results ? <QuizResults results={results} /> : null}
      <p>
        {quizId ? (
          <>
            <Link to={`/club/quizzes/${encodeURIComponent(quizId)}`}>Try again</Link> ·{" "}
          </>
        ) : null}
        <Link to="/club/quizzes">All quizzes</Link>
      </p>
    </AccountPage>
  );
}
