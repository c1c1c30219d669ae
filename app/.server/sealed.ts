// Authenticated encryption for values the browser keeps for us (the session cookie):
// AES-256-GCM with a key derived from each secret (HKDF-SHA-256). The first secret seals,
// every secret opens, so secrets can be rotated without signing everybody out.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function sealer(secrets: string[], purpose: string) {
  if (secrets.length === 0) throw new Error("sealer: no secret");
  const keys = secrets.map((secret) => Buffer.from(hkdfSync("sha256", secret, "ashless", purpose, 32)));

  /** JSON-encodes and encrypts `value`; base64url of iv | tag | ciphertext. */
  function seal(value: unknown): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", keys[0], iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
  }

  /** The value sealed, or null when no secret opens it (changed, truncated, foreign). */
  function open(sealed: string): unknown {
    const raw = Buffer.from(sealed, "base64url");
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;
    const iv = raw.subarray(0, IV_BYTES);
    const tag = raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
    const body = raw.subarray(IV_BYTES + TAG_BYTES);
    for (const key of keys) {
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, iv);
        decipher.setAuthTag(tag);
        return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8"));
      } catch {
        // not this key
      }
    }
    return null;
  }

  return { seal, open };
}
