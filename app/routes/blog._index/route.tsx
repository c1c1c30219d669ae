import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { formatCalendarDate } from "~/.server/account/format";
import { listArticles } from "~/.server/content";
import { guard } from "~/.server/responses/guard";
import { pageMeta } from "~/lib/page-names";

export const loader = guard(async () => ({
  articles: (await listArticles()).map((a) => ({ ...a, dateLabel: formatCalendarDate(a.date) })),
}));

export const meta: MetaFunction = () => [{ title: "Blog · Ashless" }, ...pageMeta("blog")];

export const handle = { scripts: false, breadcrumbs: () => [{ label: "Blog", href: "/blog" }] };

export default function BlogPage() {
  const { articles } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="blog-title">
      <h1 id="blog-title">Blog</h1>
      {articles.length === 0 ? <p>No articles yet.</p> : null}
      <ul className="search-hits">
        {articles.map((a) => (
          <li key={a.url} className="search-hit">
            <h2>
              <Link to={a.url}>{a.title}</Link>
            </h2>
            {a.date ? <p className="search-hit__kind">{a.dateLabel}</p> : null}
            {a.description ? <p>{a.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
