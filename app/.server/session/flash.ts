// Flash messages ride in a cookie of their own, written by whoever redirects and read and
// cleared only by the root loader. The session cookie never carries them, so a page whose
// loaders also write the session can't bring a message back (docs/architecture.md).
import { createCookie } from "@remix-run/node";
import { config } from "../config";
import type { Flash } from "~/lib/flash";

let cookie: ReturnType<typeof createCookie> | undefined;

function flashCookie() {
  const { session } = config();
  cookie ??= createCookie(session.secure ? "__Host-ashless-flash" : "ashless-flash", {
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
export function setFlash(flash: Flash): Promise<string> {
  return flashCookie().serialize(flash);
}

/** The root loader's read: the message, if any, and the Set-Cookie that clears it. */
export async function takeFlash(request: Request): Promise<{ flash: Flash | null; clear: string | null }> {
  const value: unknown = await flashCookie().parse(request.headers.get("Cookie"));
  if (!isFlash(value)) return { flash: null, clear: null };
  return { flash: value, clear: await flashCookie().serialize("", { maxAge: 0 }) };
}
