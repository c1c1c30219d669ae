import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { guard } from "~/.server/guard";
import { loadContentPage } from "~/.server/content-route";
import { ContentPageView } from "~/components/content/ContentPageView";
import { pageMeta } from "~/lib/page-names";

// Any other path is a content-service page (e.g. /faq), or a 404.
export const loader = guard(async ({ request }: LoaderFunctionArgs) => loadContentPage(request));

const PAGE_NAMES: Record<string, string> = { "/faq": "faq-page" };

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Page not found · Ashless" }];
  return [
    { title: `${data.page.title} · Ashless` },
    ...(data.page.description ? [{ name: "description", content: data.page.description }] : []),
    ...pageMeta(PAGE_NAMES[data.page.url] ?? "other"),
  ];
};

export const handle = {
  scripts: false,
  breadcrumbs: (d: { page: { title: string; url: string } }) => [{ label: d.page.title, href: d.page.url }],
};

export default function ContentRoute() {
  const { page } = useLoaderData<typeof loader>();
  return <ContentPageView page={page} />;
}
