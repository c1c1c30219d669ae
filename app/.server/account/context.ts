// What every /account loader and action starts from. requireUser first (no session →
// /login and back); an upstream that says the session is over → expireSession; an
// upstream outage → 503 (loaders: the error page; actions: the form again, with what
// was typed). Every response says Cache-Control: no-store: these pages are personal.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { expireSession, requireUser, type SignedIn } from "../auth/require-user";
import { isSessionExpired } from "../auth/session-expiry";
import { guard } from "../responses/guard";
import { lastGood, shopperKey } from "../forms/last-good";
import type { Flash } from "~/lib/flash";
import type { AppSession } from "../session/session";
import type { AccountError } from "~/lib/models/account";
import { formAction, redirectWithFlash, type Refusal, type FormActionOptions, type IntentHandler } from "../forms/form";
import { noStore } from "../responses/no-store";

const statuses = new WeakMap<object, number>();

/**
 * A loader's body that goes out with another status than 200: a page that renders with a
 * clear message while a part of it is unavailable answers 503 (design.md §5).
 */
export function withStatus<T extends object>(body: T, status: number): T {
  statuses.set(body, status);
  return body;
}

/** Loader: signed-in shopper required; the returned body goes out with no-store. */
export function accountLoader<T>(fn: (args: LoaderFunctionArgs & { user: SignedIn }) => Promise<T>) {
  return guard(async (args: LoaderFunctionArgs) => {
    const user = requireUser(args.request, args.context.session);
    // Remembered per customer and page, to re-show it over a submit an outage failed.
    const { pathname } = new URL(args.request.url);
    const page = lastGood(
      async () => shopperKey("account", user.auth.userUuid, user.auth.identityToken, pathname),
      async () => {
        try {
          const body = await fn({ ...args, user });
          const status = body && typeof body === "object" ? statuses.get(body) : undefined;
          return data(body, { status: status ?? 200, headers: noStore() });
        } catch (error) {
          if (isSessionExpired(error)) return expireSession(args.request, user.session);
          throw error;
        }
      },
    );
    return page(args);
  });
}

export interface ActionContext {
  request: Request;
  params: ActionFunctionArgs["params"];
  user: SignedIn;
  form: FormData;
  intent: string;
  /** the action's own arguments, for a handler shared with other pages (the cart's) */
  args: ActionFunctionArgs;
}

type Handler = (ctx: ActionContext) => ReturnType<IntentHandler<object>>;

/**
 * Action: one per route, dispatched on the form's `intent` field (design.md §5), on the shop's
 * one form protocol (forms/form.ts): the signed-in customer is its context; an upstream that says
 * the session is over signs them out. Handlers answer with `done` (post/redirect/get +
 * flash) or `fail` (400 with the typed values).
 */
export function accountAction(
  handlers: Record<string, Handler>,
  options: Pick<FormActionOptions<object>, "files"> = {},
) {
  const intents = Object.fromEntries(
    Object.entries(handlers).map(([intent, handler]) => [
      intent,
      ({ user, form, args }: { user: SignedIn; form: FormData; args: ActionFunctionArgs }) =>
        handler({ request: args.request, params: args.params, user, form, intent, args }),
    ]),
  );
  return formAction<{ user: SignedIn }>(intents, {
    ...options,
    context: async ({ request, context }) => ({ user: requireUser(request, context.session) }),
    unavailable:
      "We can't reach our account service right now, so nothing was changed. Your details are still here: please try again in a minute.",
    recover: async ({ error, args }) =>
      isSessionExpired(error) ? expireSession(args.request, args.context.session) : undefined,
  });
}

/** Post/redirect/get with a flash message (the host commits the session with it). */
export async function done(
  session: AppSession,
  to: string,
  message: string | null,
  kind: Flash["kind"] = "success",
  cookies: string[] = [],
) {
  const headers = new Headers();
  for (const c of cookies) headers.append("Set-Cookie", c);
  return redirectWithFlash(session, to, message ? { kind, message } : null, headers);
}

/**
 * How `reply` refuses a submit the upstream refused: its message beside its field when the error
 * names one the form has (`fields`: upstream field name → form field name), else at the top.
 * SESSION_EXPIRED is thrown on to the wrapper, which signs the shopper out.
 */
export function accountRefusal(error: AccountError, fields: Record<string, string> = {}): Refusal {
  if (error.code === "SESSION_EXPIRED") throw error;
  const field = error.field && Object.hasOwn(fields, error.field) ? fields[error.field] : undefined;
  return { message: error.message, field };
}

/** 404 for anything the shopper can't see (unknown order, someone else's address). */
export function notFound(message = "Not found"): never {
  throw data({ message }, { status: 404, headers: noStore() });
}
