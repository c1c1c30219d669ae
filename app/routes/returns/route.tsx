// /returns: the brand's copy from the CMS (decision 0041), its facts filled in from the store
// configuration (the seller, delivery, returns, warranty, reply time).
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { guard } from "~/.server/responses/guard";
import { loadContentPage } from "~/.server/content/page-route";
import { ContentPageView } from "~/components/content/ContentPageView";
import { servicePageMeta } from "~/components/content/service-page-meta";

export const loader = guard(async ({ request, context }: LoaderFunctionArgs) =>
  loadContentPage(request, "other", context),
);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => servicePageMeta(data, "Returns and refunds");

export const handle = {
  scripts: false,
  breadcrumbs: (d: { page: { title: string; url: string } }) => [{ label: d.page.title, href: d.page.url }],
};

export default function ReturnsPage() {
  const { page, mode, customCode } = useLoaderData<typeof loader>();
  return <ContentPageView page={page} mode={mode} customCode={customCode} />;
}
