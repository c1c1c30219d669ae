// /flavor-finder/results/:id: the flavour finder's recommendations, read back from the quiz
// service (a guest's submission by its unguessable id, a customer's only with their session),
// with the catalogue's products for each flavour.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { currentUser } from "~/.server/auth/require-user";
import { isSessionExpired } from "~/.server/auth/session-expiry";
import { FINDER_UNAVAILABLE, resultsView } from "~/.server/club/quizzes";
import { unlessUnavailable } from "~/.server/club/unavailable";
import { clientError } from "~/.server/forms/form";
import { guard } from "~/.server/responses/guard";
import { noStore } from "~/.server/responses/no-store";
import { engagementGateway } from "~/.server/platform/engagement";
import { QuizResults } from "~/components/club/QuizResults";
import { FLAVOR_FINDER } from "~/lib/models/engagement";
import { pageMeta } from "~/lib/page-names";

export const loader = guard(async ({ request, params, context }: LoaderFunctionArgs) => {
  const user = currentUser(context.session);
  const api = engagementGateway({ signal: request.signal });
  const id = String(params.id ?? "");
  const read = await unlessUnavailable(async () => {
    try {
      return await api.submission(user?.auth ?? null, id);
    } catch (error) {
      // an expired session reads as a guest's
      if (!isSessionExpired(error)) throw error;
      return api.submission(null, id);
    }
  });
  if (!read.ok) return data({ unavailable: FINDER_UNAVAILABLE, results: null }, { status: 503, headers: noStore() });
  if (!read.value || read.value.quizId !== FLAVOR_FINDER) return clientError(404, "These results do not exist.");
  return data({ unavailable: null, results: await resultsView(read.value) }, { headers: noStore() });
});

export const meta: MetaFunction = () => [
  { title: "Your flavours · Ashless" },
  { name: "robots", content: "noindex" },
  ...pageMeta("flavor-finder"),
];

export const handle = { breadcrumbs: () => [{ label: "Find your flavour", href: "/flavor-finder" }] };

export default function FlavorFinderResults() {
  const { unavailable, results } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="finder-title" className="flavor-finder">
      <h1 id="finder-title">Your flavours</h1>
      {unavailable ? (
        <p className="notice notice--error" role="alert">
          {unavailable}
        </p>
      ) : null}
      {results ? <QuizResults results={results} /> : null}
      <p>
        <Link to="/flavor-finder">Start again</Link> · <Link to="/shop">Browse the shop</Link>
      </p>
    </section>
  );
}
