// /club/articles/:id: one article. Serving it to the customer is what reads it: the loader
// credits its points on the server, once (product.md §7 POST …/earnings/article), and the page says
// what it earned. An article for another tier is shown as such, without its text or points.
import { Link, useLoaderData } from "@remix-run/react";
import { accountLoader, notFound, withStatus } from "~/.server/account/context";
import { loyaltyApi } from "~/.server/account/gateways";
import { unlessUnavailable } from "~/.server/club/unavailable";
import { creditPoints } from "~/.server/club/credit";
import { CLUB_UNAVAILABLE } from "~/.server/club/view";
import { AccountHeading } from "~/components/account/AccountForm";
import { accountMeta } from "~/components/account/AccountForm";
import { ClubUnavailable } from "~/components/club/ClubFrame";

export const loader = accountLoader(async ({ request, params, user }) => {
  const api = loyaltyApi(request.signal);
  const id = String(params.id ?? "");
  const read = await unlessUnavailable(() => api.article(user.auth, id));
  if (!read.ok) return withStatus({ unavailable: CLUB_UNAVAILABLE, article: null, earned: null }, 503);
  const article = read.value;
  if (!article) return notFound("No such article.");
  if (!article.isAvailable)
    return {
      unavailable: null,
      article: { title: article.title, paragraphs: [], locked: true },
      earned: null,
    };
  const { message: earned } = await creditPoints(() => api.readArticle(user.auth, id), {
    unavailable: "We couldn't add the points for this article just now: open it again later to collect them.",
    already: "You have already collected the points for this article.",
    earned: (points) => `You earned ${points} for reading this article.`,
  });
  return {
    unavailable: null,
    article: { title: article.title, paragraphs: (article.body ?? "").split(/\n{2,}/), locked: false },
    earned,
  };
});

export const meta = accountMeta("Article", "article-page");
export const handle = {
  pageName: "article-page",
  breadcrumbs: () => [{ label: "Articles", href: "/club/articles" }],
};

export default function ArticlePage() {
  const { unavailable, article, earned } = useLoaderData<typeof loader>();
  return (
    <article aria-labelledby="account-title">
      <AccountHeading title={article?.title ?? "Article"} />
      <ClubUnavailable message={unavailable} />
      {earned ? (
        <p className="notice notice--info" role="status">
          {earned}
        </p>
      ) : null}
      {article?.locked ? <p>This article is for members of a higher tier.</p> : null}
      {article?.paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <p>
        <Link to="/club/articles">More articles</Link>
      </p>
    </article>
  );
}
