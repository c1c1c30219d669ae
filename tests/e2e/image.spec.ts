import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { freePort } from "../support/redis";
import { test } from "./support";

// The production image holds only what the Dockerfile's runtime stage copies. This assembles
// exactly those paths (read from the Dockerfile, so the two cannot drift apart), starts its
// command with NODE_ENV=production against a sandbox, and uses the shop.
const ROOT = process.cwd();

function runtimeStage() {
  const dockerfile = fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
  const stage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
  const copies = [...stage.matchAll(/^COPY --from=build \S* ?\/app\/(\S+) \.\/(\S*)$/gm)].map((m) => m[1]);
  const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(stage)![1]) as string[];
  return { copies, cmd };
}

function start(command: string[], cwd: string, env: Record<string, string>): ChildProcess {
  const child = spawn(command[0], command.slice(1), { cwd, env: { ...process.env, ...env }, stdio: "pipe" });
  child.stderr?.on("data", (chunk) => process.stderr.write(`[image] ${chunk}`));
  return child;
}

async function until(url: string, child: ChildProcess) {
  for (let i = 0; i < 200; i++) {
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

test("the production image's files start and serve the shop", async ({ request }) => {
  test.setTimeout(120_000);
  const { copies, cmd } = runtimeStage();
  expect(copies).toContain("build");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ashless-image-"));
  const children: ChildProcess[] = [];
  try {
    for (const item of copies) {
      // node_modules is linked rather than copied (the image's is the same, pruned of dev tools)
      if (item === "node_modules") fs.symlinkSync(path.join(ROOT, item), path.join(dir, item));
      else fs.cpSync(path.join(ROOT, item), path.join(dir, item), { recursive: true });
    }
    const sandboxPort = await freePort();
    const sandbox = start(["node_modules/.bin/tsx", "server/sandbox/main.ts"], ROOT, {
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DATA_DIR: path.join(dir, "sandbox-data"),
    });
    children.push(sandbox);
    const upstream = `http://127.0.0.1:${sandboxPort}`;
    await until(`${upstream}/health`, sandbox);

    const port = await freePort();
    const shop = start(cmd, dir, {
      NODE_ENV: "production",
      PORT: String(port),
      SESSION_SECRETS: "image-test-secret",
      SESSION_COOKIE_SECURE: "false",
      COMMERCE_GRAPHQL_URL: `${upstream}/graphql`,
      PLATFORM_API_URL: `${upstream}/platform`,
      CONTENT_API_URL: `${upstream}/content`,
      CONTENT_API_KEY: "sandbox-content-key",
    });
    children.push(shop);
    const origin = `http://localhost:${port}`;
    await until(`${origin}/healthz`, shop);

    expect((await request.get(`${origin}/readyz`)).status()).toBe(200);
    const home = await request.get(`${origin}/`);
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain("Ashless");
    const listing = await request.get(`${origin}/shop`);
    expect(listing.status()).toBe(200);
    // hashed assets come from the copied build, cached for a year
    const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(await home.text())?.[1];
    expect(stylesheet).toBeTruthy();
    const asset = await request.get(`${origin}${stylesheet}`);
    expect(asset.status()).toBe(200);
    expect(asset.headers()["cache-control"]).toContain("immutable");
  } finally {
    for (const child of children) child.kill("SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
