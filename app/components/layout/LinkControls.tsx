// Choices and pagination as plain links (the state lives in the URL, so they work without
// JavaScript); the current one is marked with aria-current.
import { Link } from "@remix-run/react";

export interface LinkChoice {
  key: string;
  label: string;
  href: string;
  current: boolean;
}

/** A row of links like "Sort by: Featured · Name · …". */
export function ChoiceLinks({ label, lead, choices }: { label: string; lead: string; choices: LinkChoice[] }) {
  return (
    <nav aria-label={label}>
      <ul className="sort-links">
        <li aria-hidden="true">{lead}</li>
        {choices.map((c) => (
          <li key={c.key}>
            <Link to={c.href} aria-current={c.current ? "true" : undefined} preventScrollReset>
              {c.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Previous, numbered and next page links; nothing for a single page. */
export function PageLinks({
  label,
  page,
  totalPages,
  href,
}: {
  label: string;
  page: number;
  totalPages: number;
  href: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(page, 1), totalPages);
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  return (
    <nav aria-label={label}>
      <ul className="pagination">
        {current > 1 ? (
          <li>
            <Link to={href(current - 1)} rel="prev">
              Previous<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
        {pages.map((p) => (
          <li key={p}>
            {p === current ? (
              <span aria-current="page">
                <span className="visually-hidden">Page </span>
                {p}
              </span>
            ) : (
              <Link to={href(p)}>
                <span className="visually-hidden">Page </span>
                {p}
              </Link>
            )}
          </li>
        ))}
        {current < totalPages ? (
          <li>
            <Link to={href(current + 1)} rel="next">
              Next<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** What a list's page past its last one says (a link from an older, longer list; a typed URL). */
export function PastTheEnd({ page, totalPages, first }: { page: number; totalPages: number; first: string }) {
  return (
    <p>
      There is no page {page}: this list has {totalPages} {totalPages === 1 ? "page" : "pages"}.{" "}
      <Link to={first}>Go to the first page</Link>
    </p>
  );
}
