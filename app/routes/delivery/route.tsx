// /delivery: the brand's copy from the CMS (decision 0041), and the delivery methods as the
// checkout offers them, from the same store configuration: method, price, delivery time.
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { guard } from "~/.server/responses/guard";
import { loadContentPage } from "~/.server/content/page-route";
import { getStoreFacts } from "~/.server/commerce/store-facts";
import { moneyWriter } from "~/.server/commerce/money";
import { ContentPageView } from "~/components/content/ContentPageView";
import { servicePageMeta } from "~/components/content/service-page-meta";
import { DeliveryMethods, type DeliveryView } from "./DeliveryMethods";

export const loader = guard(async ({ request, context }: LoaderFunctionArgs) => {
  const [page, facts, money] = await Promise.all([
    loadContentPage(request, "other", context),
    getStoreFacts("default"),
    moneyWriter(),
  ]);
  const delivery: DeliveryView = {
    methods: facts.delivery.methods.map((m) => ({
      ...m,
      price: m.price.value === 0 ? "Free" : money(m.price),
      minimumSubtotal: m.minimumSubtotal ? money(m.minimumSubtotal, true) : null,
    })),
  };
  return data({ ...page.data, delivery }, page.init ?? undefined);
});

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => servicePageMeta(data, "Delivery");

export const handle = {
  scripts: false,
  breadcrumbs: (d: { page: { title: string; url: string } }) => [{ label: d.page.title, href: d.page.url }],
};

export default function DeliveryPage() {
  const { page, mode, customCode, delivery } = useLoaderData<typeof loader>();
  return (
    <>
      <ContentPageView page={page} mode={mode} customCode={customCode} />
      <DeliveryMethods delivery={delivery} />
    </>
  );
}
