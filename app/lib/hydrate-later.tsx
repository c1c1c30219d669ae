import { createElement, Suspense, type ReactElement } from "react";
import { hydratesWithPreact } from "./browser-runtime";

// Progressive hydration (decision 0023). Hydrating a whole page is one task; on a slow phone a
// tap waits for all of it. A part wrapped in <HydrateLater> is skipped by the render that
// hydrates the page, keeping the server's markup as it is (its links and forms work as plain
// HTML meanwhile), and is hydrated afterwards, each part in a task of its own: those marked
// `first` (the main part), then the others in page order.
// Preact's compat layer does this for a component that suspends while hydrating: it keeps the
// one DOM node in its place and hydrates it when the promise settles. So the wrapped element
// must render exactly one element. On the server and under React (vite dev) it changes nothing.

let hydratingPage = false;
let complete = !hydratesWithPreact;
const waiting: Array<() => void> = [];

/** Called by the browser entry around the render that hydrates the server's page. */
export function hydratePage(render: () => void) {
  hydratingPage = true;
  complete = false;
  try {
    render();
  } finally {
    hydratingPage = false;
  }
  hydrateNext();
}

function hydrateNext() {
  // a task each: the part re-renders in a microtask of the task that settles its promise
  setTimeout(() => {
    const next = waiting.shift();
    if (!next) {
      complete = true;
      // a mark for whoever waits for the whole page (the browser tests)
      document.documentElement.dataset.hydrated = "";
      return;
    }
    next();
    hydrateNext();
  }, 0);
}

/** True once every part of the page the server sent is hydrated (always, outside the browser's
 * Preact build). Until then, what mounts is hydrating server markup. */
export function pageHydrated(): boolean {
  return complete;
}

function Later({ children, first }: { children?: ReactElement; first?: boolean }): ReactElement | null {
  if (hydratingPage) {
    throw new Promise<void>((resolve) => (first ? waiting.unshift(resolve) : waiting.push(resolve)));
  }
  return children ?? null;
}

/** Hydrates `children` (one element) after the rest of the page, in a later task: before the
 * other parts when `first`, else in page order. */
export function HydrateLater({ children, first }: { children: ReactElement; first?: boolean }): ReactElement {
  if (!hydratesWithPreact) return children;
  return createElement(Suspense, { fallback: null }, createElement(Later, { first }, children));
}
