// Status filter, sort and pagination of the order list: all plain links (the state is in
// the URL), the current choice marked with aria-current.
import { Link } from "@remix-run/react";
import { orderQueryHref, SORT_OPTIONS, type OrderQuery } from "./order-query";

export function StatusFilter({ query, statuses }: { query: OrderQuery; statuses: { value: string; label: string }[] }) {
  if (statuses.length === 0) return null;
  const options = [{ value: null as string | null, label: "All orders" }, ...statuses];
  return (
    <nav aria-label="Filter orders by status">
      <ul className="sort-links">
        <li aria-hidden="true">Show:</li>
        {options.map((s) => (
          <li key={s.value ?? "all"}>
            <Link to={orderQueryHref(query, { status: s.value })} aria-current={s.value === query.status ? "true" : undefined} preventScrollReset>
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SortLinks({ query }: { query: OrderQuery }) {
  return (
    <nav aria-label="Sort orders">
      <ul className="sort-links">
        <li aria-hidden="true">Sort:</li>
        {SORT_OPTIONS.map((o) => {
          const current = o.sort === query.sort && o.direction === query.direction;
          return (
            <li key={`${o.sort}-${o.direction}`}>
              <Link to={orderQueryHref(query, { sort: o.sort, direction: o.direction })} aria-current={current ? "true" : undefined} preventScrollReset>
                {o.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function OrderPagination({ query, totalPages }: { query: OrderQuery; totalPages: number }) {
  if (totalPages <= 1) return null;
  const page = Math.min(query.page, totalPages);
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  return (
    <nav aria-label="Order pages">
      <ul className="pagination">
        {page > 1 ? (
          <li>
            <Link to={orderQueryHref(query, { page: page - 1 })} rel="prev">
              Previous<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
        {pages.map((p) => (
          <li key={p}>
            {p === page ? (
              <span aria-current="page">
                <span className="visually-hidden">Page </span>
                {p}
              </span>
            ) : (
              <Link to={orderQueryHref(query, { page: p })}>
                <span className="visually-hidden">Page </span>
                {p}
              </Link>
            )}
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link to={orderQueryHref(query, { page: page + 1 })} rel="next">
              Next<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
