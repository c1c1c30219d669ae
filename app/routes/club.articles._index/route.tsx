// /club/articles: the club's articles, each with the points it earns when read (once), and
// whether it has been read.
import { Link, useLoaderData } from "@remix-run/react";
import { accountLoader, withStatus } from "~/.server/account/context";
import { loyaltyApi } from "~/.server/account/gateways";
import { CLUB_UNAVAILABLE, pointsLabel } from "~/.server/club/view";
import { AccountPage } from "~/components/account/AccountForm";
import { accountMeta } from "~/components/account/AccountForm";
import { ClubUnavailable } from "~/components/club/ClubFrame";

export const loader = accountLoader(async ({ request, user }) => {
  const articles = await loyaltyApi(request.signal).articles(user.auth);
  const body = {
    unavailable: articles.available ? null : CLUB_UNAVAILABLE,
    articles: articles.value.map((a) => ({
      id: a.articleId,
      title: a.title,
      summary: a.summary,
      status: a.isRead ? "Read: points collected" : a.isAvailable ? `${pointsLabel(a.value)} for reading it` : null,
      available: a.isAvailable,
    })),
  };
  return articles.available ? body : withStatus(body, 503);
});

export const meta = accountMeta("Articles", "ashless-club-overview");
export const handle = {
  pageName: "ashless-club-overview",
  breadcrumbs: () => [{ label: "Articles", href: "/club/articles" }],
};

export default function Articles() {
  const { unavailable, articles } = useLoaderData<typeof loader>();
  return (
    <AccountPage title="Articles" intro={<p>Read our articles to the end to collect points for each, once.</p>}>
      <ClubUnavailable message={unavailable} />
      <ul className="reward-list">
        {articles
          .filter((a) => a.available)
          .map((a) => (
            <li key={a.id} className="account-panel">
              <h2 className="reward-card__name">
                <Link to={`/club/articles/${encodeURIComponent(a.id)}`}>{a.title}</Link>
              </h2>
              <p>{a.summary}</p>
              {a.status ? <p className="field__hint">{a.status}</p> : null}
            </li>
          ))}
      </ul>
    </AccountPage>
  );
}
