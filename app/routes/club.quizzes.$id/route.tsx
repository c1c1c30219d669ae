// /club/quizzes/:id: a club quiz's questions (product.md §7 POST /api/quizzes/by-user); the answers
// go on to the results page. The flavour finder has its own public page.
import { redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { accountAction, accountLoader, notFound, withStatus } from "~/.server/account/context";
import { engagementApi } from "~/.server/account/gateways";
import { quizView, sendQuiz } from "~/.server/club/quizzes";
import { CLUB_UNAVAILABLE } from "~/.server/club/view";
import { reply } from "~/.server/forms/form";
import { AccountPage } from "~/components/account/AccountForm";
import { accountMeta } from "~/components/account/AccountForm";
import { ClubUnavailable } from "~/components/club/ClubFrame";
import { QuizForm } from "~/components/club/QuizForm";
import { FLAVOR_FINDER } from "~/lib/models/engagement";
import { QUIZ_INTENT } from "~/lib/form-names";

const resultsPath = (quiz: string) => (id: string) =>
  `/club/quizzes/${encodeURIComponent(quiz)}/results/${encodeURIComponent(id)}`;

export const loader = accountLoader(async ({ request, params, user }) => {
  if (params.id === FLAVOR_FINDER) throw redirect("/flavor-finder");
  const quizzes = await engagementApi(request.signal).quizzes(user.auth);
  if (!quizzes.available) return withStatus({ unavailable: CLUB_UNAVAILABLE, quiz: null }, 503);
  const quiz = quizzes.value.find((q) => q.id === params.id);
  if (!quiz) return notFound("This quiz does not exist.");
  return { unavailable: null, quiz: quizView(quiz) };
});

export const action = accountAction({
  [QUIZ_INTENT]: async (ctx) => {
    const quizzes = await engagementApi(ctx.request.signal).quizzes(ctx.user.auth);
    // the answers stay chosen when the club can't take them
    if (!quizzes.available) return reply(ctx.intent, ctx.form, { message: CLUB_UNAVAILABLE, status: 503 });
    const quiz = quizzes.value.find((q) => q.id === ctx.params.id);
    if (!quiz) return notFound("This quiz does not exist.");
    return sendQuiz({ ...ctx, auth: ctx.user.auth, quiz, resultsPath: resultsPath(quiz.id) });
  },
});

export const meta = accountMeta("Quiz", "ashless-club-overview");
export const handle = {
  pageName: "ashless-club-overview",
  breadcrumbs: () => [{ label: "Quizzes", href: "/club/quizzes" }],
};

export default function QuizPage() {
  const { unavailable, quiz } = useLoaderData<typeof loader>();
  return (
    <AccountPage title={quiz?.title ?? "Quiz"} intro={<>{quiz ? <p>{quiz.summary}</p> : null}</>}>
      <ClubUnavailable message={unavailable} />
      {quiz ? <QuizForm questions={quiz.questions} submit="See my results" /> : null}
      <p>
        <Link to="/club/quizzes">All quizzes</Link>
      </p>
    </AccountPage>
  );
}
