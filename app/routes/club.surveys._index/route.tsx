// /club/surveys: the club's surveys with the customer's status in each (product.md §3 Survey) and the
// points they earn; a survey not yet started can be started from here.
import { Link, useLoaderData } from "@remix-run/react";
import { accountLoader, withStatus } from "~/.server/account/context";
import { engagementApi } from "~/.server/account/gateways";
import { surveyView } from "~/.server/club/surveys";
import { CLUB_UNAVAILABLE } from "~/.server/club/view";
import { AccountPage } from "~/components/account/AccountForm";
import { accountMeta } from "~/components/account/AccountForm";
import { ClubUnavailable } from "~/components/club/ClubFrame";
import { StartSurveyForm } from "~/components/club/SurveyForms";

export const loader = accountLoader(async ({ request, user }) => {
  const surveys = await engagementApi(request.signal).surveys(user.auth);
  const body = { unavailable: surveys.available ? null : CLUB_UNAVAILABLE, surveys: surveys.value.map(surveyView) };
  return surveys.available ? body : withStatus(body, 503);
});

export const meta = accountMeta("Surveys", "ashless-club-overview");
export const handle = {
  pageName: "ashless-club-overview",
  breadcrumbs: () => [{ label: "Surveys", href: "/club/surveys" }],
};

export default function Surveys() {
  const { unavailable, surveys } = useLoaderData<typeof loader>();
  return (
    <AccountPage
      title="Surveys"
      intro={
        <p>
          Tell us what you think. Start a survey, answer it with our research partner, and enter the serial code you get
          at the end to collect your points.
        </p>
      }
    >
      <ClubUnavailable message={unavailable} />
      <ul className="reward-list">
        {surveys.map((s) => (
          <li key={s.id} className="account-panel">
            <h2 className="reward-card__name">
              <Link to={s.href}>{s.title}</Link>
            </h2>
            <p>{s.summary}</p>
            <p className="field__hint">
              {s.points} · {s.statusText}
            </p>
            {s.status === "not_started" ? <StartSurveyForm id={s.id} title={s.title} action={s.href} /> : null}
          </li>
        ))}
      </ul>
    </AccountPage>
  );
}
