import { delay, http, HttpResponse } from "msw";

/** The commerce GraphQL endpoint of tests/setup-env.ts. */
export const COMMERCE_URL = "http://commerce.test/graphql";

export interface SeenGraphQL {
  method: string;
  query: string;
  variables: Record<string, unknown>;
  headers: Headers;
}

/** Reads a GraphQL request sent as GET (query string) or POST (JSON body). */
export async function readGraphQL(request: Request): Promise<SeenGraphQL> {
  if (request.method === "GET") {
    const url = new URL(request.url);
    const variables = url.searchParams.get("variables");
    return {
      method: "GET",
      query: url.searchParams.get("query") ?? "",
      variables: variables ? JSON.parse(variables) : {},
      headers: request.headers,
    };
  }
  const body = (await request.json()) as { query: string; variables?: Record<string, unknown> };
  return { method: request.method, query: body.query, variables: body.variables ?? {}, headers: request.headers };
}

type Reply = { status?: number; body?: unknown; delayMs?: number; network?: boolean };

/**
 * A commerce endpoint that answers each call with the next reply (the last one repeats)
 * and records what it saw.
 */
export function commerceHandler(...replies: Reply[]) {
  const seen: SeenGraphQL[] = [];
  const handler = http.all(COMMERCE_URL, async ({ request }) => {
    seen.push(await readGraphQL(request));
    const reply = replies[Math.min(seen.length - 1, replies.length - 1)];
    if (reply.delayMs) await delay(reply.delayMs);
    if (reply.network) return HttpResponse.error();
    return HttpResponse.json(reply.body ?? {}, { status: reply.status ?? 200 });
  });
  return { handler, seen };
}

/**
 * The commerce service's answers to getStoreFacts and getCurrency, from the sandbox's own seed and
 * resolvers: what content pages fill their {{state.store.…}} facts and amounts from (issue 40), for
 * tests without a sandbox.
 */
export function storeFactsHandler() {
  return http.all(COMMERCE_URL, async ({ request }) => {
    const { query } = await readGraphQL(request.clone());
    if (/query getStoreFacts\b/.test(query))
      return HttpResponse.json({ data: { storeConfig: (await sandboxStore()).promises } });
    if (/query getCurrency\b/.test(query))
      return HttpResponse.json({ data: { currency: (await sandboxStore()).currency } });
    return undefined;
  });
}

let store: Promise<{ promises: Record<string, unknown>; currency: unknown }> | undefined;
function sandboxStore() {
  store ??= (async () => {
    const { default: Database } = await import("better-sqlite3");
    const { commerceModule } = await import("../../server/sandbox/commerce");
    const { defaultStore, storeResolvers } = await import("../../server/sandbox/commerce/store");
    const { storePromises } = await import("../../server/sandbox/commerce/store-information");
    const db = new Database(":memory:");
    commerceModule.migrate(db);
    commerceModule.seed(db);
    const ctx = { db, store: defaultStore(db) };
    const currency = (storeResolvers.Query as Record<string, (...a: unknown[]) => unknown>).currency({}, {}, ctx);
    return { promises: { base_currency_code: "GBP", ...storePromises(ctx) }, currency };
  })();
  return store;
}
