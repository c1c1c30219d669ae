// When an upstream fails inside a form's action, the action answers 503 with what the shopper
// typed (form.ts, checkout/context.ts). Remix then runs the page's loaders for the same
// request, and a loader that needs the same upstream would fail too, replacing the form with
// the error page. So an action marks the request (`markFormOutage`, on the load context both
// share), and a page wrapped in `lastGood` then renders from the last data its loader produced
// for this shopper, with the action's answer (the typed values and the message) on top.
// A plain visit during an outage still gets the 503 page: only a failed submit is re-shown.
import { data, type AppLoadContext } from "@remix-run/node";
import { createHash } from "node:crypto";
import { UpstreamUnavailableError } from "../http/errors";
import { NO_STORE } from "~/.server/responses/no-store";
import { log } from "../observability";

interface OutageMark {
  formOutage?: boolean;
}

/** Called by an action whose upstream was unavailable. */
export function markFormOutage(context: AppLoadContext | undefined) {
  if (context) (context as OutageMark).formOutage = true;
}

const MAX_PAGES = 500;
const KEEP_MS = 30 * 60_000;
const pages = new Map<string, { value: unknown; at: number }>();

function remember(key: string, value: unknown) {
  pages.delete(key);
  pages.set(key, { value, at: Date.now() });
  while (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
}

function recall(key: string): unknown {
  const entry = pages.get(key);
  if (entry && Date.now() - entry.at > KEEP_MS) pages.delete(key);
  return pages.get(key)?.value;
}

/** A key for one shopper's page: never the token itself, only a digest of it. */
export function shopperKey(...parts: (string | null | undefined)[]): string {
  return createHash("sha256")
    .update(parts.map((p) => p ?? "-").join("\u0000"))
    .digest("base64url");
}

type Loader<A, R> = (args: A) => Promise<R>;

interface WithInit {
  type: "DataWithResponseInit";
  data: unknown;
}
const withInit = (value: unknown): value is WithInit =>
  typeof value === "object" && value !== null && (value as WithInit).type === "DataWithResponseInit";

/** The body alone: headers (a session cookie above all) belong to the response they came with. */
const bodyOf = (result: unknown) => (withInit(result) ? result.data : result instanceof Response ? undefined : result);

/**
 * Wraps a loader: remembers what it returned under `keyOf(args)` (null: this page is not
 * remembered), and after a failed submit in an outage returns that instead of failing.
 */
export function lastGood<A extends { context: AppLoadContext }, R>(
  keyOf: (args: A) => Promise<string | null>,
  loader: Loader<A, R>,
): Loader<A, R> {
  return async (args) => {
    const key = await keyOf(args);
    try {
      const result = await loader(args);
      const body = bodyOf(result);
      if (key && body !== undefined) remember(key, body);
      return result;
    } catch (error) {
      if (!(error instanceof UpstreamUnavailableError) || !key || !(args.context as OutageMark)?.formOutage)
        throw error;
      const last = recall(key);
      if (last === undefined) throw error;
      log().error(`${error.message} (the page is shown as last loaded, over the failed submit)`);
      return data(last, { headers: { "Cache-Control": NO_STORE } }) as R;
    }
  };
}

/** For tests: forget every remembered page. */
export function forgetPages() {
  pages.clear();
}
