// /club/contests/:id: a contest, its entry form while it is open (a multipart POST with a photo,
// working without scripting), and the customer's entry once it is in (product.md §7 contests/status).
// The one route whose form takes a file: its action reads a larger body than any other's, part by
// part, and a photo over the limit is answered beside its field (app/.server/forms/form.ts).
import { Link, useLoaderData } from "@remix-run/react";
import { accountAction, accountLoader, notFound, withStatus } from "~/.server/account/context";
import { engagementApi } from "~/.server/account/gateways";
import { CONTEST_INTENT, contestView, enterContest } from "~/.server/club/contests";
import { CLUB_UNAVAILABLE } from "~/.server/club/view";
import { CONTEST_MAX_FILE_BYTES } from "~/lib/models/engagement";
import { AccountPage } from "~/components/account/AccountForm";
import { accountMeta } from "~/components/account/AccountForm";
import { ClubUnavailable } from "~/components/club/ClubFrame";
import { ContestForm } from "./ContestForm";

export const loader = accountLoader(async ({ request, params, user }) => {
  const contests = await engagementApi(request.signal).contests(user.auth);
  if (!contests.available) return withStatus({ unavailable: CLUB_UNAVAILABLE, contest: null }, 503);
  const contest = contests.value.find((c) => c.id === params.id);
  if (!contest) return notFound("This contest does not exist.");
  return { unavailable: null, contest: contestView(contest) };
});

export const action = accountAction(
  { [CONTEST_INTENT]: enterContest },
  { files: { maxBytes: CONTEST_MAX_FILE_BYTES } },
);

export const meta = accountMeta("Contest", "ashless-club-overview");
export const handle = {
  pageName: "ashless-club-overview",
  breadcrumbs: () => [{ label: "Contests", href: "/club/contests" }],
};

export default function ContestPage() {
  const { unavailable, contest } = useLoaderData<typeof loader>();
  return (
    <AccountPage title={contest?.title ?? "Contest"} intro={<>{contest ? <p>{contest.summary}</p> : null}</>}>
      <ClubUnavailable message={unavailable} />
      {contest ? (
        <>
          <dl className="club-facts">
            <dt>Status</dt>
            <dd>{contest.statusText}</dd>
            {contest.status === "open" ? (
              <>
                <dt>Closes</dt>
                <dd>{contest.closes}</dd>
              </>
            ) : null}
          </dl>
          {contest.status === "open" ? <ContestForm questions={contest.questions} maxSize={contest.maxSize} /> : null}
          {contest.entry ? (
            <section aria-labelledby="entry-title">
              <h2 id="entry-title">Your entry</h2>
              <dl className="club-facts">
                {contest.entry.answers.map((a) => (
                  <div key={a.id}>
                    <dt>{a.question}</dt>
                    <dd>{a.answer}</dd>
                  </div>
                ))}
                <div>
                  <dt>Photo</dt>
                  <dd>{contest.entry.fileName}</dd>
                </div>
                <div>
                  <dt>Sent</dt>
                  <dd>{contest.entry.date}</dd>
                </div>
              </dl>
            </section>
          ) : null}
          {contest.status === "closed" ? <p className="notice notice--info">This contest has closed.</p> : null}
        </>
      ) : null}
      <p>
        <Link to="/club/contests">All contests</Link>
      </p>
    </AccountPage>
  );
}
