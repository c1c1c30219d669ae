import { Link } from "@remix-run/react";
import type { ContentKind, Highlighted, SearchTab } from "~/lib/site-search";
import { searchHref, SEARCH_TABS, TAB_LABELS } from "~/lib/site-search";
import { trackedHref } from "~/lib/track-link";

const KIND_LABELS: Record<ContentKind, string> = { faq: "FAQ", article: "Article", page: "Page" };

/** The matched words in <mark> (announced by screen readers as highlighted), the rest as text. */
export function HighlightedText({ parts }: { parts: Highlighted }) {
  return <>{parts.map((p, i) => (p.hit ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}</>;
}

/** Tabs are links: the chosen tab is in the URL, so they work without JavaScript and can be shared. */
export function SearchTabs({
  q,
  tab,
  products,
  counts,
}: {
  q: string;
  tab: SearchTab;
  products: number;
  counts: Record<ContentKind, number> | null;
}) {
  const count = (t: SearchTab) => (t === "products" ? products : t === "all" ? null : counts ? counts[t] : null);
  return (
    <nav aria-label="Kinds of result" className="search-tabs">
      <ul>
        {SEARCH_TABS.map((t) => {
          const n = count(t);
          return (
            <li key={t}>
              <Link to={searchHref(q, t)} aria-current={t === tab ? "page" : undefined}>
                {TAB_LABELS[t]}
                {n === null ? null : ` (${n})`}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function ContentHits({
  hits,
}: {
  hits: { id: string; type: ContentKind; url: string; title: Highlighted; excerpt: Highlighted }[];
}) {
  if (hits.length === 0) return <p>Nothing matches. Try another word, or fewer words.</p>;
  return (
    <ul className="search-hits">
      {hits.map((h) => (
        <li key={h.id} className="search-hit">
          <p className="search-hit__kind">{KIND_LABELS[h.type]}</p>
          <h3>
            {h.type === "faq" ? (
              // A plain link: the click is recorded by the /go redirect on its way to the answer.
              <a href={trackedHref({ event: "faq_click", list: "search-results", to: h.url, id: h.id })}>
                <HighlightedText parts={h.title} />
              </a>
            ) : (
              <Link to={h.url}>
                <HighlightedText parts={h.title} />
              </Link>
            )}
          </h3>
          <p>
            <HighlightedText parts={h.excerpt} />
          </p>
        </li>
      ))}
    </ul>
  );
}
