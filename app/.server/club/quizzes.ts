// Quizzes (product.md §3 Quiz submission: answers, results, questions; §7 GET and POST
// /api/quizzes/by-user/{userUuid}): the one submit behind the club's quizzes and the public
// flavour finder, and how a submission reads on its results page. A finder's results are
// flavours with the skus to try; the products come from the catalogue (their names, prices and
// links), so a recommendation is always something the shop sells.
import type { Auth } from "~/lib/models/account";
import type { Quiz, QuizSubmission } from "~/lib/models/engagement";
import type { ProductSummary } from "~/lib/models/commerce";
import { quizAnswersSchema } from "~/lib/schemas/engagement";
import { getProductsBySku } from "../commerce/catalog";
import { UpstreamUnavailableError } from "../http/errors";
import { withHrefs } from "../document/links";
import { engagementGateway } from "../platform/engagement";
import { redirect } from "@remix-run/node";
import { parseForm, reply } from "../forms/form";
import { noStore } from "../responses/no-store";
import { log } from "../observability";

export const FINDER_UNAVAILABLE =
  "The flavour finder isn't available right now. Please try again in a few minutes, or browse all our sticks in the shop.";

export const quizView = (q: Quiz) => ({
  id: q.id,
  title: q.title,
  summary: q.summary,
  kind: q.kind,
  questions: q.questions.map((x) => ({
    id: x.id,
    text: x.text,
    options: x.options.map((o) => ({ value: o.id, label: o.label })),
  })),
});
export type QuizView = ReturnType<typeof quizView>;

/**
 * Checks the answers against the quiz's questions and sends them (the customer's when `auth`,
 * else a guest's); a submission goes on to `resultsPath(its id)`. A refusal naming a question
 * goes beside it; the answers chosen stay chosen.
 */
export async function sendQuiz(args: {
  request: Request;
  form: FormData;
  intent: string;
  auth: Auth | null;
  quiz: Quiz;
  resultsPath: (id: string) => string;
  headers?: HeadersInit;
}) {
  const submission = parseForm(args.form, quizAnswersSchema(args.quiz.questions));
  if (submission.status !== "success") return reply(args.intent, submission);
  const api = engagementGateway({ signal: args.request.signal });
  const sent = await api.submitQuiz(args.auth, args.quiz.id, submission.value as Record<string, string>);
  if (!sent.ok) {
    if (sent.error.code === "SESSION_EXPIRED") throw sent.error;
    const field = sent.error.field;
    return reply(
      args.intent,
      submission,
      field ? { fieldErrors: { [field]: [sent.error.message] } } : { formErrors: [sent.error.message] },
    );
  }
  return redirect(args.resultsPath(sent.value.id), { headers: noStore(args.headers) });
}

/** The catalogue's products for the recommended skus (none when the catalogue can't be read). */
async function products(skus: string[]): Promise<(ProductSummary & { href: string })[]> {
  try {
    return await withHrefs(await getProductsBySku("default", skus));
  } catch (error) {
    if (!(error instanceof UpstreamUnavailableError)) throw error;
    log().error(`[quiz] no products for the recommendations: ${error.message}`);
    return [];
  }
}

export async function resultsView(s: QuizSubmission) {
  const r = s.results;
  const right = new Map(r.correct.map((c) => [c.questionId, c.correct]));
  const found = await products(r.recommendations.flatMap((x) => x.skus));
  return {
    id: s.id,
    quizId: s.quizId,
    score: r.score !== null && r.total !== null ? `${r.score} out of ${r.total}` : null,
    answers: s.questions.map((q) => ({
      id: q.id,
      question: q.text,
      answer: q.options.find((o) => o.id === s.answers[q.id])?.label ?? "No answer",
      correct: right.has(q.id) ? right.get(q.id)! : null,
    })),
    recommendations: r.recommendations.map((x) => ({
      flavour: x.flavour,
      label: x.label,
      why: x.why,
      products: found.filter((p) => x.skus.includes(p.sku)),
    })),
  };
}
export type QuizResultsView = Awaited<ReturnType<typeof resultsView>>;
