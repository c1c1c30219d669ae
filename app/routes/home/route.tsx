import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { guard } from "~/.server/responses/guard";
import { loadContentPage } from "~/.server/content/page-route";
import { ContentPageView } from "~/components/content/ContentPageView";
import { pageMeta } from "~/lib/page-names";

export const loader = guard(async ({ request, context }: LoaderFunctionArgs) =>
  loadContentPage(request, "home-page", context),
);

// Text, pictures and links: a full load from here is faster than the router (decision 0019)
export const handle = { scripts: false };

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.page.title ? `${data.page.title} · Ashless` : "Ashless" },
  ...(data?.page.description ? [{ name: "description", content: data.page.description }] : []),
  ...(data && data.mode !== "live" ? [{ name: "robots", content: "noindex" }] : []),
  ...pageMeta("home-page"),
];

export default function Home() {
  const { page, mode, customCode } = useLoaderData<typeof loader>();
  return <ContentPageView page={page} mode={mode} customCode={customCode} />;
}
