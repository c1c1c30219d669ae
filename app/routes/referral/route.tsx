// /referral (product.md §2 page referral-page): the customer's referral code and share link, the
// stats of the friends who registered with it, and those friends 5 a page (product.md §9). The
// referral read is the club's customer lookup of this page (it gives the code the customer joined
// with): a customer the club has no member for, or whose membership is paused or closed, is told so
// instead (product.md §8, decision 0076).
import { DataTable } from "~/components/account/DataTable";
import { useLoaderData } from "@remix-run/react";
import type { HeadersFunction } from "@remix-run/node";
import { accountAction, accountLoader, accountRefusal, done, withStatus } from "~/.server/account/context";
import { parseForm, reply } from "~/.server/forms/form";
import { config } from "~/.server/config";
import { accountGateway } from "~/.server/platform/account";
import { referrerCodeSchema } from "~/lib/schemas/account";
import { AccountForm } from "~/components/account/AccountForm";
import { CodeField } from "~/components/forms/Field";
import { usePostForm } from "~/components/forms/usePostForm";
import { formatDate } from "~/.server/account/format";
import { loyaltyApi } from "~/.server/account/gateways";
import { CLUB_UNAVAILABLE, pointsLabel } from "~/.server/club/view";
import { membershipNotice } from "~/.server/club/membership";
import { MembershipNotice } from "~/components/club/MembershipNotice";
import { noStore } from "~/.server/responses/no-store";
import { AccountPage, accountMeta } from "~/components/account/AccountForm";
import { ClubFrame, ClubUnavailable } from "~/components/club/ClubFrame";
import { PageLinks } from "~/components/layout/LinkControls";
import { pageParam } from "~/lib/page-param";

export const loader = accountLoader(async ({ request, user }) => {
  const referral = await loyaltyApi(request.signal).referral(user.auth, pageParam(request));
  const r = referral.value;
  const membership = membershipNotice(referral);
  const body = {
    membership,
    unavailable: referral.available || membership ? null : CLUB_UNAVAILABLE,
    code: r.code,
    shareLink: r.code ? `${new URL(request.url).origin}/register?ref=${encodeURIComponent(r.code)}` : null,
    parentCode: r.parentCode,
    // a friend's code can be named after registering, once, where the platform has the call
    // (unified only, product.md §7 Users); the platform says when it is too late
    canAddReferrer: referral.available && !r.parentCode && config().platform.flavour === "unified",
    stats: {
      referees: r.stats.refereesCount,
      ordered: r.stats.completedFirstOrderCount,
      earned: pointsLabel(r.stats.earnedPoints),
    },
    friends: r.history.items.map((f, i) => ({
      key: `${f.joinedAt}-${i}`,
      name: f.name,
      joined: formatDate(f.joinedAt),
      ordered: f.hasFirstPurchase,
      points: f.points ? pointsLabel(f.points) : "–",
    })),
    page: r.history.page,
    totalPages: r.history.totalPages,
  };
  return referral.available || membership ? body : withStatus(body, 503);
});

export const action = accountAction({
  "add-referrer": async ({ user, form, intent, request }) => {
    const submission = parseForm(form, referrerCodeSchema());
    if (submission.status !== "success") return reply(intent, submission);
    const code = submission.value.code.toUpperCase();
    const result = await accountGateway({ signal: request.signal }).addReferrerCode(user.auth, code);
    if (!result.ok)
      return reply(intent, submission, accountRefusal(result.error, { referrer_code: "code", referralCode: "code" }));
    return done(
      user.session,
      "/referral",
      `Thank you: your friend's code ${code} is on your account. They earn points when you place your first order.`,
    );
  },
});

export const headers: HeadersFunction = () => noStore();
export const meta = accountMeta("Refer a friend", "referral-page");
export const handle = {
  pageName: "referral-page",
  breadcrumbs: () => [{ label: "Refer a friend", href: "/referral" }],
};

export default function ReferralPage() {
  const { membership, unavailable, code, shareLink, parentCode, canAddReferrer, stats, friends, page, totalPages } =
    useLoaderData<typeof loader>();
  if (membership)
    return (
      <ClubFrame>
        <MembershipNotice notice={membership} />
      </ClubFrame>
    );
  return (
    <ClubFrame>
      <AccountPage
        title="Refer a friend"
        intro={<p>Share your code. When a friend who registers with it places their first order, you earn points.</p>}
      >
        <ClubUnavailable message={unavailable} />
        {code ? (
          <section aria-labelledby="your-code" className="account-panel">
            <h2 id="your-code">Your code</h2>
            <p>
              A friend enters it when they register: <strong className="club-code">{code}</strong>
            </p>
            <p>
              Share link: <a href={shareLink ?? undefined}>{shareLink}</a>
            </p>
            {parentCode ? <p>You joined with the code {parentCode}.</p> : null}
          </section>
        ) : null}
        {canAddReferrer ? <ReferrerForm /> : null}
        {unavailable ? null : (
          <>
            <h2 id="referral-stats">Your friends</h2>
            <dl className="club-facts" aria-labelledby="referral-stats">
              <dt>Registered with your code</dt>
              <dd>{stats.referees}</dd>
              <dt>Placed their first order</dt>
              <dd>{stats.ordered}</dd>
              <dt>Points earned</dt>
              <dd>{stats.earned}</dd>
            </dl>
            {friends.length === 0 ? (
              <p>No one has registered with your code yet.</p>
            ) : (
              <DataTable
                caption={`Friends who registered with your code, page ${page} of ${totalPages}`}
                columns={["Friend", "Joined", "First order", { label: "You earned", numeric: true }]}
              >
                {friends.map((f) => (
                  <tr key={f.key}>
                    <td>{f.name}</td>
                    <td>{f.joined}</td>
                    <td>{f.ordered ? "Yes" : "Not yet"}</td>
                    <td className="club-number">{f.points}</td>
                  </tr>
                ))}
              </DataTable>
            )}
            <PageLinks
              label="Friends pages"
              page={page}
              totalPages={totalPages}
              href={(p) => (p === 1 ? "/referral" : `/referral?page=${p}`)}
            />
          </>
        )}
      </AccountPage>
    </ClubFrame>
  );
}

/** A friend's code, for a customer who didn't give one when registering. */
function ReferrerForm() {
  const [form, fields] = usePostForm<typeof referrerCodeSchema>("add-referrer", {});
  return (
    <section aria-labelledby="referrer-title" className="account-panel">
      <h2 id="referrer-title">Did a friend refer you?</h2>
      <p>
        If you forgot their code when you joined, add it now, and your friend earns points when you place your first
        order.
      </p>
      <AccountForm form={form} intent="add-referrer" submit="Add the code">
        <CodeField meta={fields.code} label="Your friend's code" hint="For example ALEX-FRIEND." maxLength={32} />
      </AccountForm>
    </section>
  );
}
