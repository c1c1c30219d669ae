// /account/returns: every return the customer asked for, newest first, with its status and each
// item's in words (product.md §4; decision 0066). A return is asked for from its order's page.
import { Link, useLoaderData } from "@remix-run/react";
import { accountLoader } from "~/.server/account/context";
import { formatDate } from "~/.server/account/format";
import { STORE } from "~/.server/account/gateways";
import { getCustomerReturns } from "~/.server/commerce/returns";
import { AccountPage, accountMeta } from "~/components/account/AccountForm";
import { ReturnList } from "~/components/account/ReturnList";

export const loader = accountLoader(async ({ request, user }) => {
  const page = Number(new URL(request.url).searchParams.get("page") ?? 1);
  const found = await getCustomerReturns(STORE, user.commerceToken, page);
  return {
    ...found,
    dates: Object.fromEntries(found.returns.map((r) => [r.uid, formatDate(r.createdAt)])),
  };
});

export const meta = accountMeta("Your returns", "my-orders");
export const handle = {
  scripts: false,
  pageName: "my-orders",
  breadcrumbs: () => [{ label: "Returns", href: "/account/returns" }],
};

export default function Returns() {
  const d = useLoaderData<typeof loader>();
  return (
    <AccountPage
      title="Your returns"
      intro={
        <p>
          To send items back, open the order they came in from <Link to="/account/orders">your orders</Link> and choose
          &ldquo;Return items&rdquo;.
        </p>
      }
    >
      {d.returns.length > 0 ? (
        <ReturnList returns={d.returns} dates={d.dates} withOrder level={2} />
      ) : (
        <p>{d.currentPage > 1 ? "There are no more returns." : "You haven't asked to return anything."}</p>
      )}
      {d.totalPages > 1 ? (
        <nav aria-label="Pages of returns" className="pagination">
          {d.currentPage > 1 ? <Link to={`?page=${d.currentPage - 1}`}>Newer returns</Link> : null}{" "}
          {d.currentPage < d.totalPages ? <Link to={`?page=${d.currentPage + 1}`}>Older returns</Link> : null}
        </nav>
      ) : null}
    </AccountPage>
  );
}
