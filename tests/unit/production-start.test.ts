// What a production start refuses (design.md §7, issue 36, 3): session secrets too short to be
// 32 random bytes, the example's placeholder, and any way around it through the environment
// (SANDBOX=true). Only server/start.ts decides sandbox mode; `npm start` on the sandbox gets a
// secret of its own, generated once and kept in its data directory.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sandboxSessionSecret } from "../../server/session-secret";

const STRONG_HEX = crypto.randomBytes(32).toString("hex");
const STRONG_B64 = crypto.randomBytes(32).toString("base64");
const PLACEHOLDER = /^SESSION_SECRETS=(.*)$/m.exec(fs.readFileSync(".env.example", "utf8"))![1];

let env: NodeJS.ProcessEnv;
beforeEach(() => {
  env = { ...process.env };
  vi.resetModules();
  Object.assign(process.env, {
    NODE_ENV: "production",
    PAYMENT_PAGE_ORIGINS: "https://pay.example",
    BOT_CHECK_SECRET: crypto.randomBytes(32).toString("base64url"),
  });
  delete process.env.PLATFORM_FLAVOUR;
  delete process.env.SANDBOX;
  delete process.env.SESSION_COOKIE_SECURE;
});
afterEach(() => {
  process.env = env;
});

async function start(secrets: string | undefined, extra: Record<string, string> = {}) {
  if (secrets === undefined) delete process.env.SESSION_SECRETS;
  else process.env.SESSION_SECRETS = secrets;
  Object.assign(process.env, extra);
  const { config, resetConfigForTests } = await import("~/.server/config");
  resetConfigForTests();
  return config();
}

describe("production start", () => {
  it.each([
    ["one character", "x"],
    ["a short word", "s1"],
    ["16 random bytes in hex", crypto.randomBytes(16).toString("hex")],
    ["24 random bytes in base64", crypto.randomBytes(24).toString("base64")],
    ["one character repeated", "a".repeat(80)],
  ])("refuses a session secret of %s", async (_what, secret) => {
    await expect(start(secret)).rejects.toThrow(/SESSION_SECRETS: .*32 random bytes/);
  });

  it("refuses the example's placeholder", async () => {
    expect(PLACEHOLDER).toBeTruthy();
    await expect(start(PLACEHOLDER)).rejects.toThrow(/SESSION_SECRETS: .*placeholder/);
  });

  it("refuses a weak older secret kept for rotation", async () => {
    await expect(start(`${STRONG_HEX},old-secret`)).rejects.toThrow(/SESSION_SECRETS/);
  });

  it("accepts 32 random bytes, in hex or base64", async () => {
    expect((await start(STRONG_HEX)).session.secrets).toEqual([STRONG_HEX]);
    expect((await start(`${STRONG_B64},${STRONG_HEX}`)).session.secrets).toEqual([STRONG_B64, STRONG_HEX]);
  });

  it("SANDBOX=true changes nothing: no development secret, no optional providers' origins", async () => {
    await expect(start(undefined, { SANDBOX: "true" })).rejects.toThrow(/SESSION_SECRETS: required in production/);
    delete process.env.PAYMENT_PAGE_ORIGINS;
    await expect(start(STRONG_HEX, { SANDBOX: "true" })).rejects.toThrow(/PAYMENT_PAGE_ORIGINS: required/);
  });

  it("refuses a start without the content service's key, which every content page needs", async () => {
    await expect(start(STRONG_HEX, { CONTENT_API_KEY: "" })).rejects.toThrow(/CONTENT_API_KEY: required in production/);
    await expect(start(STRONG_HEX, { CONTENT_API_KEY: "   " })).rejects.toThrow(/CONTENT_API_KEY: required/);
    expect((await start(STRONG_HEX, { CONTENT_API_KEY: "k-123" })).content.apiKey).toBe("k-123");
  });

  it("SANDBOX=true still gets the __Host- prefixed, Secure cookie", async () => {
    await start(STRONG_HEX, { SANDBOX: "true" });
    const { getSession, commitSession } = await import("~/.server/session/session");
    const session = await getSession(new Request("https://shop.example/"));
    session.set("cartId", "c");
    const cookie = await commitSession(session);
    expect(cookie.startsWith("__Host-ashless=")).toBe(true);
    expect(cookie).toMatch(/; Secure/);
  });
});

describe("npm start on the sandbox", () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ashless-secret-"));
    dirs.push(dir);
    return path.join(dir, "sandbox");
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("generates a secret once, keeps it in the data directory, and a production start accepts it", async () => {
    const dir = dataDir();
    const secret = sandboxSessionSecret(dir);
    expect(sandboxSessionSecret(dir)).toBe(secret);
    const file = path.join(dir, "session-secret");
    expect(fs.readFileSync(file, "utf8").trim()).toBe(secret);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(sandboxSessionSecret(dataDir())).not.toBe(secret);
    expect((await start(secret)).session.secrets).toEqual([secret]);
  });
});

describe("the bot-check key agreed with the unified platform (decision 0048)", () => {
  it("is required with the unified platform, not with the legacy one (which has no bot check)", async () => {
    delete process.env.BOT_CHECK_SECRET;
    await expect(start(STRONG_HEX)).rejects.toThrow(/BOT_CHECK_SECRET: required in production/);
    expect((await start(STRONG_HEX, { PLATFORM_FLAVOUR: "legacy" })).platform.flavour).toBe("legacy");
  });

  it.each([
    ["a short word", "s1"],
    ["16 random bytes in hex", crypto.randomBytes(16).toString("hex")],
    ["one character repeated", "a".repeat(80)],
    ["the development key", "ashless-local-development-bot-check-secret"],
  ])("refuses %s", async (_what, key) => {
    await expect(start(STRONG_HEX, { BOT_CHECK_SECRET: key })).rejects.toThrow(/BOT_CHECK_SECRET: /);
  });

  it("accepts 32 random bytes", async () => {
    expect((await start(STRONG_HEX, { BOT_CHECK_SECRET: STRONG_B64 })).platform.botCheckSecret).toBe(STRONG_B64);
  });
});
