import { http, HttpResponse } from "msw";
import { localize, matches, project, toEntity } from "../../server/sandbox/content/query";
import { seedEntries, type SeedEntry } from "../../server/sandbox/content/seed";
import { storeFactsHandler } from "./commerce";

/** CONTENT_API_URL and CONTENT_API_KEY of tests/setup-env.ts. */
export const CONTENT_URL = "http://content.test";
export const CONTENT_KEY = "test-key";
export const CONTENT_MEDIA = "https://media.content.test";

/**
 * A content service over the sandbox's seed entries (or the given ones): apiKey check,
 * `query.*` equality, limit/offset and field projection, like the real API.
 * `calls` counts list requests per model, to prove caching.
 */
export function contentHandlers(entries: SeedEntry[] = seedEntries) {
  const calls: Record<string, number> = {};
  const submissions: { query: URLSearchParams; body: unknown }[] = [];
  const tracked: unknown[] = [];
  const handlers = [
    // the shop's facts that content copy shows ({{state.store.…}})
    storeFactsHandler(),
    http.get(`${CONTENT_URL}/api/v3/content/:model`, ({ request, params }) => {
      const q = new URL(request.url).searchParams;
      if (q.get("apiKey") !== CONTENT_KEY)
        return HttpResponse.json({ message: "Invalid or missing apiKey" }, { status: 401 });
      const model = String(params.model);
      calls[model] = (calls[model] ?? 0) + 1;
      const filters = [...q]
        .filter(([k]) => k.startsWith("query."))
        .map(([k, v]) => [k.slice(6), v] as [string, string]);
      const offset = Number(q.get("offset") ?? 0);
      const limit = Number(q.get("limit") ?? 30);
      const fields = q.get("fields")?.split(",") ?? [];
      const results = entries
        .filter((e) => e.model === model)
        .map(
          (e, i) =>
            localize(
              toEntity({ ...e, meta: {}, variations: {}, published: "published", createdDate: i, lastUpdated: i }),
              q.get("locale") ?? undefined,
            ) as Record<string, unknown>,
        )
        .filter((e) => matches(e, filters))
        .slice(offset, offset + limit)
        .map((e) => project(e, fields, []));
      return HttpResponse.json(JSON.parse(JSON.stringify({ results }).replaceAll("{{media}}", CONTENT_MEDIA)));
    }),
    http.post(`${CONTENT_URL}/api/v1/form-submit`, async ({ request }) => {
      submissions.push({ query: new URL(request.url).searchParams, body: await request.json() });
      return HttpResponse.json({ ok: true });
    }),
    http.post(`${CONTENT_URL}/api/v1/track`, async ({ request }) => {
      tracked.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { handlers, calls, submissions, tracked };
}
