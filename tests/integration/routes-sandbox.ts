// Shared set-up for the route tests: loaders and actions called with a Request, as Remix calls
// them, against the whole sandbox in-process (commerce, the unified platform and content on one
// fresh in-memory database). msw only watches: it records what the routes asked upstream, and a
// test may make one GraphQL operation fail or change the sandbox just before it answers; every
// other request goes through to the sandbox untouched.
import { bypass, graphql, HttpResponse, passthrough } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { clearCache } from "~/.server/state/cache";
import { resetConfigForTests } from "~/.server/config";
import { clearPlatformCache } from "~/.server/platform";
import { CLIENT_IP_HEADER } from "~/.server/limits/rate-limit";
import { commitSession, getSession, type SessionData } from "~/.server/session/session";
import { sandboxUrls } from "../../server/sandbox/index";
import { insertDevice } from "../../server/sandbox/devices/tables";
import type { SignIn } from "~/lib/models/account";
import type { TenantSettings } from "../../server/sandbox/platform/store";
import { server } from "../msw/server";
import { outbox, startSandbox, type RunningSandbox } from "./platform-account-sandbox";

export { cartWith, checkoutSteps } from "./commerce-checkout-sandbox";
export { DEMO, newCustomer } from "./platform-account-sandbox";

export const SKU = "ASH-STK-SILVER-P20";

let running: RunningSandbox | undefined;
const db = () => running!.db;

// ---- what the routes asked upstream -------------------------------------------------------

export interface UpstreamCall {
  service: "commerce" | "platform" | "content";
  method: string;
  /** below the service's mount (/graphql, /platform, /content) */
  path: string;
  /** the GraphQL operation's name */
  operation: string | null;
  /** GraphQL variables, or the JSON body of a REST call */
  variables: Record<string, unknown>;
  authorization: string | null;
}

let recorded: Promise<UpstreamCall | null>[] = [];

async function describeCall(request: Request): Promise<UpstreamCall | null> {
  const url = new URL(request.url);
  if (!running || url.origin !== running.origin) return null;
  const mount = /^\/(graphql|platform|content)/.exec(url.pathname)?.[1];
  if (!mount) return null;
  const text = request.method === "GET" ? "" : await request.text();
  // a multipart body (a content form's files) is not recorded
  const multipart = /^multipart\//.test(request.headers.get("Content-Type") ?? "");
  const json = (text && !multipart ? JSON.parse(text) : {}) as Record<string, unknown>;
  const query = String((request.method === "GET" ? url.searchParams.get("query") : json.query) ?? "");
  const variables =
    mount !== "graphql"
      ? json
      : ((request.method === "GET" ? JSON.parse(url.searchParams.get("variables") ?? "{}") : json.variables) ?? {});
  return {
    service: mount === "graphql" ? "commerce" : (mount as "platform" | "content"),
    method: request.method,
    path: url.pathname.slice(mount.length + 1),
    operation: /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? null,
    variables: variables as Record<string, unknown>,
    authorization: request.headers.get("Authorization"),
  };
}

/** Forgets the calls so far (a test's own set-up). */
export function forgetCalls() {
  recorded = [];
}

/** Every upstream call since the test started (or forgetCalls), in the order they were sent. */
export async function upstreamCalls(service?: UpstreamCall["service"]): Promise<UpstreamCall[]> {
  const calls = (await Promise.all(recorded)).filter((c): c is UpstreamCall => c !== null);
  return service ? calls.filter((c) => c.service === service) : calls;
}

/** The GraphQL calls of one operation since the test started. */
export const operationCalls = async (operation: string) =>
  (await upstreamCalls("commerce")).filter((c) => c.operation === operation);

// ---- failures and races -------------------------------------------------------------------

/** The shop can't be reached when this mutation is sent (the connection fails). */
export const shopUnreachableOn = (mutation: string) =>
  server.use(graphql.mutation(mutation, () => HttpResponse.error()));

/** Runs `change` on the sandbox (another tab, another device) just before it answers this mutation. */
export const justBefore = (mutation: string, change: () => void) =>
  server.use(
    graphql.mutation(mutation, () => {
      change();
      return passthrough();
    }),
  );

/** The same request reaches the sandbox once more just before this one (another tab submitting it). */
export function sentTwice(mutation: string) {
  const first: { response?: Response } = {};
  server.use(
    graphql.mutation(mutation, async ({ request }) => {
      first.response = await fetch(bypass(request));
      return passthrough();
    }),
  );
  return first;
}

/** The mutation is answered with `data` instead of the sandbox's answer. */
export const answerMutation = (mutation: string, data: Record<string, unknown>) =>
  server.use(graphql.mutation(mutation, () => HttpResponse.json({ data })));

/** The mutation is refused with a GraphQL error that is neither an outage nor an expired session. */
export const refuseMutation = (mutation: string, message: string) =>
  server.use(
    graphql.mutation(mutation, () =>
      HttpResponse.json({ errors: [{ message, extensions: { category: "graphql-input" } }], data: null }),
    ),
  );

// ---- the sandbox's own state --------------------------------------------------------------

export const sandboxDb = db;

export const ordersOfCart = (cartId: string) =>
  db()
    .prepare("SELECT o.increment_id FROM sales_order o JOIN quote q ON q.id = o.quote_id WHERE q.masked_id = ?")
    .all(cartId) as { increment_id: string }[];

/** The cart's copy of an address, as the shop keeps it (save_in_address_book: 0 or 1). */
export const cartAddressRow = (cartId: string, type: "shipping" | "billing") =>
  db()
    .prepare(
      "SELECT a.* FROM quote_address a JOIN quote q ON q.id = a.quote_id WHERE q.masked_id = ? AND a.address_type = ?",
    )
    .get(cartId, type) as { city: string; save_in_address_book: number } | undefined;

let devicesMade = 0;
/** A device of the test's own off the production line (the seed's free codes are shared): its code, `prefix` and 5 digits. */
export function freshDevice(prefix: string, state: "valid" | "faulty" = "valid") {
  const code = `${prefix}${String(++devicesMade).padStart(5, "0")}`;
  insertDevice(db(), code, "one", state);
  return code;
}

/** Whom the device service has a device registered to: a customer, or a guest purchase's external id. */
export const deviceRow = (code: string) =>
  db().prepare("SELECT external_id, consumer_id FROM devices_inventory WHERE random_code = ?").get(code) as {
    external_id: string | null;
    consumer_id: string | null;
  };

export const userByEmail = (email: string) =>
  db().prepare("SELECT uuid FROM accounts_users WHERE email = ? COLLATE NOCASE").get(email) as
    { uuid: string } | undefined;

let tenantBefore: string | null = null;

/**
 * Changes the platform's tenant settings (restored after the test). The storefront forgets
 * its cached copy of them, unless `stale`: then it goes on with what it read before.
 */
export function changeTenant(change: (settings: TenantSettings) => void, { stale = false } = {}) {
  const row = db().prepare("SELECT settings FROM platform_tenants").get() as { settings: string };
  tenantBefore ??= row.settings;
  const settings = JSON.parse(row.settings) as TenantSettings;
  change(settings);
  db().prepare("UPDATE platform_tenants SET settings = ?").run(JSON.stringify(settings));
  if (!stale) clearPlatformCache();
}

/** The e-mails the sandbox would have sent to `recipient`, newest first. */
export const mailsTo = (recipient: string) => outbox(running!, "unified", recipient);

// ---- requests as the browser sends them ---------------------------------------------------

let client = 0;

/** A signed session cookie holding `data`. */
export async function cookieWith(data: Partial<SessionData>): Promise<string> {
  const session = await getSession(new Request("http://shop.test/"));
  for (const [key, value] of Object.entries(data)) session.set(key as keyof SessionData, value as never);
  return (await commitSession(session)).split(";")[0];
}

/** The session cookie of a customer just signed in. */
export const signedInCookie = ({ userUuid, identityToken, sessionToken, commerceToken }: SignIn) =>
  cookieWith({ userUuid, identityToken, sessionToken, commerceToken });

/**
 * A GET, or a POST of `form`, with the session cookie. Each test has its own client address
 * (the sign-in limits count per address), as the Express host would set it.
 */
export function browserRequest(
  path: string,
  init: { cookie?: string; form?: Record<string, string> | [string, string][] } = {},
) {
  const headers = new Headers({ [CLIENT_IP_HEADER]: `203.0.113.${client}` });
  if (init.cookie) headers.set("Cookie", init.cookie);
  const body = init.form ? new URLSearchParams(init.form) : undefined;
  return new Request(`http://shop.test${path}`, { method: body ? "POST" : "GET", body, headers });
}

export const args = (request: Request) => ({ request, params: {}, context: {} });

/** What a loader or action returned, or the Response it threw (a redirect). */
export async function caught(p: Promise<unknown>): Promise<unknown> {
  try {
    return await p;
  } catch (thrown) {
    return thrown;
  }
}

export const location = (r: unknown) => (r instanceof Response ? r.headers.get("Location") : null);

/** A `data(...)` answer: its body and status. */
export interface Replied<T> {
  data: T;
  init: ResponseInit & { status: number };
}
export const replied = <T>(value: unknown) => value as Replied<T>;

/** A refused form: conform's SubmissionResult under `result`. */
export type FormResult = Replied<{
  intent: string;
  result: { error: Record<string, string[]>; initialValue: Record<string, unknown> };
}>;

/** The cookies a response (or a `data(...)` answer) sets, as the browser would send them back. */
export function cookiesOf(r: unknown): string {
  const headers = r instanceof Response ? r.headers : new Headers((r as Replied<unknown>).init.headers);
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** The session a response leaves in the browser. */
export const sessionOf = (r: unknown) =>
  getSession(new Request("http://shop.test/", { headers: { Cookie: cookiesOf(r) } }));

// ---- the set-up itself --------------------------------------------------------------------

const ENV = [
  "COMMERCE_GRAPHQL_URL",
  "PLATFORM_API_URL",
  "CONTENT_API_URL",
  "CONTENT_API_KEY",
  "PLATFORM_FLAVOUR",
  "PUSH_PUBLIC_KEY",
];

function resetStorefront() {
  resetConfigForTests();
  clearPlatformCache();
  clearCache();
}

/**
 * Points the storefront's platform gateway at one flavour of the sandbox, for the tests after
 * it (call it in a beforeEach; useRoutesSandbox starts on the unified one). Both flavours share
 * the sandbox's tables.
 */
export function usePlatformFlavour(flavour: "unified" | "legacy") {
  const urls = sandboxUrls(running!.origin);
  process.env.PLATFORM_FLAVOUR = flavour;
  process.env.PLATFORM_API_URL = flavour === "unified" ? urls.PLATFORM_API_URL : urls.PLATFORM_LEGACY_API_URL;
  resetStorefront();
}

/** Starts the sandbox and points the storefront at it, for the calling test file. */
export function useRoutesSandbox() {
  const before = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));
  beforeAll(async () => {
    running = await startSandbox();
    const urls = sandboxUrls(running.origin);
    Object.assign(process.env, {
      COMMERCE_GRAPHQL_URL: urls.COMMERCE_GRAPHQL_URL,
      PLATFORM_API_URL: urls.PLATFORM_API_URL,
      CONTENT_API_URL: urls.CONTENT_API_URL,
      CONTENT_API_KEY: urls.CONTENT_API_KEY,
      PUSH_PUBLIC_KEY: urls.PUSH_PUBLIC_KEY,
      PLATFORM_FLAVOUR: "unified",
    });
    resetStorefront();
    server.listen({ onUnhandledRequest: "bypass" });
    server.events.on("request:start", ({ request }) => {
      recorded.push(describeCall(request.clone()).catch(() => null));
    });
  });
  beforeEach(() => {
    client += 1;
    forgetCalls();
    // store-wide reads are cached for minutes: each test reads what the sandbox holds now
    clearCache();
  });
  afterEach(async () => {
    server.resetHandlers();
    await Promise.all(recorded);
    if (tenantBefore !== null) {
      db().prepare("UPDATE platform_tenants SET settings = ?").run(tenantBefore);
      tenantBefore = null;
      clearPlatformCache();
    }
  });
  afterAll(async () => {
    server.events.removeAllListeners();
    server.close();
    await running?.close();
    running = undefined;
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetStorefront();
  });
}
