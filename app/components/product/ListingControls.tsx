import { Link } from "@remix-run/react";
import type { ProductSort } from "~/.server/commerce/types";

export const SORTS: { value: ProductSort; label: string }[] = [
  { value: "position", label: "Featured" },
  { value: "name", label: "Name" },
  { value: "price_asc", label: "Price: low to high" },
  { value: "price_desc", label: "Price: high to low" },
];

export function parseSort(value: string | null): ProductSort {
  return SORTS.some((s) => s.value === value) ? (value as ProductSort) : "position";
}

function hrefWith(base: string, params: Record<string, string | number | undefined>) {
  const [path, query] = base.split("?");
  const q = new URLSearchParams(query);
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "" && v !== 1 && v !== "position") q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

export function SortLinks({ base, sort }: { base: string; sort: ProductSort }) {
  return (
    <nav aria-label="Sort products">
      <ul className="sort-links">
        <li aria-hidden="true">Sort by:</li>
        {SORTS.map((s) => (
          <li key={s.value}>
            <Link to={hrefWith(base, { sort: s.value })} aria-current={s.value === sort ? "true" : undefined} preventScrollReset>
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Pagination({ base, sort, page, totalPages }: { base: string; sort: ProductSort; page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  return (
    <nav aria-label="Pages">
      <ul className="pagination">
        {page > 1 ? (
          <li>
            <Link to={hrefWith(base, { sort, page: page - 1 })} rel="prev">
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
              <Link to={hrefWith(base, { sort, page: p })}>
                <span className="visually-hidden">Page </span>
                {p}
              </Link>
            )}
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link to={hrefWith(base, { sort, page: page + 1 })} rel="next">
              Next<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

export function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
}
