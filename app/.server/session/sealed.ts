// Authenticated encryption for values the browser keeps for us (the session cookie):
// AES-256-GCM with a key derived from each secret (HKDF-SHA-256). The first secret seals,
// every secret opens, so secrets can be rotated without signing everybody out.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function sealer(secrets: string[], purpose: string) {
  if (secrets.length === 0) throw new Error("sealer: no secret");
  const keys = secrets.map((secret) => Buffer.from(hkdfSync("sha256", secret, "ashless", purpose, 32)));

  /** Encrypts a JSON text; base64url of iv | tag | ciphertext. */
  function sealText(json: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", keys[0], iv);
    const body = Buffer.concat([cipher.update(json, "utf8"), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
  }

  /** JSON-encodes and encrypts `value`. */
  const seal = (value: unknown): string => sealText(JSON.stringify(value));

  /** The JSON text sealed, and whether the current (first) secret sealed it; null when no
   * secret opens it (changed, truncated, foreign). */
  function openText(sealed: string): { json: string; current: boolean } | null {
    const raw = Buffer.from(sealed, "base64url");
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;
    const iv = raw.subarray(0, IV_BYTES);
    const tag = raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
    const body = raw.subarray(IV_BYTES + TAG_BYTES);
    for (const [i, key] of keys.entries()) {
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, iv);
        decipher.setAuthTag(tag);
        return { json: Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8"), current: i === 0 };
      } catch {
        // not this key
      }
    }
    return null;
  }

  /** The value sealed, or null when no secret opens it (or it is not JSON). */
  function open(sealed: string): unknown {
    const opened = openText(sealed);
    if (!opened) return null;
    try {
      return JSON.parse(opened.json);
    } catch {
      return null;
    }
  }

  return { seal, sealText, open, openText };
}
