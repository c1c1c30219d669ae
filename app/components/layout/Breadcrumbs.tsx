import { Link, useMatches } from "@remix-run/react";

export interface Crumb {
  label: string;
  href: string;
}

/** A route adds crumbs with `handle = { breadcrumbs: (data) => Crumb[] }`. */
export interface BreadcrumbHandle {
  breadcrumbs?: (data: unknown) => Crumb[];
}

export function Breadcrumbs() {
  const matches = useMatches();
  const crumbs = matches.flatMap((m) => {
    const handle = m.handle as BreadcrumbHandle | undefined;
    return handle?.breadcrumbs && m.data ? handle.breadcrumbs(m.data) : [];
  });
  if (crumbs.length === 0) return null;
  const all = [{ label: "Home", href: "/" }, ...crumbs];
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {all.map((c, i) => (
          <li key={c.href}>
            {i === all.length - 1 ? <span aria-current="page">{c.label}</span> : <Link to={c.href}>{c.label}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
