import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The session secret of `npm start` on the sandbox: 32 random bytes, generated on the first
 * start and kept in the sandbox's data directory (readable by its owner only), so cookies
 * survive a restart and no secret is written in the code. Deleting the data directory starts
 * afresh, carts and sign-ins included.
 */
export function sandboxSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    const kept = fs.readFileSync(file, "utf8").trim();
    if (kept) return kept;
  } catch (error) {
    if ((error as { code?: string }).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString("hex");
  // "wx": two starts at once keep the first one's secret
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as { code?: string }).code === "EEXIST") return sandboxSessionSecret(dataDir);
    throw error;
  }
  return secret;
}
