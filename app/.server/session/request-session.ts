// The host's side of the session (decision 0038): the Express host opens it once per request,
// from the request's cookies, and hands it to every loader and action on the load context
// (`context.session`); once Remix has answered, `commit` gives the Set-Cookie headers to add:
// the session cookie only when its data changed (or it must go, or be sealed with the current
// secret), the flash cookie only when a message was set or shown. An unchanged session sets no
// cookie, so a visitor's page stays one the page cache may keep.
//
// The only module that opens and commits the cookies; the host reaches it through the build
// (app/entry.server.tsx re-exports openSession), as server/ reaches the app only that way.
import type { Flash } from "~/lib/flash";
import { markChanged } from "../state/shopper-changes";
import { clearedFlashCookie, flashCookieFor, readFlash } from "./flash";
import {
  commitSession,
  destroySession,
  getSession,
  sealedWithOlderSecret,
  type AppSession,
  type SessionData,
} from "./session";

/** The request's session with what only the host does with it. */
export interface HostedSession extends AppSession {
  /** the Set-Cookie headers this request's changes need; none when nothing changed */
  commit(): Promise<string[]>;
}

export async function openSession(request: Request): Promise<HostedSession> {
  const header = request.headers.get("Cookie");
  const [stored, brought] = await Promise.all([getSession(request), readFlash(header)]);
  // a signed-in shopper's form or change: what is kept for them is asked anew (decision 0077),
  // from now (a read racing this change) and again once it is done
  const changer = request.method === "GET" || request.method === "HEAD" ? undefined : stored.get("userUuid");
  if (changer) await markChanged(changer);
  const readJson = JSON.stringify(stored.data);
  const reseal = sealedWithOlderSecret(stored);
  let destroyed = false;
  let flashed: Flash | null = null;
  let shown = false;

  return {
    get: <K extends keyof SessionData>(key: K) => stored.get(key) as SessionData[K] | undefined,
    has: (key) => stored.has(key),
    set: (key, value) => {
      stored.set(key, value);
    },
    unset: (key) => stored.unset(key),
    flash(message) {
      flashed = { kind: message.kind, message: message.message };
    },
    takeFlash() {
      if (shown || !brought) return null;
      shown = true;
      return brought;
    },
    destroy() {
      destroyed = true;
      for (const key of Object.keys(stored.data)) stored.unset(key as keyof SessionData);
    },
    async commit() {
      if (changer) await markChanged(changer);
      const cookies: string[] = [];
      const json = JSON.stringify(stored.data);
      if (destroyed && json === "{}") cookies.push(await destroySession());
      else if (json !== readJson || reseal) {
        cookies.push(await commitSession(stored));
      }
      if (flashed) cookies.push(await flashCookieFor(flashed));
      else if (shown) cookies.push(await clearedFlashCookie());
      return cookies;
    },
  };
}
