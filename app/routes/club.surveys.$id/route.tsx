// /club/surveys/:id: one survey. Not started: start it. Started: enter the serial code (the
// status is then read again while the partner checks it, product.md §9). Checked: the points are in.
import { Link, useLoaderData } from "@remix-run/react";
import { accountAction, accountLoader, notFound, withStatus } from "~/.server/account/context";
import { engagementApi } from "~/.server/account/gateways";
import {
  START_SURVEY_INTENT,
  SURVEY_CODE_INTENT,
  startSurvey,
  surveyView,
  validateSurveyCode,
} from "~/.server/club/surveys";
import { CLUB_UNAVAILABLE } from "~/.server/club/view";
import { AccountPage } from "~/components/account/AccountForm";
import { accountMeta } from "~/components/account/AccountForm";
import { ClubUnavailable } from "~/components/club/ClubFrame";
import { SerialCodeForm, StartSurveyForm } from "~/components/club/SurveyForms";

export const loader = accountLoader(async ({ request, params, user }) => {
  const surveys = await engagementApi(request.signal).surveys(user.auth);
  if (!surveys.available) return withStatus({ unavailable: CLUB_UNAVAILABLE, survey: null }, 503);
  const survey = surveys.value.find((s) => s.id === params.id);
  if (!survey) return notFound("This survey does not exist.");
  return { unavailable: null, survey: surveyView(survey) };
});

export const action = accountAction({
  [START_SURVEY_INTENT]: startSurvey,
  [SURVEY_CODE_INTENT]: validateSurveyCode,
});

export const meta = accountMeta("Survey", "ashless-club-overview");
export const handle = {
  pageName: "ashless-club-overview",
  breadcrumbs: () => [{ label: "Surveys", href: "/club/surveys" }],
};

const NEXT: Record<string, string> = {
  validating:
    "We are checking your serial code with our research partner. Your points will be in your balance within a few minutes.",
  completed: "You have answered this survey and collected its points. Thank you!",
  closed: "This survey has closed.",
};

export default function SurveyPage() {
  const { unavailable, survey } = useLoaderData<typeof loader>();
  return (
    <AccountPage title={survey?.title ?? "Survey"} intro={<>{survey ? <p>{survey.summary}</p> : null}</>}>
      <ClubUnavailable message={unavailable} />
      {survey ? (
        <>
          <dl className="club-facts">
            <dt>Points</dt>
            <dd>{survey.points}</dd>
            <dt>Status</dt>
            <dd>{survey.statusText}</dd>
          </dl>
          {survey.status === "not_started" ? <StartSurveyForm id={survey.id} title={survey.title} /> : null}
          {survey.status === "started" ? <SerialCodeForm /> : null}
          {NEXT[survey.status] ? <p className="notice notice--info">{NEXT[survey.status]}</p> : null}
        </>
      ) : null}
      <p>
        <Link to="/club/surveys">All surveys</Link> · <Link to="/club/history">Points history</Link>
      </p>
    </AccountPage>
  );
}
