import { z } from "zod";
import { config } from "../config";
import { UpstreamUnavailableError } from "../http/errors";
import { createRestClient, RestError, type QueryValue, type RestClient } from "../http/rest";
import { log, upstreamCall } from "../observability";

/** product.md §8 content messages. */
export const CONTENT_MESSAGES = {
  missingKey: "Missing API key",
  apiVersion: "Invalid apiVersion: expected v3",
  fetch: "Error fetching data.",
  track: "Failed to track content event",
  symbol: "Could not fetch symbol content",
} as const;

/** The content service answered with something we cannot use, or we are misconfigured. */
export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContentError";
  }
}

export const DEFAULT_LIMIT = 30; // product.md §9

export interface ContentQuery {
  limit?: number;
  offset?: number;
  locale?: string;
  fields?: string[];
  omit?: string[];
  /** ask the service to inline referenced entries (symbols) */
  enrich?: boolean;
  includeRefs?: boolean;
  /** e.g. { "data.title": 1 } */
  sort?: Record<string, 1 | -1>;
  userAttributes?: Record<string, unknown>;
  /** equality filters on entry paths, e.g. { "data.url": "/faq" } */
  query?: Record<string, string | number | boolean>;
  /** only "v3" exists; anything else is a configuration mistake */
  apiVersion?: string;
  /** a preview: drafts too; the service checks the token's "preview" permission */
  preview?: { token: string };
}

export const contentEntrySchema = z
  .object({
    id: z.string(),
    name: z.string().optional(),
    data: z.record(z.unknown()).default({}),
    meta: z.record(z.unknown()).optional(),
    variations: z.record(z.unknown()).optional(),
    testVariationId: z.string().optional(),
  })
  .passthrough();
export type ContentEntry = z.infer<typeof contentEntrySchema>;

const listSchema = z.object({ results: z.array(contentEntrySchema) });

function client(): { rest: RestClient; apiKey: string } {
  const { url, apiKey } = config().content;
  if (!apiKey) throw new ContentError(CONTENT_MESSAGES.missingKey);
  return { rest: createRestClient({ service: "content", baseUrl: url }), apiKey };
}

/** GET /api/v3/content/{model}: the entries matching `q`, validated. */
export async function fetchEntries(model: string, q: ContentQuery = {}, signal?: AbortSignal): Promise<ContentEntry[]> {
  const { rest, apiKey } = client();
  if ((q.apiVersion ?? "v3") !== "v3") throw new ContentError(CONTENT_MESSAGES.apiVersion);
  const query: Record<string, QueryValue> = {
    apiKey,
    limit: q.limit ?? DEFAULT_LIMIT,
    offset: q.offset,
    locale: q.locale ?? config().locale,
    fields: q.fields?.join(","),
    omit: q.omit?.join(","),
    enrich: q.enrich,
    includeRefs: q.includeRefs,
    userAttributes: q.userAttributes ? JSON.stringify(q.userAttributes) : undefined,
    includeUnpublished: q.preview ? true : undefined,
    previewToken: q.preview?.token,
  };
  for (const [path, dir] of Object.entries(q.sort ?? {})) query[`sort.${path}`] = dir;
  for (const [path, value] of Object.entries(q.query ?? {})) query[`query.${path}`] = value;
  const body = await rest.get<unknown>(`/api/v3/content/${encodeURIComponent(model)}`, { query, signal });
  const parsed = listSchema.safeParse(body);
  if (!parsed.success) throw new ContentError(CONTENT_MESSAGES.fetch);
  return parsed.data.results;
}

/**
 * What an editor's preview token may do ("preview", "editCode"), or null when the service
 * does not know it. Never cached: a revoked token stops working at once.
 */
export async function previewPermissions(token: string, signal?: AbortSignal): Promise<string[] | null> {
  const { rest, apiKey } = client();
  try {
    const body = await rest.get<unknown>(`/api/v1/preview-tokens/${encodeURIComponent(token)}`, {
      query: { apiKey },
      signal,
      retries: 0,
    });
    const parsed = z.object({ permissions: z.array(z.string()) }).safeParse(body);
    return parsed.success ? parsed.data.permissions : null;
  } catch (error) {
    if (error instanceof RestError && (error.status === 404 || error.status === 401)) return null;
    throw error;
  }
}

export interface TrackEvent {
  type: "impression" | "click";
  contentId: string;
  variationId?: string;
  metadata?: Record<string, unknown>;
  visitorId?: string;
  sessionId?: string;
  userAttributes?: Record<string, unknown>;
}

/**
 * POST /api/v1/track. Tracking must never break a page, so a failure is logged and
 * reported as `false` instead of thrown.
 */
export async function trackEvent(...events: TrackEvent[]): Promise<boolean> {
  try {
    const { rest, apiKey } = client();
    await rest.post("/api/v1/track", { events: events.map((e) => ({ ...e, ownerId: apiKey })) }, { query: { apiKey } });
    return true;
  } catch (error) {
    log().warn(`[content] ${CONTENT_MESSAGES.track}: ${error instanceof Error ? error.message : error}`);
    return false;
  }
}

export interface FormSubmission {
  recipient: string;
  /** the form's name in the content service */
  name: string;
  data: Record<string, string>;
  /** a form's file and image fields, checked and renamed: the post becomes multipart/form-data */
  files?: Record<string, File>;
}

/** The answers as they go on: JSON, or multipart/form-data when files come with them. */
function formBody(data: Record<string, string>, files: Record<string, File> = {}): string | FormData {
  if (Object.keys(files).length === 0) return JSON.stringify(data);
  const body = new FormData();
  for (const [name, value] of Object.entries(data)) body.append(name, value);
  for (const [name, file] of Object.entries(files)) body.append(name, file, file.name);
  return body;
}

/** POST /api/v1/form-submit. A mutation: no retry; errors are the caller's to show. */
export async function submitForm(submission: FormSubmission): Promise<void> {
  const { rest, apiKey } = client();
  const body = formBody(submission.data, submission.files);
  await rest.post("/api/v1/form-submit", typeof body === "string" ? submission.data : body, {
    query: { apiKey, recipient: submission.recipient, name: submission.name },
  });
}

/** A form's custom action refused the submission (4xx); `body` is its JSON answer, if any. */
export class FormActionRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`form action refused: HTTP ${status}`);
    this.name = "FormActionRefused";
  }
}

/**
 * POST to a form's custom action URL (product.md §7: "a form may post to a custom action URL
 * instead"), as JSON, or multipart/form-data when files come with it. A mutation: one try.
 * 4xx → FormActionRefused; no answer or 5xx → outage.
 */
export async function submitToAction(
  url: string,
  data: Record<string, string>,
  files?: Record<string, File>,
): Promise<void> {
  const body = formBody(data, files);
  // FormData sets its own Content-Type, with its boundary
  const type: Record<string, string> = typeof body === "string" ? { "Content-Type": "application/json" } : {};
  let res: Response;
  try {
    res = await upstreamCall("content", "POST form-action", async (trace) => {
      const answer = await fetch(url, {
        method: "POST",
        headers: { ...type, Accept: "application/json", ...trace.headers },
        body,
        redirect: "error",
        signal: AbortSignal.timeout(config().timeoutMs),
      });
      trace.status(answer.status);
      return answer;
    });
  } catch (error) {
    throw new UpstreamUnavailableError("content", `form action: ${error instanceof Error ? error.message : error}`);
  }
  if (res.status >= 500) throw new UpstreamUnavailableError("content", `form action: HTTP ${res.status}`);
  if (!res.ok) {
    const text = await res.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text.slice(0, 100_000));
    } catch {
      // not JSON: no message to read
    }
    throw new FormActionRefused(res.status, body);
  }
}

/** The refusal's message at `path` in a JSON answer (product.md §8), as short plain text, or null. */
export function errorMessageAt(body: unknown, path: string | null): string | null {
  if (!path) return null;
  let cur = body;
  for (const key of path.split(".")) {
    if (cur === null || typeof cur !== "object" || !Object.prototype.hasOwnProperty.call(cur, key)) return null;
    cur = (cur as Record<string, unknown>)[key];
  }
  return typeof cur === "string" && cur.trim() ? cur.trim().slice(0, 300) : null;
}

/** Readiness (/readyz): the content service answers a one-entry read now, with one try. */
export async function health(timeoutMs: number): Promise<void> {
  const { rest, apiKey } = client();
  await rest.get("/api/v3/content/navigation", { query: { apiKey, limit: 1 }, timeoutMs, retries: 0 });
}
