import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "~/lib/nonce";

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

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.cspNonce === "string" ? loadContext.cspNonce : undefined;
  // Bots and no-JS readers get the whole document at once; browsers may stream.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const noStore = noStoreFromRoutes(remixContext);
          if (noStore) responseHeaders.set("Cache-Control", noStore);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
