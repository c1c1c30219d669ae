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
import { analyticsChoice, cookieChoiceAction, shopCookies } from "./cookies.server";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { noStore } from "~/.server/responses/no-store";

export const loader = guard(async ({ request, context }: LoaderFunctionArgs) => {
  const page = await loadContentPage(request, "other", context);
  // the page shows the visitor's own choice: never one copy for all
  const headers = noStore(page.init?.headers);
  const choice = analyticsChoice(request.headers.get("Cookie"));
  return data({ ...page.data, cookies: shopCookies(), choice }, { ...page.init, headers });
});

export const action = cookieChoiceAction;

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => servicePageMeta(data, "Cookie notice");

export const handle = {
  scripts: false,
  breadcrumbs: (d: { page: { title: string; url: string } }) => [{ label: d.page.title, href: d.page.url }],
};

const WIDTH = { "--cb-max": "760px" } as CSSProperties;

export default function CookiesPage() {
  const { page, mode, customCode, cookies, choice } = useLoaderData<typeof loader>();
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
        <h2 id="analytics">Counting visits (analytics)</h2>
        <p>
          {choice === "analytics"
            ? "You allow us to count your visits."
            : "We do not count your visits as one visitor's unless you allow it."}{" "}
          We count which pages are seen either way, without knowing by whom.
        </p>
        <PostForm intent="cookie-choice" aria-labelledby="analytics">
          <input type="hidden" name="analytics" value={choice === "analytics" ? "no" : "yes"} />
          <SubmitButton intent="cookie-choice">
            {choice === "analytics" ? "Stop counting my visits" : "Allow counting my visits"}
          </SubmitButton>
        </PostForm>
      </div>
    </>
  );
}
