import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// Stock Remix hydration (docs/decisions/0032-stock-runtime.md). `onRecoverableError` keeps React's
// default report (a hydration mismatch logged as an error), which the scripting-on browser tests
// fail on; the mark on <html> tells those tests the page is interactive.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
