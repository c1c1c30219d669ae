import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { config } from "./config";
import type { StoreView } from "~/lib/models/commerce";

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

export type AppSession = Session<SessionData>;

let storage: ReturnType<typeof create> | undefined;

function create() {
  const { session } = config();
  return createCookieSessionStorage<SessionData>({
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

export function cartIdFor(session: AppSession, store: StoreView): string | undefined {
  return store === "trial" ? session.get("trialCartId") : session.get("cartId");
}

export function setCartId(session: AppSession, store: StoreView, id: string | undefined) {
  const key = store === "trial" ? "trialCartId" : "cartId";
  if (id) session.set(key, id);
  else session.unset(key);
}
