// /cookies: the brand's copy from the CMS (decision 0041), and the list of the cookies this shop
// sets, which only the shop knows (cookies.server.ts).
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { CSSProperties } from "react";
import { guard } from "~/.server/responses/guard";
import { loadContentPage } from "~/.server/content/page-route";
import { DataTable } from "~/components/account/DataTable";
import { ContentPageView } from "~/components/content/ContentPageView";
import { servicePageMeta } from "~/components/content/service-page-meta";
import { shopCookies } from "./cookies.server";

export const loader = guard(async ({ request, context }: LoaderFunctionArgs) => {
  const page = await loadContentPage(request, "other", context);
  return data({ ...page.data, cookies: shopCookies() }, page.init ?? undefined);
});

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => servicePageMeta(data, "Cookie notice");

export const handle = {
  scripts: false,
  breadcrumbs: (d: { page: { title: string; url: string } }) => [{ label: d.page.title, href: d.page.url }],
};

const WIDTH = { "--cb-max": "760px" } as CSSProperties;

export default function CookiesPage() {
  const { page, mode, customCode, cookies } = useLoaderData<typeof loader>();
  return (
    <>
      <ContentPageView page={page} mode={mode} customCode={customCode} />
      <div className="cb-section" style={WIDTH}>
        <h2>The cookies we set</h2>
        <DataTable caption="The cookies we set" columns={["Name", "What it is for", "How long it lasts"]}>
          {cookies.map((c) => (
            <tr key={c.name}>
              <td>
                <code>{c.name}</code>
              </td>
              <td>{c.purpose}</td>
              <td>{c.lasts}</td>
            </tr>
          ))}
        </DataTable>
      </div>
    </>
  );
}
