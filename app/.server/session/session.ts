// The session cookie: what it holds, how it is sealed, and its lifetime. Only the host opens and
// commits it (./request-session.ts, once per request); loaders and actions take the request's
// session from `context.session` (AppSession below; decision 0038).
import { createSession, type Session, type SessionStorage } from "@remix-run/node";
import { config } from "../config";
import { sessionCookieName } from "./cookie-names";
import { sealer } from "./sealed";
import type { Flash } from "~/lib/flash";
import type { StoreView } from "~/lib/models/commerce";
import type { CartAddress } from "~/lib/models/checkout";

export interface SessionData {
  cartId?: string;
  trialCartId?: string;
  /** Upstream tokens: they live here, in an HttpOnly encrypted cookie, and nowhere else. */
  commerceToken?: string;
  identityToken?: string;
  sessionToken?: string;
  userUuid?: string;
  customerName?: string;
  /** when the upstream sign-in ends (ISO): the cookie must not outlive it */
  authExpiresAt?: string;
  /** the sign-in said the customer must renew their consents: the account waits until they do (auth/require-user.ts) */
  consentRenewal?: boolean;
  /** Idempotency key of the order being placed, per cart id. */
  orderKeys?: Record<string, { key: string; orderNumber?: string }>;
  lastOrder?: {
    number: string;
    email: string;
    lastname: string;
    postcode?: string | null;
    /** placed without a sign-in: the confirmation offers an account with the order in it */
    guest?: boolean;
    firstname?: string;
    store?: StoreView;
    /** a free trial's cost once it ends, as the cart said when it was ordered (the order doesn't say) */
    trial?: { product: string; terms: string | null; afterTrial: { value: number; currency: string } };
  };
  /** the shopper's own delivery address while the cart's is a store's (checkout/collection.ts) */
  collectionHome?: { cartId: string; address: CartAddress };
  /** the guest order this browser found at /order-status, by its details */
  foundOrder?: { number: string; email: string; postcode: string; store: StoreView };
  /** the card payment this browser started on the provider's page (payments/flow.ts) */
  payment?: { uuid: string; orderNumber: string; store: StoreView; from: "checkout" | "account"; tokenize: boolean };
  /** the asynchronous age verification this browser started, and where to go once it is done (age/flow.ts) */
  ageVerification?: { uuid: string; back: string };
  /**
   * a guest's age check at checkout (age/gate.ts): for which e-mail, what the platform answered,
   * and the verification it answered it for, which placing the order asks about again
   */
  ageGuest?: { email: string; country: string; verified: boolean; hiddenTried: boolean; verification?: string };
  /** the cart (its id) whose cross-selling suggestions the shopper dismissed (cart/cross-sell.ts) */
  crossSellDismissed?: string;
  /** a guest's "Save to wishlist", saved by their sign-in (account/wishlist-later.ts) */
  wishlistLater?: { sku: string; parentSku?: string };
  /** this browser's push registration with the platform (decision 0068): its id and token */
  push?: { id: string; token: string };
  /** item count shown in the header, refreshed whenever the cart is read or changed */
  cartCount?: number;
}

/**
 * The request's session, as loaders and actions see it (`context.session`): read once by the host
 * from the request's cookies, shared by the action and every loader of the request, and
 * committed once by the host after the answer, only when it changed (decision 0038).
 */
export interface AppSession {
  get<K extends keyof SessionData>(key: K): SessionData[K] | undefined;
  has(key: keyof SessionData): boolean;
  set<K extends keyof SessionData>(key: K, value: SessionData[K]): void;
  unset(key: keyof SessionData): void;
  /** a message for the next page, in the flash cookie */
  flash(message: Flash): void;
  /** the message this request brought (the root loader's, once), cleared from the browser */
  takeFlash(): Flash | null;
  /** sign-out: everything goes, and the cookie is removed */
  destroy(): void;
}

/** The session as the cookie holds it (the host's side of AppSession). */
export type StoredSession = Session<SessionData>;

let storage: SessionStorage<SessionData> | undefined;

/** Cookies over this size are dropped by browsers: fail loudly rather than lose the cart. */
const MAX_COOKIE = 4096;

/**
 * The session is the cookie itself (no server-side store, so any replica can serve any
 * shopper), encrypted and authenticated with AES-256-GCM (sealed.ts): the browser holds the
 * upstream tokens only as ciphertext, and a changed cookie reads as an empty session. The
 * sealed value is base64url, safe in a cookie as it is.
 */
function create(): SessionStorage<SessionData> {
  const { session } = config();
  const { sealText, openText } = sealer(session.secrets, "ashless-session");
  // Each session read from a cookie the current secret sealed, with that cookie's JSON text: a
  // commit that finds the data unchanged sends the same sealed value again (a fresh lifetime,
  // no encryption), which is most pages' case.
  const readFrom = new WeakMap<object, { sealed: string; json: string }>();
  const name = sessionCookieName();
  const serialize = (value: string, { expires, maxAge = WEEK }: CommitOptions = {}) => {
    const parts = [`${name}=${value}`, `Max-Age=${maxAge}`, "Path=/", "HttpOnly", "SameSite=Lax"];
    if (expires) parts.push(`Expires=${expires.toUTCString()}`);
    if (session.secure) parts.push("Secure");
    return parts.join("; ");
  };
  return {
    async getSession(header) {
      const sealed = readCookie(header ?? null, name);
      const opened = sealed ? openText(sealed) : null;
      const data = opened ? parseObject(opened.json) : null;
      const read = createSession<SessionData>(data ?? {});
      if (sealed && opened?.current && data) readFrom.set(read, { sealed, json: opened.json });
      if (sealed && opened && !opened.current && data) olderSecret.add(read);
      return read;
    },
    async commitSession(current, options) {
      const json = JSON.stringify(current.data);
      const kept = readFrom.get(current);
      const cookie = serialize(kept?.json === json ? kept.sealed : sealText(json), options as CommitOptions);
      if (cookie.length > MAX_COOKIE) throw new Error(`session cookie too large (${cookie.length} bytes)`);
      return cookie;
    },
    async destroySession() {
      return serialize("", { maxAge: 0, expires: new Date(0) });
    },
  };
}

const WEEK = 60 * 60 * 24 * 7;

function parseObject(json: string): SessionData | null {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as SessionData) : null;
  } catch {
    return null;
  }
}

/** One cookie's value from a Cookie header (the last one wins, as a browser would send it). */
export function readCookie(header: string | null, name: string): string | null {
  let value: string | null = null;
  for (const pair of header?.split(";") ?? []) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) value = pair.slice(at + 1).trim();
  }
  return value;
}

/** Sessions read from a cookie an older secret sealed: the host seals them again with the current one. */
const olderSecret = new WeakSet<object>();

function sessionStorage() {
  storage ??= create();
  return storage;
}

/** The session the request's cookie holds (empty when it has none, or one no secret opens). Host only. */
export function getSession(request: Request): Promise<StoredSession> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

/** Whether `session` came from a cookie an older secret sealed (after a rotation). */
export const sealedWithOlderSecret = (session: StoredSession) => olderSecret.has(session);

/** The Set-Cookie that removes the session cookie (sign-out). Host only. */
export function destroySession(): Promise<string> {
  return sessionStorage().destroySession(createSession<SessionData>());
}

export interface CommitOptions {
  expires?: Date;
  maxAge?: number;
}

/**
 * While signed in, the cookie ends when the upstream session does (SignIn.expiresAt), on
 * every commit, not only at sign-in: otherwise the next cart change would stretch it.
 */
function signedInLifetime(session: StoredSession): CommitOptions | undefined {
  const end = session.get("userUuid") ? Date.parse(session.get("authExpiresAt") ?? "") : NaN;
  if (Number.isNaN(end)) return undefined;
  return { expires: new Date(end), maxAge: Math.max(0, Math.floor((end - Date.now()) / 1000)) };
}

/** The Set-Cookie that stores `session`, with the lifetime rules above. Host only. */
export function commitSession(session: StoredSession, options?: CommitOptions): Promise<string> {
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
