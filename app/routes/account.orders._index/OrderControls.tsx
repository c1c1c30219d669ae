// Status filter, sort and pagination of the order list: all plain links (the state is in
// the URL), the current choice marked with aria-current.
import { ChoiceLinks, PageLinks } from "~/components/layout/LinkControls";
import { orderQueryHref, SORT_OPTIONS, type OrderQuery } from "~/lib/order-query";

export function StatusFilter({ query, statuses }: { query: OrderQuery; statuses: { value: string; label: string }[] }) {
  if (statuses.length === 0) return null;
  const options = [{ value: null as string | null, label: "All orders" }, ...statuses];
  return (
    <ChoiceLinks
      label="Filter orders by status"
      lead="Show:"
      choices={options.map((s) => ({
        key: s.value ?? "all",
        label: s.label,
        href: orderQueryHref(query, { status: s.value }),
        current: s.value === query.status,
      }))}
    />
  );
}

export function SortLinks({ query }: { query: OrderQuery }) {
  return (
    <ChoiceLinks
      label="Sort orders"
      lead="Sort:"
      choices={SORT_OPTIONS.map((o) => ({
        key: `${o.sort}-${o.direction}`,
        label: o.label,
        href: orderQueryHref(query, { sort: o.sort, direction: o.direction }),
        current: o.sort === query.sort && o.direction === query.direction,
      }))}
    />
  );
}

export function OrderPagination({ query, totalPages }: { query: OrderQuery; totalPages: number }) {
  return (
    <PageLinks
      label="Order pages"
      page={query.page}
      totalPages={totalPages}
      href={(page) => orderQueryHref(query, { page })}
    />
  );
}
