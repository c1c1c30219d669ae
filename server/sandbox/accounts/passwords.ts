import crypto from "node:crypto";
import type { TenantSettings } from "../platform/store";

// scrypt with a per-password salt, stored as "scrypt$<N>$<salt>$<hash>" so the cost can
// rise later without invalidating stored hashes.
const N = 16384;
const KEY_LENGTH = 32;

export function hashPassword(password: string): string {
  const salt = crypto.randomBytes(16);
  const hash = crypto.scryptSync(password.normalize("NFKC"), salt, KEY_LENGTH, { N });
  return `scrypt$${N}$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, cost, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = crypto.scryptSync(password.normalize("NFKC"), Buffer.from(salt, "base64url"), expected.length, {
    N: Number(cost),
  });
  return crypto.timingSafeEqual(actual, expected);
}

/** Hashing a throw-away value keeps unknown e-mails as slow as wrong passwords (no timing oracle). */
const DUMMY_HASH = hashPassword(crypto.randomBytes(12).toString("hex"));
export const burnPasswordCheck = (password: string) => void verifyPassword(password, DUMMY_HASH);

const count = (s: string, re: RegExp) => (s.match(re) ?? []).length;

/**
 * The platform's own check of the tenant's rules (the storefront has its own copy for the
 * checklist; the server is the one that decides). Returns the first unmet rule or null.
 */
export function passwordProblem(
  password: string,
  rules: TenantSettings["passwordRequirements"],
  email: string,
): string | null {
  if ([...password].length < rules.minLength)
    return `The password must be at least ${rules.minLength} characters long.`;
  if (count(password, /\p{Ll}/gu) < rules.minLowerCase)
    return `The password needs at least ${rules.minLowerCase} lower-case letter(s).`;
  if (count(password, /\p{Lu}/gu) < rules.minUpperCase)
    return `The password needs at least ${rules.minUpperCase} upper-case letter(s).`;
  if (count(password, /\p{Nd}/gu) < rules.minNumber) return `The password needs at least ${rules.minNumber} number(s).`;
  if (count(password, /[^\p{L}\p{Nd}\s]/gu) < rules.minSymbol)
    return `The password needs at least ${rules.minSymbol} symbol(s).`;
  // The user name is the sign-in e-mail address.
  if (rules.excludeUsername && email && password.toLowerCase().includes(email.trim().toLowerCase()))
    return "The password must not contain your e-mail address.";
  return null;
}
