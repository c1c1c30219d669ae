import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { config } from "./config";
import type { StoreView } from "./commerce/types";

export interface SessionData {
  cartId?: string;
  trialCartId?: string;
  /** Upstream tokens: they live here, in an HttpOnly signed cookie, and nowhere else. */
  commerceToken?: string;
  identityToken?: string;
  sessionToken?: string;
  userUuid?: string;
  customerName?: string;
  /** when the upstream sign-in ends (ISO): the cookie must not outlive it */
  authExpiresAt?: string;
  /** Idempotency key of the order being placed, per cart id. */
  orderKeys?: Record<string, { key: string; orderNumber?: string }>;
  lastOrder?: { number: string; email: string; lastname: string; postcode?: string | null };
  /** item count shown in the header, refreshed whenever the cart is read or changed */
  cartCount?: number;
}

export interface FlashData {
  flash: { kind: "success" | "error" | "info"; message: string };
}

export type AppSession = Session<SessionData, FlashData>;

let storage: ReturnType<typeof create> | undefined;

function create() {
  const { session } = config();
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: session.secure ? "__Host-ashless" : "ashless",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: session.secure,
      secrets: session.secrets,
      maxAge: 60 * 60 * 24 * 7,
    },
  });
}

function sessionStorage() {
  storage ??= create();
  return storage;
}

export function getSession(request: Request): Promise<AppSession> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export interface CommitOptions {
  expires?: Date;
  maxAge?: number;
}

/**
 * While signed in, the cookie ends when the upstream session does (SignIn.expiresAt), on
 * every commit, not only at sign-in: otherwise the next cart change would stretch it.
 */
function signedInLifetime(session: AppSession): CommitOptions | undefined {
  const end = session.get("userUuid") ? Date.parse(session.get("authExpiresAt") ?? "") : NaN;
  if (Number.isNaN(end)) return undefined;
  return { expires: new Date(end), maxAge: Math.max(0, Math.floor((end - Date.now()) / 1000)) };
}

export function commitSession(session: AppSession, options?: CommitOptions): Promise<string> {
  const lifetime = options?.expires
    ? {
        expires: options.expires,
        maxAge: options.maxAge ?? Math.max(0, Math.floor((options.expires.getTime() - Date.now()) / 1000)),
      }
    : (options ?? signedInLifetime(session));
  return sessionStorage().commitSession(session, lifetime);
}

/**
 * Commits the session for a response that renders a page. The root loader shows the flash
 * message on that page from its own copy of the session, but Remix sends this loader's
 * cookie after the root's, so keeping the unread message here would show it again on the
 * next page, and on every page after that. Redirects must use commitSession: they carry it on.
 */
export function commitSessionForPage(session: AppSession): Promise<string> {
  session.get("flash"); // reading a flash value is what removes it
  return commitSession(session);
}

export function destroySession(session: AppSession): Promise<string> {
  return sessionStorage().destroySession(session);
}

export function cartIdFor(session: AppSession, store: StoreView): string | undefined {
  return store === "trial" ? session.get("trialCartId") : session.get("cartId");
}

export function setCartId(session: AppSession, store: StoreView, id: string | undefined) {
  const key = store === "trial" ? "trialCartId" : "cartId";
  if (id) session.set(key, id);
  else session.unset(key);
}

export function flash(session: AppSession, kind: FlashData["flash"]["kind"], message: string) {
  session.flash("flash", { kind, message });
}
