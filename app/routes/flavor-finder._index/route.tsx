// /flavor-finder (product.md §2 page flavor-finder): three questions, and the flavours to try with
// the shop's sticks for them. Public: a guest's answers are sent as a guest's, a signed-in
// customer's under their account (product.md §7 POST /api/quizzes/by-user). A public form: honeypot.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { currentUser } from "~/.server/auth/require-user";
import { isSessionExpired } from "~/.server/auth/session-expiry";
import type { Auth } from "~/lib/models/account";
import { FINDER_UNAVAILABLE, quizView, sendQuiz } from "~/.server/club/quizzes";
import { unlessUnavailable } from "~/.server/club/unavailable";
import { clientError, formAction, redirectWithFlash, reply } from "~/.server/forms/form";
import { guard } from "~/.server/responses/guard";
import { noStore } from "~/.server/responses/no-store";
import { engagementGateway } from "~/.server/platform/engagement";
import { QuizForm } from "~/components/club/QuizForm";
import { FLAVOR_FINDER } from "~/lib/models/engagement";
import { pageMeta } from "~/lib/page-names";
import { QUIZ_INTENT } from "~/lib/form-names";

export const loader = guard(async ({ request }: LoaderFunctionArgs) => {
  const read = await unlessUnavailable(() => engagementGateway({ signal: request.signal }).publicQuiz(FLAVOR_FINDER));
  if (!read.ok) return data({ unavailable: FINDER_UNAVAILABLE, quiz: null }, { status: 503, headers: noStore() });
  if (!read.value) return clientError(404, "The flavour finder is not available.");
  return data({ unavailable: null, quiz: quizView(read.value) }, { headers: noStore() });
});

export const action = formAction(
  {
    [QUIZ_INTENT]: async ({ form, intent, args: { request, context } }) => {
      const read = await unlessUnavailable(() =>
        engagementGateway({ signal: request.signal }).publicQuiz(FLAVOR_FINDER),
      );
      if (!read.ok || !read.value) return reply(intent, form, { message: FINDER_UNAVAILABLE, status: 503 });
      const quiz = read.value;
      const user = currentUser(context.session);
      const send = (auth: Auth | null) =>
        sendQuiz({
          request,
          form,
          intent,
          auth,
          quiz,
          resultsPath: (id) => `/flavor-finder/results/${encodeURIComponent(id)}`,
        });
      try {
        return await send(user?.auth ?? null);
      } catch (error) {
        // a session the platform no longer accepts: the answers still count, as a guest's
        if (!user || !isSessionExpired(error)) throw error;
        return send(null);
      }
    },
  },
  {
    unavailable: FINDER_UNAVAILABLE,
    // people never see the honeypot; a bot that fills it is shown the page again
    spam: ({ context }) => redirectWithFlash(context.session, "/flavor-finder", null),
  },
);

export const meta: MetaFunction = () => [{ title: "Find your flavour · Ashless" }, ...pageMeta("flavor-finder")];

export const handle = { breadcrumbs: () => [{ label: "Find your flavour", href: "/flavor-finder" }] };

export default function FlavorFinder() {
  const { unavailable, quiz } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="finder-title" className="flavor-finder">
      <h1 id="finder-title">Find your flavour</h1>
      <p>Answer three questions and we will suggest the sticks to try first.</p>
      {unavailable ? (
        <p className="notice notice--error" role="alert">
          {unavailable}
        </p>
      ) : null}
      {quiz ? <QuizForm questions={quiz.questions} submit="Show my flavours" honeypot /> : null}
    </section>
  );
}
