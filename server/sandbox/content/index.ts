import express, { type NextFunction, type Request, type Response } from "express";
import type Database from "better-sqlite3";
import type { SandboxModule } from "../module";
import { fileRuleError, ruledFields } from "./file-rules";
import { mediaHandler } from "./media";
import { search, SEARCH_TYPES, type SearchType } from "./search";
import { localize, matches, project, sortBy, toEntity } from "./query";
import { CONTENT_BASE, MEDIA } from "./seed";
import {
  entriesOf,
  eventsFor,
  isApiKey,
  migrate,
  previewPermissions,
  saveEvents,
  saveSubmission,
  seed,
  submissionsOf,
  type SubmittedFile,
} from "./store";

/**
 * The headless content service (product.md §7): content API v3, tracking, form submissions
 * and generated media, over the sandbox's SQLite file.
 */
export const contentModule: SandboxModule = {
  name: "content",
  mountPath: "/content",
  migrate,
  seed,
  router(db) {
    const router = express.Router();
    router.get("/media/:name.svg", mediaHandler);
    router.get("/api/v3/content/:model", (req, res) => listContent(db, req, res));
    router.get("/api/search", (req, res) => searchContent(db, req, res));
    router.get("/api/v1/preview-tokens/:token", (req, res) => previewToken(db, req, res));
    // data a page's httpRequests fetch (product.md §7): the launch date the summer draft shows
    router.get("/demo/launch.json", (_req, res) => void res.json({ date: "1 June" }));
    // a form's custom action URL (product.md §7): the FAQ's newsletter sign-up posts here
    router.post("/demo/newsletter", express.json({ limit: "10kb" }), (req, res) => newsletter(db, req, res));
    router.post("/api/v1/track", express.json({ limit: "100kb" }), (req, res) => track(db, req, res));
    // sandbox only, for tests: what /api/v1/track recorded for one content id
    router.get("/_sandbox/track-events", (req, res) => {
      const contentId = params(req).get("contentId");
      if (!contentId) return fail(res, 400, "contentId is required");
      res.json({ events: eventsFor(db, contentId) });
    });
    router.post(
      "/api/v1/form-submit",
      express.json({ limit: "100kb" }),
      express.urlencoded({ extended: false, limit: "100kb" }),
      // a form with file fields (product.md §5): its answers and files, read whole, then parsed
      express.raw({ type: "multipart/form-data", limit: MAX_SUBMISSION_BYTES }),
      (req, res, next) => formSubmit(db, req, res).catch(next),
    );
    // sandbox only, for tests: the submissions of one form (by its name), newest first, with
    // what was recorded of their files (name, type, size, SHA-256), never the bytes
    router.get("/_sandbox/form-submissions", (req, res) => {
      const name = params(req).get("name");
      if (!name) return fail(res, 400, "name is required");
      res.json({ submissions: submissionsOf(db, name) });
    });
    router.use((_req, res) => void res.status(404).json({ message: "Not found" }));
    // Malformed JSON bodies answer 400 like the real service, not an HTML stack trace.
    router.use((err: { status?: number; message?: string }, _req: Request, res: Response, _next: NextFunction) => {
      res.status(err.status && err.status < 500 ? err.status : 500).json({ message: err.message ?? "Server error" });
    });
    return router;
  },
};

const DEFAULT_LIMIT = 30;
const MAX_LIMIT = 100;

function params(req: Request): URLSearchParams {
  // Read the raw query string: the app's query parser setting must not change semantics.
  return new URL(req.originalUrl, "http://sandbox.invalid").searchParams;
}

function fail(res: Response, status: number, message: string) {
  res.status(status).json({ message });
}

function int(value: string | null, fallback: number): number | null {
  if (value === null || value === "") return fallback;
  return /^\d+$/.test(value) ? Number(value) : null;
}

function listContent(db: Database.Database, req: Request, res: Response) {
  const q = params(req);
  if (!isApiKey(db, q.get("apiKey"))) return fail(res, 401, "Invalid or missing apiKey");
  const model = req.params.model;
  if (!/^[\w-]{1,64}$/.test(model)) return fail(res, 400, "Invalid model name");
  const limit = int(q.get("limit"), DEFAULT_LIMIT);
  const offset = int(q.get("offset"), 0);
  if (limit === null || offset === null) return fail(res, 400, "limit and offset must be non-negative integers");
  let userAttributes: Record<string, unknown> = {};
  try {
    const raw = q.get("userAttributes");
    if (raw) userAttributes = JSON.parse(raw);
    if (typeof userAttributes !== "object" || userAttributes === null || Array.isArray(userAttributes))
      throw new Error();
  } catch {
    return fail(res, 400, "userAttributes must be a JSON object");
  }

  const filters: [string, string][] = [];
  const sorts: [string, number][] = [];
  for (const [key, value] of q) {
    if (key.startsWith("query.")) filters.push([key.slice(6), value]);
    else if (key.startsWith("sort.")) sorts.push([key.slice(5), Number(value) < 0 ? -1 : 1]);
  }
  // Page targeting: the storefront may ask "which page is published at this path?"
  if (typeof userAttributes.urlPath === "string") filters.push(["data.url", userAttributes.urlPath]);

  // A preview (product.md §2): drafts too, for a token with the "preview" permission only.
  const drafts = q.get("includeUnpublished") === "true";
  if (drafts && !previewPermissions(db, q.get("previewToken"))?.includes("preview"))
    return fail(res, 401, "Invalid or missing previewToken");

  const locale = q.get("locale") ?? undefined;
  const list = (s: string | null) =>
    s
      ? s
          .split(",")
          .map((f) => f.trim())
          .filter(Boolean)
      : [];
  const enrich = q.get("enrich") === "true" || q.get("includeRefs") === "true";

  const all = entriesOf(db, model, drafts).map((e) => localize(toEntity(e), locale) as Record<string, unknown>);
  const page = sortBy(
    all.filter((e) => matches(e, filters)),
    sorts,
  ).slice(offset, offset + Math.min(limit, MAX_LIMIT));
  const results = page.map((e) =>
    project(enrich ? inlineSymbols(db, e, locale, 0) : e, list(q.get("fields")), list(q.get("omit"))),
  );
  const base = `${req.protocol}://${req.get("host")}${req.baseUrl}`;
  res
    .type("application/json")
    .send(JSON.stringify({ results }).replaceAll(MEDIA, `${base}/media`).replaceAll(CONTENT_BASE, base));
}

/** GET /api/v1/preview-tokens/{token}?apiKey: what an editor's preview link may do. */
function previewToken(db: Database.Database, req: Request, res: Response) {
  if (!isApiKey(db, params(req).get("apiKey"))) return fail(res, 401, "Invalid or missing apiKey");
  const permissions = previewPermissions(db, req.params.token);
  if (!permissions) return fail(res, 404, "Unknown preview token");
  res.json({ permissions });
}

/** `enrich=true`: symbol blocks get the referenced entry's content inline. */
function inlineSymbols<T>(db: Database.Database, value: T, locale: string | undefined, depth: number): T {
  if (depth > 3 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => inlineSymbols(db, v, locale, depth)) as T;
  const o = value as Record<string, unknown>;
  const component = o.component as
    { name?: string; options?: { symbol?: { model?: string; entry?: string } } } | undefined;
  const ref = component?.name === "Symbol" ? component.options?.symbol : undefined;
  if (ref?.entry) {
    const entry = entriesOf(db, ref.model ?? "symbol").find((e) => e.id === ref.entry);
    if (entry) {
      const content = { id: entry.id, data: inlineSymbols(db, localize(entry.data, locale), locale, depth + 1) };
      return {
        ...o,
        component: { ...component, options: { ...component!.options, symbol: { ...ref, content } } },
      } as T;
    }
  }
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, inlineSymbols(db, v, locale, depth)])) as T;
}

function track(db: Database.Database, req: Request, res: Response) {
  const body = req.body as { events?: unknown };
  const events = Array.isArray(body?.events) ? (body.events as Record<string, unknown>[]) : null;
  const valid = events && events.length > 0 && events.every(validEvent);
  if (!valid)
    return fail(
      res,
      400,
      "events must be a non-empty list of {type: impression|click, contentId, variationId?, metadata?, visitorId?, sessionId?, userAttributes?, ownerId?}",
    );
  const key = params(req).get("apiKey") ?? events![0].ownerId;
  if (!isApiKey(db, key)) return fail(res, 401, "Invalid or missing apiKey");
  // an event names the space it counts in: the owner is the key's (product.md §7)
  if (events!.some((e) => e.ownerId !== undefined && e.ownerId !== key))
    return fail(res, 403, "ownerId is not this apiKey's");
  saveEvents(db, events as { type: string; contentId: string }[]);
  res.status(204).end();
}

const ID = /^[\w-]{1,128}$/;
const optional = (v: unknown, ok: (v: unknown) => boolean) => v === undefined || ok(v);
const isObject = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);

/** product.md §7's event: type and content id; the rest optional, but well formed when sent. */
function validEvent(e: Record<string, unknown>): boolean {
  return (
    isObject(e) &&
    (e.type === "impression" || e.type === "click") &&
    typeof e.contentId === "string" &&
    optional(e.variationId, (v) => typeof v === "string") &&
    optional(e.metadata, isObject) &&
    optional(e.visitorId, (v) => typeof v === "string" && ID.test(v)) &&
    optional(e.sessionId, (v) => typeof v === "string" && ID.test(v)) &&
    optional(e.ownerId, (v) => typeof v === "string") &&
    optional(
      e.userAttributes,
      (v) => isObject(v) && Object.values(v as object).every((a) => ["string", "number", "boolean"].includes(typeof a)),
    )
  );
}

/** Two files of up to 2 MB (the shop's limits) and their answers, with room to spare. */
const MAX_SUBMISSION_BYTES = 5 * 1024 * 1024;

/** The text and files of a multipart body (express.raw left it as bytes). */
async function multipart(req: Request): Promise<{ data: Record<string, unknown>; files: SubmittedFile[] } | null> {
  if (!Buffer.isBuffer(req.body)) return null;
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(req.body), {
      headers: { "content-type": req.get("content-type") ?? "" },
    }).formData();
  } catch {
    return { data: {}, files: [] };
  }
  const data: Record<string, unknown> = {};
  const files: SubmittedFile[] = [];
  for (const [field, value] of form) {
    if (typeof value === "string") data[field] = value;
    else files.push({ field, name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  return { data, files };
}

async function formSubmit(db: Database.Database, req: Request, res: Response) {
  const q = params(req);
  const apiKey = q.get("apiKey");
  if (!isApiKey(db, apiKey)) return fail(res, 401, "Invalid or missing apiKey");
  const recipient = q.get("recipient")?.trim();
  const name = q.get("name")?.trim();
  const parts = await multipart(req);
  const data =
    parts?.data ??
    (req.body && typeof req.body === "object" && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {});
  const files = parts?.files ?? [];
  const missing = [
    !recipient && "recipient",
    !name && "name",
    Object.keys(data).length + files.length === 0 && "form data",
  ].filter(Boolean);
  if (missing.length > 0) return fail(res, 400, `Missing ${missing.join(", ")}`);
  // each file held to its field's rules (product.md §5), as the form's definition says them
  for (const field of ruledFields(db, name!)) {
    const file = files.find((f) => f.field === field.name);
    const message = file ? fileRuleError(field, file) : null;
    if (message) return void res.status(422).json({ error: { message, field: field.name } });
  }
  saveSubmission(db, { apiKey: apiKey!, recipient: recipient!, name: name!, data, files });
  res.json({ ok: true });
}

/** Refusals answer {error: {message}}: the form's errorMessagePath ("error.message") reads it. */
function newsletter(db: Database.Database, req: Request, res: Response) {
  const email = String((req.body as Record<string, unknown> | undefined)?.email ?? "")
    .trim()
    .toLowerCase();
  if (!email)
    return void res.status(422).json({ error: { message: "Tell us the address to send the newsletter to." } });
  if (email.endsWith("@ashless.example"))
    return void res.status(422).json({ error: { message: "Ashless staff get the newsletter already." } });
  saveSubmission(db, { apiKey: "custom-action", recipient: "newsletter", name: "newsletter", data: { email } });
  res.json({ ok: true });
}

const MAX_PER_PAGE = 50;

/** GET /api/search?apiKey&q&per_page&page&type=faq,article&lang&highlight (see ./search.ts). */
function searchContent(db: Database.Database, req: Request, res: Response) {
  const q = params(req);
  if (!isApiKey(db, q.get("apiKey"))) return fail(res, 401, "Invalid or missing apiKey");
  const text = (q.get("q") ?? "").trim();
  if (!text || text.length > 200) return fail(res, 400, "q is required (at most 200 characters)");
  const perPage = int(q.get("per_page"), 10);
  const page = int(q.get("page"), 1);
  if (perPage === null || page === null || perPage < 1 || perPage > MAX_PER_PAGE || page < 1)
    return fail(res, 400, `page must be 1 or more and per_page 1 to ${MAX_PER_PAGE}`);
  const types = (q.get("type") ?? "").split(",").filter(Boolean);
  if (!types.every((t) => (SEARCH_TYPES as readonly string[]).includes(t)))
    return fail(res, 400, `type must be among ${SEARCH_TYPES.join(", ")}`);
  const lang = q.get("lang") ?? undefined;
  if (lang !== undefined && !/^[a-z]{2}(-[A-Z]{2})?$/.test(lang)) return fail(res, 400, "lang must be a locale");
  res.json(
    search(db, {
      q: text,
      page,
      perPage,
      types: types as SearchType[],
      highlight: q.get("highlight") === "true",
      locale: lang,
    }),
  );
}
