// Flash messages ride in a cookie of their own, set through the request's session
// (`context.session.flash`) by whoever redirects, and read and cleared only by the root loader
// (`takeFlash`). The session cookie never carries them, so a page whose loaders also change the
// session can't bring a message back (docs/architecture.md). Only the host reads and writes this
// cookie (./request-session.ts).
import { createCookie } from "@remix-run/node";
import { config } from "../config";
import { flashCookieName } from "./cookie-names";
import type { Flash } from "~/lib/flash";

let cookie: ReturnType<typeof createCookie> | undefined;

function flashCookie() {
  const { session } = config();
  cookie ??= createCookie(flashCookieName(), {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: session.secure,
    secrets: session.secrets,
    // a message is for the very next page; one left unread must not surface an hour later
    maxAge: 60,
  });
  return cookie;
}

const KINDS = new Set(["success", "error", "info"]);

function isFlash(value: unknown): value is Flash {
  const v = value as Partial<Flash> | null;
  return Boolean(v) && typeof v?.message === "string" && KINDS.has(String(v?.kind));
}

/** The Set-Cookie value that shows `flash` on the next page. */
export function flashCookieFor(flash: Flash): Promise<string> {
  return flashCookie().serialize(flash);
}

/** The Set-Cookie value that clears the message once shown. */
export function clearedFlashCookie(): Promise<string> {
  return flashCookie().serialize("", { maxAge: 0 });
}

/** The message a Cookie header brings, if any (a changed or foreign cookie is none). */
export async function readFlash(cookieHeader: string | null): Promise<Flash | null> {
  const value: unknown = await flashCookie().parse(cookieHeader);
  return isFlash(value) ? value : null;
}
