// Surveys (product.md §7 surveys, §9 status retries): the survey pages' actions and how a survey
// reads. Starting takes part; the serial code the research partner gives at the end is
// validated, then the status is read again (3 times, 500 ms apart, in the gateway) until the
// partner has confirmed it: the customer learns at once whether the points are in, or that
// they will be shortly. Refusals of the code go beside the field; nothing typed is lost.
import { SURVEY_CODE_INTENT, START_SURVEY_INTENT, serialCodeSchema } from "~/lib/schemas/engagement";
import type { Survey } from "~/lib/models/engagement";
import { done, accountRefusal, type ActionContext } from "../account/context";
import { engagementApi } from "../account/gateways";
import { refuseCodeCheck } from "../limits/code-limits";
import { codeLimits } from "../limits/rate-limit";
import { parseForm, reply } from "../forms/form";
import { pointsLabel } from "./view";

export { SURVEY_CODE_INTENT, START_SURVEY_INTENT };

export const surveyPath = (id: string) => `/club/surveys/${encodeURIComponent(id)}`;

const STATUS_TEXT: Record<Survey["status"], string> = {
  not_started: "Not started",
  started: "Started: enter your serial code when you have answered",
  validating: "Answered: we are checking your serial code",
  completed: "Completed: points collected",
  closed: "Closed",
};

export function surveyView(s: Survey) {
  return {
    id: s.id,
    title: s.title,
    summary: s.summary,
    points: pointsLabel(s.points),
    status: s.status,
    statusText: STATUS_TEXT[s.status],
    href: surveyPath(s.id),
  };
}
export type SurveyView = ReturnType<typeof surveyView>;

export async function startSurvey(ctx: ActionContext) {
  const id = String(ctx.params.id ?? "");
  const result = await engagementApi(ctx.request.signal).startSurvey(ctx.user.auth, id);
  if (!result.ok) {
    if (result.error.code === "SESSION_EXPIRED") throw result.error;
    return reply(ctx.intent, ctx.form, {
      message: result.error.message,
      status: result.error.status === 404 ? 404 : 400,
    });
  }
  return done(
    ctx.user.session,
    surveyPath(id),
    `You are taking part in "${result.value.title}". Enter your serial code here once you have answered.`,
  );
}

export async function validateSurveyCode(ctx: ActionContext) {
  const id = String(ctx.params.id ?? "");
  const submission = parseForm(ctx.form, serialCodeSchema);
  if (submission.status !== "success") return reply(ctx.intent, submission);
  const api = engagementApi(ctx.request.signal);
  // wrong serial codes count per account and address (issue 36, 4)
  const limit = await codeLimits(ctx.request, "survey-serial", { account: ctx.user.auth.userUuid });
  if (!limit.ok) return refuseCodeCheck(ctx.intent, submission, "serialCode", limit);
  const result = await api.validateSurvey(ctx.user.auth, id, submission.value.serialCode);
  if (!result.ok) return reply(ctx.intent, submission, accountRefusal(result.error, { serialCode: "serialCode" }));
  await limit.succeeded();
  const status = await api.surveyStatus(ctx.user.auth, id);
  const survey = status.value ?? result.value;
  return survey.status === "completed"
    ? done(ctx.user.session, surveyPath(id), `Thank you! ${pointsLabel(survey.points)} were added to your balance.`)
    : done(
        ctx.user.session,
        surveyPath(id),
        "Thank you! We are still checking your serial code: the points will be in your balance within a few minutes.",
        "info",
      );
}
