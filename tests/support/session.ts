// Loaders and actions called as the host calls them (server/storefront.ts, decision 0038): the
// load context carries the session read from the request's Cookie header, and once the loader or
// action has answered, the cookies the host would add (the session's when it changed, the flash
// cookie) are added to that answer, so a test asserts what a browser would receive.
import { data, type AppLoadContext } from "@remix-run/node";
import { log } from "~/.server/observability";
import { openSession, type HostedSession } from "~/.server/session/request-session";

export type HostContext = AppLoadContext & { session: HostedSession };

/**
 * The load context the host builds for `request`: its session, from the request's cookies, and
 * the logger (outside a request, the process's). A
 * context a test passes (onCachedCopy, or one shared by an action and a loader) is kept and
 * given the session, unless it has one.
 */
export async function hostContext(request: Request, context: Partial<AppLoadContext> = {}): Promise<HostContext> {
  if (!context.session) context.session = await openSession(request);
  context.log ??= log();
  return context as HostContext;
}

type DataAnswer = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };
const isData = (value: unknown): value is DataAnswer =>
  Boolean(value) && (value as { type?: unknown }).type === "DataWithResponseInit";

/** `answer` with `cookies` added to its headers: a Response, or a `data(...)` answer; a bare body becomes one. */
export function withCookies<T>(answer: T, cookies: string[]): T {
  if (cookies.length === 0) return answer;
  if (answer instanceof Response) {
    const headers = new Headers(answer.headers);
    for (const c of cookies) headers.append("Set-Cookie", c);
    return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers }) as T;
  }
  if (isData(answer)) {
    const headers = new Headers(answer.init?.headers);
    for (const c of cookies) headers.append("Set-Cookie", c);
    return { ...answer, init: { ...answer.init, headers } } as T;
  }
  return data(answer, { headers: cookies.map((c): [string, string] => ["Set-Cookie", c]) }) as T;
}

export interface Hosted<T> {
  /** what the loader or action returned, or the Response it threw */
  answer: T | unknown;
  thrown: boolean;
  /** the Set-Cookie headers the host adds: none when the session did not change */
  cookies: string[];
}

/** Runs a loader or action with the host's context; its answer and the host's cookies, apart. */
export async function runHosted<A extends { request: Request; context: AppLoadContext }, R>(
  fn: (args: A) => R,
  args: Omit<A, "context"> & { context?: Partial<AppLoadContext> },
): Promise<Hosted<Awaited<R>>> {
  const context = await hostContext(args.request, args.context);
  let answer: unknown;
  let thrown = false;
  try {
    answer = await fn({ ...args, context } as unknown as A);
  } catch (error) {
    answer = error;
    thrown = true;
  }
  return { answer, thrown, cookies: await context.session.commit() };
}

/**
 * `fn` as the host runs it: same arguments (the context's session filled in), and it returns or
 * throws what `fn` did, with the host's cookies on it.
 */
export function hosted<A extends { request: Request; context: AppLoadContext }, R>(fn: (args: A) => R) {
  return async (args: Omit<A, "context"> & { context?: Partial<AppLoadContext> }): Promise<Awaited<R>> => {
    const { answer, thrown, cookies } = await runHosted(fn, args);
    if (thrown) throw answer instanceof Response || isData(answer) ? withCookies(answer, cookies) : answer;
    return withCookies(answer, cookies) as Awaited<R>;
  };
}
