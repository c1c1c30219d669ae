import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getArticle } from "~/.server/content";
import { guard } from "~/.server/responses/guard";
import { ContentPageView } from "~/components/content/ContentPageView";
import { pageMeta } from "~/lib/page-names";

export const loader = guard(async ({ params }: LoaderFunctionArgs) => {
  const slug = params.slug ?? "";
  const page = /^[\w-]{1,100}$/.test(slug) ? await getArticle(`/blog/${slug}`) : null;
  if (!page) throw data(null, { status: 404 });
  return { page };
});

export const meta: MetaFunction<typeof loader> = ({ data: d }) =>
  d
    ? [
        { title: `${d.page.title} · Ashless blog` },
        ...(d.page.description ? [{ name: "description", content: d.page.description }] : []),
        ...pageMeta("article-page"),
      ]
    : [{ title: "Article not found · Ashless" }];

export const handle = {
  scripts: false,
  breadcrumbs: (d: { page: { title: string; url: string } }) => [
    { label: "Blog", href: "/blog" },
    { label: d.page.title, href: d.page.url },
  ],
};

export default function ArticlePage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <article>
      <ContentPageView page={page} />
      <p>
        <Link to="/blog">More from the blog</Link>
      </p>
    </article>
  );
}
