import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { hydratesWithPreact } from "~/lib/browser-runtime";
import { hydratePage } from "~/lib/hydrate-later";
import { rankRoutesAhead } from "~/lib/rank-routes";

// RemixBrowser's first render starts decoding the page's streamed data and suspends until it
// is decoded. Preact's compat layer, which the browser runs (decision 0018), cannot suspend at
// the document's root, so that first call happens here, before hydrating: it only starts the
// decoding and throws the promise to wait for (it calls no hook before that point).
async function decodedPageData() {
  if (!window.__remixContext?.stream) return;
  try {
    RemixBrowser({});
  } catch (pending) {
    if (pending instanceof Promise) await pending;
    else throw pending;
  }
}

// Once the data is decoded, the next call builds the router (client routes, the first match)
// and then stops at its first hook, which only a render may call (decision 0023). Building it
// here makes it a task of its own; should it fail, the hydrating render builds it again and
// shows why.
function routerAhead() {
  if (!hydratesWithPreact) return;
  try {
    RemixBrowser({});
  } catch {
    // the hook outside a render: expected
  }
}

// Each step is a task of its own (module evaluation and decoding, ranking the route table, the
// router, then hydrating, then each part wrapped in <HydrateLater>), so a tap or a key press
// waiting in between is answered sooner on a slow phone.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void decodedPageData()
  .then(nextTask)
  .then(() => {
    if (hydratesWithPreact) rankRoutesAhead();
  })
  .then(nextTask)
  .then(routerAhead)
  .then(nextTask)
  .then(() =>
    startTransition(() =>
      hydratePage(() => {
        hydrateRoot(
          document,
          <StrictMode>
            <RemixBrowser />
          </StrictMode>,
        );
      }),
    ),
  );
