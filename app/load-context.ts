// The load context the host (server/storefront.ts) gives every loader and action: the one place
// its type is declared (decision 0038).
import type { Logger } from "~/.server/observability";
import type { AppSession } from "~/.server/session/session";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** the request's session, read once by the host and committed once, when it changed */
    session: AppSession;
    /** the request's logger: each line carries its request id (server/observability) */
    log: Logger;
    /** the request's id, as X-Request-Id says it in the answer */
    requestId?: string;
    /** the CSP nonce of this response (server/security.ts) */
    cspNonce?: string;
    /** the page cache's register for work each cached copy of the page repeats (content/cached-copy.ts) */
    onCachedCopy?: unknown;
  }
}

export {};
