import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { guard } from "~/.server/responses/guard";
import { loadContentPage } from "~/.server/content/page-route";
import { ContentPageView } from "~/components/content/ContentPageView";
import { pageMeta } from "~/lib/page-names";

const PAGE_NAMES: Record<string, string> = { "/faq": "faq-page" };
const pageName = (path: string) => PAGE_NAMES[path.replace(/\/+$/, "")] ?? "other";

// Any other path is a content-service page (e.g. /faq), or a 404.
export const loader = guard(async ({ request, context }: LoaderFunctionArgs) =>
  loadContentPage(request, pageName(new URL(request.url).pathname), context),
);

// the A/B cookie, and a preview's no-store and noindex, reach the document too
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Page not found · Ashless" }];
  return [
    { title: `${data.page.title} · Ashless` },
    ...(data.page.description ? [{ name: "description", content: data.page.description }] : []),
    ...(data.mode !== "live" ? [{ name: "robots", content: "noindex" }] : []),
    ...pageMeta(pageName(data.page.url)),
  ];
};

export const handle = {
  scripts: false,
  breadcrumbs: (d: { page: { title: string; url: string } }) => [{ label: d.page.title, href: d.page.url }],
};

export default function ContentRoute() {
  const { page, mode, customCode } = useLoaderData<typeof loader>();
  return <ContentPageView page={page} mode={mode} customCode={customCode} />;
}
