// A browser the customer has signed in with before (issue 36, 5): after a sign-in that
// succeeds, a sealed, long-lived cookie names this browser (a random id) and the accounts that
// signed in with it (a hash of each e-mail). Sign-in attempts from it count in an allowance of
// its own (app/.server/limits/rate-limit.ts), so guesses from elsewhere, however many addresses they come from,
// never lock the owner out of the browser they use; the guessers still meet the per-account
// limit. The cookie holds no token and opens nothing by itself.
import { createHash, randomUUID } from "node:crypto";
import { config } from "~/.server/config";
import { sealer } from "~/.server/session/sealed";

const MAX_AGE = 180 * 24 * 3600;
const MAX_ACCOUNTS = 5;

interface Device {
  id: string;
  accounts: string[];
}

const cookieName = () => (config().session.secure ? "__Host-ashless-device" : "ashless-device");
const seal = () => sealer(config().session.secrets, "ashless-device");
const accountOf = (email: string) =>
  createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 22);

function readDevice(request: Request): Device | null {
  const name = cookieName();
  let value: string | null = null;
  for (const pair of request.headers.get("Cookie")?.split(";") ?? []) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) value = pair.slice(at + 1).trim();
  }
  if (!value || value.length > 1024) return null;
  const opened = seal().open(value) as Partial<Device> | null;
  if (!opened || typeof opened.id !== "string" || !Array.isArray(opened.accounts)) return null;
  return { id: opened.id, accounts: opened.accounts.filter((a): a is string => typeof a === "string") };
}

/** This browser's id when it has signed in as `email` before; else null. */
export function knownDevice(request: Request, email: string): string | null {
  const device = readDevice(request);
  return device && device.accounts.includes(accountOf(email)) ? device.id : null;
}

/** The cookie that remembers this browser signed in as `email` (after a sign-in that succeeded). */
export function rememberDevice(request: Request, email: string): string {
  const before = readDevice(request);
  const account = accountOf(email);
  const accounts = [...(before?.accounts ?? []).filter((a) => a !== account), account].slice(-MAX_ACCOUNTS);
  const value = seal().seal({ id: before?.id ?? randomUUID(), accounts });
  const parts = [`${cookieName()}=${value}`, `Max-Age=${MAX_AGE}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (config().session.secure) parts.push("Secure");
  return parts.join("; ");
}
