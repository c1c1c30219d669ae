// Sandboxes and storefronts a spec starts (and stops) itself, for what the shared web servers
// cannot show: the production image's files, an upstream that goes down and comes back.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { freePort } from "../support/redis";
import { SANDBOX_PUSH_PUBLIC_KEY } from "../../server/sandbox/accounts/push-tokens";

export const ROOT = process.cwd();

/** `env` over the runner's own, less the names in `unset`. */
export function startProcess(
  command: string[],
  cwd: string,
  env: Record<string, string>,
  unset: string[] = [],
): ChildProcess {
  const inherited = { ...process.env };
  for (const name of unset) delete inherited[name];
  const child = spawn(command[0], command.slice(1), { cwd, env: { ...inherited, ...env }, stdio: "pipe" });
  child.stderr?.on("data", (chunk) => process.stderr.write(`[${path.basename(command.at(-1)!)}] ${chunk}`));
  return child;
}

/** Waits until `url` answers 2xx; fails at once if `child` stops first. */
export async function answering(url: string, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process stopped with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

export function stop(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

/** The sandbox alone, from the source tree, on `port` (a free one by default). */
export async function startSandbox(dataDir: string, port?: number) {
  const sandboxPort = port ?? (await freePort());
  const child = startProcess(["node", "--import", "tsx", "server/sandbox/main.ts"], ROOT, {
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_DATA_DIR: dataDir,
    BOT_CHECK_SECRET,
  });
  const origin = `http://127.0.0.1:${sandboxPort}`;
  await answering(`${origin}/health`, child);
  return { child, origin, port: sandboxPort };
}

/** production refuses a session secret under 32 random bytes */
const SESSION_SECRETS = randomBytes(32).toString("hex");
/** and a bot-check key as weak; the sandboxes started here check tokens under the same one (decision 0048) */
const BOT_CHECK_SECRET = process.env.BOT_CHECK_SECRET || randomBytes(32).toString("hex");

/** What a production storefront needs to reach the sandbox at `upstream`. */
export function productionEnv(upstream: string, port: number): Record<string, string> {
  return {
    NODE_ENV: "production",
    PORT: String(port),
    SESSION_SECRETS,
    BOT_CHECK_SECRET,
    COMMERCE_GRAPHQL_URL: `${upstream}/graphql`,
    PLATFORM_API_URL: `${upstream}/platform`,
    CONTENT_API_URL: `${upstream}/content`,
    CONTENT_API_KEY: "sandbox-content-key",
    PUSH_PUBLIC_KEY: SANDBOX_PUSH_PUBLIC_KEY,
    // the sandbox plays the card provider and the bank age check
    PAYMENT_PAGE_ORIGINS: upstream,
  };
}

/** The built storefront (npm run build) in production mode against the sandbox at `upstream`. */
export async function startStorefront(
  upstream: string,
  { cwd = ROOT, command = ["node", "build/server/start.js"], env = {} as Record<string, string> } = {},
) {
  const port = await freePort();
  const child = startProcess(command, cwd, { ...productionEnv(upstream, port), ...env });
  const origin = `http://localhost:${port}`;
  await answering(`${origin}/healthz`, child);
  return { child, origin };
}

/**
 * `npm start` after its build: `tsx server/start.ts` with no upstream configured, so the
 * sandbox starts inside the storefront's process (embedded mode), on `dataDir`.
 */
export async function startEmbedded(dataDir: string, env: Record<string, string> = {}) {
  const [port, sandboxPort] = [await freePort(), await freePort()];
  const child = startProcess(
    ["node", "--import", "tsx", "server/start.ts"],
    ROOT,
    { PORT: String(port), SANDBOX_PORT: String(sandboxPort), SANDBOX_DATA_DIR: dataDir, ...env },
    // what would make it a deployment rather than the demo npm start gives
    [
      "NODE_ENV",
      "COMMERCE_GRAPHQL_URL",
      "PLATFORM_API_URL",
      "CONTENT_API_URL",
      "CONTENT_API_KEY",
      "PAYMENT_PAGE_ORIGINS",
      "SESSION_SECRETS",
      "SESSION_COOKIE_SECURE",
      "BOT_CHECK_SECRET",
    ],
  );
  const origin = `http://localhost:${port}`;
  await answering(`${origin}/healthz`, child);
  return { child, origin, sandboxOrigin: `http://127.0.0.1:${sandboxPort}` };
}
