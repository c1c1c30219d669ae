// /account/orders: the shopper's orders with status filter, sort and pages as links, and what
// they bought in person (the platform's offline purchases).
import { Link, useLoaderData } from "@remix-run/react";
import { accountLoader } from "~/.server/account/context";
import { formatDate } from "~/.server/account/format";
import { customerApi, STORE } from "~/.server/account/gateways";
import { statusLabeller } from "~/.server/commerce/order-statuses";
import { AccountPage, accountMeta } from "~/components/account/AccountForm";
import { OrderPagination, SortLinks, StatusFilter } from "./OrderControls";
import { orderQueryHref, ORDERS_PAGE_SIZE, parseOrderQuery } from "~/lib/order-query";
import { OrderTable } from "~/components/account/OrderTable";
import { offlinePurchases } from "~/.server/platform/offline-purchases";
import { OfflinePurchases } from "./OfflinePurchases";
import { linePictures } from "~/.server/commerce/product-reads";

export const loader = accountLoader(async ({ request, user }) => {
  const query = parseOrderQuery(new URL(request.url).searchParams);
  const api = customerApi();
  const [page, total, counts, inPerson, label] = await Promise.all([
    api.getCustomerOrders(STORE, user.commerceToken, { ...query, pageSize: ORDERS_PAGE_SIZE }),
    api.getCustomerOrdersCount(STORE, user.commerceToken),
    api.getCustomerOrdersStatuses(STORE, user.commerceToken),
    offlinePurchases(user.auth, request.signal),
    statusLabeller(STORE),
  ]);
  // each order's products as pictures, read for the whole page at once (decision 0073)
  const pictures = await linePictures(
    STORE,
    page.orders.flatMap((o) => o.skus),
  );
  // product.md §7 getorderstatus: every status is named as the store names it
  const statuses = counts.map((s) => ({ ...s, label: label(s.value, s.label) }));
  return {
    query,
    orders: page.orders.map((o) => ({
      ...o,
      statusLabel: label(o.status, o.statusLabel),
      dateLabel: formatDate(o.date),
    })),
    matching: page.totalCount,
    totalPages: page.totalPages,
    total,
    statuses,
    statusLabel: statuses.find((s) => s.value === query.status)?.label ?? query.status,
    pictures,
    inPerson: inPerson?.map((p) => ({ ...p, dateLabel: formatDate(p.date) })) ?? null,
  };
});

export const meta = accountMeta("Your orders", "my-orders");
export const handle = {
  scripts: false,
  pageName: "my-orders",
  breadcrumbs: () => [{ label: "Orders", href: "/account/orders" }],
};

const orders = (n: number) => (n === 1 ? "1 order" : `${n} orders`);

export default function Orders() {
  const d = useLoaderData<typeof loader>();
  const beyondLastPage = d.orders.length === 0 && d.matching > 0;
  return (
    <AccountPage
      title="Your orders"
      intro={<p>{d.total === 0 ? "You haven't placed an order yet." : `You have placed ${orders(d.total)}.`}</p>}
    >
      {d.total > 0 ? (
        <div className="toolbar">
          <StatusFilter query={d.query} statuses={d.statuses} />
          <SortLinks query={d.query} />
        </div>
      ) : null}
      {d.query.status ? (
        <p role="status">
          {orders(d.matching)} with the status “{d.statusLabel}”.{" "}
          <Link to={orderQueryHref(d.query, { status: null })}>Show all orders</Link>
        </p>
      ) : null}
      {d.orders.length > 0 ? (
        <OrderTable
          orders={d.orders}
          pictures={d.pictures}
          caption={`Your orders, page ${d.query.page} of ${Math.max(1, d.totalPages)}`}
        />
      ) : beyondLastPage ? (
        <p>
          There are no orders on this page. <Link to={orderQueryHref(d.query, { page: 1 })}>Go to the first page</Link>
        </p>
      ) : d.total > 0 ? (
        <p>No orders match this filter.</p>
      ) : (
        <p>
          <Link to="/shop">Visit the shop</Link>
        </p>
      )}
      <OrderPagination query={d.query} totalPages={d.totalPages} />
      <OfflinePurchases purchases={d.inPerson} />
    </AccountPage>
  );
}
