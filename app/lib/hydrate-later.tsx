import { createElement, Suspense, useState, type ReactElement } from "react";
import { hydratesWithPreact } from "./browser-runtime";

// Progressive hydration (decision 0023). Hydrating a whole page is one task; on a slow phone a
// tap waits for all of it. A part wrapped in <HydrateLater> is skipped by the render that
// hydrates the page, keeping the server's markup as it is (its links and forms work as plain
// HTML meanwhile), and is hydrated afterwards, each part in a task of its own: those marked
// `first` (the main part), then the others in page order. A part inside a part waits for a task
// of its own too, after its outer part and before the parts that were waiting already.
// Preact's compat layer does this for a component that suspends while hydrating: it keeps the
// one DOM node in its place and hydrates it when the promise settles. So the wrapped element
// must render exactly one element. On the server and under React (vite dev) it changes nothing.

let hydratingPage = false;
/** from the task that hydrates a wrapped part until the next part's task: the parts found
 * inside it then wait for tasks of their own */
let hydratingPart = false;
/** where the next part found inside the part hydrating goes in the queue */
let innerAt = 0;
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
    hydratingPart = false;
    const next = waiting.shift();
    if (!next) {
      complete = true;
      // a mark for whoever waits for the whole page (the browser tests)
      document.documentElement.dataset.hydrated = "";
      return;
    }
    // the part re-renders in this task's microtasks, after this function returns
    hydratingPart = true;
    innerAt = 0;
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
  // Only a first render while the page or a part hydrates waits (one that mounts anew in that
  // window, after a client-side navigation, waits too and shows a task later). Preact keeps this
  // state while the part waits, and the render after the wait hydrates it.
  const [part] = useState(() => ({ waits: hydratingPage || hydratingPart }));
  if (part.waits) {
    throw new Promise<void>((resolve) => {
      const hydrate = () => {
        part.waits = false;
        resolve();
      };
      if (!hydratingPage) waiting.splice(innerAt++, 0, hydrate);
      else if (first) waiting.unshift(hydrate);
      else waiting.push(hydrate);
    });
  }
  return children ?? null;
}

/** Hydrates `children` (one element) after the rest of the page, in a later task: before the
 * other parts when `first`, else in page order. */
export function HydrateLater({ children, first }: { children: ReactElement; first?: boolean }): ReactElement {
  if (!hydratesWithPreact) return children;
  return createElement(Suspense, { fallback: null }, createElement(Later, { first }, children));
}
