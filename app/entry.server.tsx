import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "~/lib/nonce";
import { PageStylesContext } from "~/lib/page-styles";
import { pageStyles } from "~/.server/document/page-styles";
import { withoutUnwrittenTail } from "~/.server/document/html-chunks";
import { flushImpressions } from "~/.server/content/impressions";
import { closeSharedState } from "~/.server/state";
import { currentRequest, log, reportError } from "~/.server/observability";

const ABORT_DELAY = 5_000;

/**
 * Remix copies a loader's headers into the HTML response only through a route's `headers`
 * export, so the "Cache-Control: no-store" of pages about one shopper (cart, checkout steps,
 * order confirmation) reached data requests only. Without it on the document the browser
 * keeps those pages and shows them again on Back, stale: after an order, the cart still
 * holding the items just bought.
 */
function noStoreFromRoutes(context: EntryContext): string | undefined {
  const { loaderHeaders, actionHeaders } = context.staticHandlerContext;
  return [...Object.values(actionHeaders ?? {}), ...Object.values(loaderHeaders ?? {})]
    .map((headers) => headers.get("Cache-Control"))
    .find((value): value is string => Boolean(value && /\bno-store\b/i.test(value)));
}

/**
 * The document is rendered whole, then sent as one body. No route defers data (there is no
 * Suspense boundary to stream past), so the whole page is ready as soon as its shell is:
 * streaming it only cut it into many small writes, each passed through the web-stream
 * adapter, compressed and written to the socket on its own, about a fifth of a page's server
 * time. One body costs one of each, and a render error can still set the status.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.cspNonce === "string" ? loadContext.cspNonce : undefined;
  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <PageStylesContext.Provider value={pageStyles(request)}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </PageStylesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(withoutUnwrittenTail(chunk)));
          body.on("error", reject);
          body.on("end", () => {
            clearTimeout(timer);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            const noStore = noStoreFromRoutes(remixContext);
            if (noStore) responseHeaders.set("Cache-Control", noStore);
            resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError() {
          // No Suspense boundary: every render error is the shell's, which Remix hands to
          // handleError (below) before it renders the error boundary; logged there, once.
          responseStatusCode = 500;
        },
      },
    );
    const timer = setTimeout(abort, ABORT_DELAY);
  });
}

/**
 * Every unexpected error Remix meets (a loader's, an action's, a render's) is logged here once,
 * as one line with its stack and the request's id and route, and handed to the error-reporting
 * hook (reportError, a no-op unless a reporter is set), and recorded on the request's span when
 * tracing is on. A request the client abandoned is not
 * an error, nor is an answer a route throws on purpose (a 404, a 400: isRouteErrorResponse).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const thrown = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : error;
  if (isRouteErrorResponse(error) && (error.status < 500 || !thrown)) return;
  const observed = currentRequest();
  const requestId = (context as Partial<AppLoadContext> | undefined)?.requestId ?? observed?.id;
  const routeId = observed?.routeId;
  ((context as Partial<AppLoadContext> | undefined)?.log ?? log()).error({ err: thrown, routeId }, "unexpected error");
  reportError(thrown, { requestId, routeId });
  // tracing on: the request's span holds it too
  if (thrown instanceof Error) observed?.span?.recordException(thrown);
};

/**
 * The app's part of a replica's end, run by the host (server/start.ts) once the last request is
 * answered: the impressions still waiting for their batch are sent, then Redis is closed.
 */
export async function shutdown(): Promise<void> {
  await flushImpressions();
  await closeSharedState();
}

// The host opens and commits the session through the build (server/storefront.ts, decision 0038).
export { openSession } from "~/.server/session/request-session";
