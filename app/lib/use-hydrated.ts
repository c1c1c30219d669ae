import { useEffect, useState } from "react";
import { pageHydrated } from "./hydrate-later";

let hydrated = false;

/**
 * False on the server and in the render that hydrates the server's HTML (including a part
 * hydrated later, `~/lib/hydrate-later`); true once it is hydrated, and from the first render of
 * anything mounted after the whole page is. Built on an effect, not on `useSyncExternalStore`'s
 * server snapshot, which Preact's compat layer (the browser runtime, decision 0018) ignores: it
 * would hydrate the server's markup with the scripted variant's props.
 */
export function useHydrated(): boolean {
  const [isHydrated, setHydrated] = useState(() => hydrated && pageHydrated());
  useEffect(() => {
    hydrated = true;
    // the point of the hook: one more render, once, after the one that hydrated
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrated(true);
  }, []);
  return isHydrated;
}
