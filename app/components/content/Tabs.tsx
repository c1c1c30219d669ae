import { useHydrated } from "remix-utils/use-hydrated";
import { useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { BlockList } from "./ContentBlocks";
import { tabParam, type RenderBlock } from "~/lib/content";

type TabsBlock = Extract<RenderBlock, { type: "tabs" }>;

/** The open tab named in the URL (0-based), the first by default, null when collapsed. */
export function activeTab(block: TabsBlock, searchParams: URLSearchParams): number | null {
  const raw = searchParams.get(tabParam(block.id));
  if (raw === "none" && block.collapsible) return null;
  const n = raw !== null && /^\d+$/.test(raw) ? Number(raw) : 0;
  return n < block.tabs.length ? n : 0;
}

/**
 * Without JavaScript: a list of links that carry the open tab in the URL, and the
 * server renders that tab's panel. Once hydrated: the ARIA tabs pattern (arrow keys,
 * roving focus) switching on the client, with the URL kept in step for reloads and
 * shared links.
 */
export function Tabs({ block, searchParams }: { block: TabsBlock; searchParams: URLSearchParams }) {
  const fromUrl = activeTab(block, searchParams);
  const [active, setActive] = useState(fromUrl);
  const enhanced = useHydrated();
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  // a navigation changed the URL: follow it (React's "adjust state while rendering")
  const [urlTab, setUrlTab] = useState(fromUrl);
  if (urlTab !== fromUrl) {
    setUrlTab(fromUrl);
    setActive(fromUrl);
  }

  const key = tabParam(block.id);
  const rootId = `tabs-${block.id}`;
  const panelId = `tabpanel-${block.id}`;
  const tabId = (i: number) => `tab-${block.id}-${i}`;
  const href = (i: number) => {
    const next = new URLSearchParams(searchParams);
    next.set(key, block.collapsible && i === active ? "none" : String(i));
    return `?${next.toString()}#${rootId}`;
  };

  const select = (i: number, focus: boolean) => {
    const value = block.collapsible && i === active && !focus ? null : i;
    setActive(value);
    const url = new URL(window.location.href);
    url.searchParams.set(key, value === null ? "none" : String(i));
    // Keep the router's history entry (its state) and only change the address.
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    if (focus) tabRefs.current[i]?.focus();
  };

  const onClick = (i: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (!enhanced || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    select(i, false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLAnchorElement>) => {
    const last = block.tabs.length - 1;
    const current = active ?? 0;
    const target = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[e.key];
    if (target === undefined) return;
    e.preventDefault();
    select((target + last + 1) % (last + 1), true);
  };

  const current = active === null ? null : block.tabs[active];
  return (
    <div className="cb-tabs" id={rootId}>
      <ul className="cb-tabs__list" role={enhanced ? "tablist" : undefined}>
        {block.tabs.map((tab, i) => (
          <li key={i} role={enhanced ? "presentation" : undefined}>
            <a
              ref={(el) => void (tabRefs.current[i] = el)}
              id={tabId(i)}
              className="cb-tabs__tab"
              href={href(i)}
              onClick={onClick(i)}
              onKeyDown={enhanced ? onKeyDown : undefined}
              {...(enhanced
                ? {
                    role: "tab",
                    "aria-selected": i === active,
                    "aria-controls": panelId,
                    tabIndex: i === (active ?? 0) ? 0 : -1,
                  }
                : { "aria-current": i === active ? ("true" as const) : undefined })}
            >
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
      {current ? (
        <div
          className="cb-tabs__panel"
          id={panelId}
          {...(enhanced ? { role: "tabpanel", "aria-labelledby": tabId(active!), tabIndex: 0 } : {})}
        >
          <BlockList blocks={current.blocks} />
        </div>
      ) : null}
    </div>
  );
}
