import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { SANDBOX_PUSH_PUBLIC_KEY } from "./server/sandbox/accounts/push-tokens";

// End-to-end against what ships: each storefront is the production bundle (`node
// build/server/start.js`, built by `npm run build`), configured as a deployment is, with its
// upstreams' URLs; the sandbox that plays those upstreams is a process of its own. Only
// embedded.spec.ts starts `npm start`'s embedded mode (the sandbox inside the storefront).
//
// Projects (design.md §5): "no-js" runs every journey with scripting off; "js" runs what hydration
// changes (tests tagged @js) and one smoke test per page type (smoke.spec.ts); the legacy
// platform flavour runs one journey of each platform area (tagged @both-flavours). Playwright
// cannot download browsers here: Debian's chromium is used.
if (!existsSync("build/server/start.js"))
  throw new Error("Playwright tests the production bundle: run `npm run build` first.");

const PORT = Number(process.env.E2E_PORT ?? 3100);
const LEGACY_PORT = PORT + 1;
const OUTAGE_PORT = PORT + 2;
// two replicas of the storefront behind one sandbox and one Redis (replicas.spec.ts)
const REPLICA_PORTS = [PORT + 3, PORT + 4];
/** Varnish in front of the two replicas, with the shipped rules (deploy/varnish) */
const CACHE_PORT = PORT + 5;
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4110);
const LEGACY_SANDBOX_PORT = SANDBOX_PORT + 1;
const REPLICA_SANDBOX_PORT = SANDBOX_PORT + 2;
const REDIS_PORT = SANDBOX_PORT + 3;
// Debian's chromium-headless-shell when it is there (.ci/run installs it): the headless shell that
// Playwright itself runs headless tests in, without the full browser's windowing and UI. The same
// Blink and V8; three specs on both projects took 1.7 min in it against 2.9 min in `chromium`.
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
// as a deployment's: 32 random bytes (production refuses fewer), new for each run; the
// replicas share theirs
const SESSION_SECRETS = randomBytes(32).toString("hex");
// the key the unified sandboxes and their storefronts agree for bot-check tokens (decision 0048):
// every unified storefront below runs with the platform checking them
// (kept in the environment, which the workers inherit: tests that register a customer through
// the sandbox's API mint their own tokens with it)
const BOT_CHECK_SECRET = (process.env.BOT_CHECK_SECRET ||= randomBytes(32).toString("hex"));

const launchOptions = {
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    // no test looks at a picture (axe reads alt text from the markup): decoding them only
    // spends the CPU the workers share
    "--blink-settings=imagesEnabled=false",
  ],
};
const browser = (javaScriptEnabled: boolean, port = PORT) => ({
  ...devices["Desktop Chrome"],
  javaScriptEnabled,
  launchOptions,
  baseURL: `http://localhost:${port}`,
});

const ACCOUNT_SPECS = /(account.*|club.*)\.spec\.ts/;
const OUTAGE_SPECS = /outage\.spec\.ts/;
const REPLICA_SPECS = /(replicas|shared-cache)\.spec\.ts/;
const BUDGET_SPECS = /budget\.spec\.ts/;
const SMOKE_SPECS = /smoke\.spec\.ts/;

const sandboxUrl = (port: number) => `http://127.0.0.1:${port}`;

/** The sandbox alone, on a fresh data directory. */
function sandbox(port: number) {
  const dataDir = `.data/e2e-sandbox-${port}`;
  return {
    command: `rm -rf ${dataDir} && tsx server/sandbox/main.ts`,
    url: `${sandboxUrl(port)}/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      SANDBOX_PORT: String(port),
      SANDBOX_DATA_DIR: dataDir,
      // the age-verification provider finishes its workflow this long after the shopper confirms
      SANDBOX_AGE_CHECK_DELAY_MS: "1000",
      BOT_CHECK_SECRET,
    },
  };
}

/** A storefront as deployed: the bundle, its secrets and its upstreams' URLs, nothing else. */
function storefront(port: number, upstream: string, env: Record<string, string> = {}) {
  return {
    command: "node build/server/start.js",
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      PORT: String(port),
      SESSION_SECRETS,
      BOT_CHECK_SECRET,
      COMMERCE_GRAPHQL_URL: `${upstream}/graphql`,
      PLATFORM_API_URL: `${upstream}/platform`,
      CONTENT_API_URL: `${upstream}/content`,
      CONTENT_API_KEY: "sandbox-content-key",
      PUSH_PUBLIC_KEY: SANDBOX_PUSH_PUBLIC_KEY,
      // the sandbox plays the card provider's page and the bank's age check
      PAYMENT_PAGE_ORIGINS: upstream,
      ...env,
    },
  };
}

/**
 * Varnish as deployed (deploy/varnish/default.vcl), its replicas those of this run: the shipped
 * example with the replicas' addresses replaced, including the shipped rules.
 */
function sharedCache(port: number, replicas: number[]) {
  const dir = path.resolve(`.data/e2e-varnish-${port}`);
  mkdirSync(dir, { recursive: true });
  let vcl = readFileSync("deploy/varnish/default.vcl", "utf8").replace(
    'include "ashless.vcl";',
    `include "${path.resolve("deploy/varnish/ashless.vcl")}";`,
  );
  replicas.forEach((replica, i) => {
    vcl = vcl.replace(/\.host = "[^"]+";\s*\.port = "\d+";/, `.host = "127.0.0.1"; .port = "${replica}"; # ${i}`);
  });
  writeFileSync(`${dir}/e2e.vcl`, vcl);
  const varnishd = existsSync("/usr/sbin/varnishd") ? "/usr/sbin/varnishd" : "varnishd";
  return {
    // -F: in the foreground, stopped with the run; -j none: as this user; -n: its own work folder
    command: `${varnishd} -F -j none -n ${dir}/work -a :${port} -f ${dir}/e2e.vcl -s malloc,64m`,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Measured on two cores: with two workers the suite kept the CPUs a third busy (tests wait on
  // page loads and servers as much as they compute), so a third worker shortens the run.
  // E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // a test that fails once is a bug to fix (issue 35): nothing is tried twice
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    // Recording a trace costs every test time, and no test is run twice to record one for a
    // failure: `npx playwright test --trace retain-on-failure` records them when needed.
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "no-js",
      use: browser(false),
      // budgets measure the JavaScript a browser downloads; the smoke tests are what hydration
      // does to each page type
      testIgnore: [BUDGET_SPECS, SMOKE_SPECS, OUTAGE_SPECS, REPLICA_SPECS],
    },
    {
      name: "js",
      use: browser(true),
      testIgnore: [BUDGET_SPECS, OUTAGE_SPECS, REPLICA_SPECS],
      // what hydration changes; every journey already runs with scripting off
      grep: /@js\b/,
    },
    {
      // smoke.spec.ts's tests carry no tag: the whole file is the js project's
      name: "js-smoke",
      testMatch: SMOKE_SPECS,
      use: browser(true),
    },
    {
      name: "js-budget",
      testMatch: BUDGET_SPECS,
      use: browser(true),
    },
    {
      // a storefront whose upstreams are all unreachable: it must keep serving, with 503 pages
      name: "outage",
      testMatch: OUTAGE_SPECS,
      use: browser(false, OUTAGE_PORT),
    },
    {
      name: "replicas",
      testMatch: REPLICA_SPECS,
      use: browser(false, REPLICA_PORTS[0]),
    },
    {
      // one journey of each platform area, tagged @both-flavours; the gateways' integration
      // tests run every call on both flavours (decision 0008's addendum)
      name: "legacy-no-js",
      testMatch: ACCOUNT_SPECS,
      grep: /@both-flavours/,
      use: browser(false, LEGACY_PORT),
    },
    {
      // the flavour is the server's business: with scripting on, the legacy platform runs only
      // the customer-cart journey (issue: both flavours, scripting off and on), not every page
      name: "legacy-js",
      testMatch: /account-cart\.spec\.ts/,
      use: browser(true, LEGACY_PORT),
    },
  ],
  webServer: [
    // started in this order: Redis and the sandboxes before the storefronts that use them
    {
      command: `redis-server --port ${REDIS_PORT} --bind 127.0.0.1 --save "" --appendonly no`,
      port: REDIS_PORT,
      reuseExistingServer: !process.env.CI,
    },
    sandbox(SANDBOX_PORT),
    sandbox(LEGACY_SANDBOX_PORT),
    sandbox(REPLICA_SANDBOX_PORT),
    storefront(PORT, sandboxUrl(SANDBOX_PORT)),
    storefront(LEGACY_PORT, sandboxUrl(LEGACY_SANDBOX_PORT), {
      PLATFORM_FLAVOUR: "legacy",
      PLATFORM_API_URL: `${sandboxUrl(LEGACY_SANDBOX_PORT)}/platform-legacy`,
    }),
    ...REPLICA_PORTS.map((port) =>
      storefront(port, sandboxUrl(REPLICA_SANDBOX_PORT), { REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}` }),
    ),
    sharedCache(CACHE_PORT, REPLICA_PORTS),
    // port 9 (discard) on loopback: nothing listens, every call is refused at once
    storefront(OUTAGE_PORT, "http://127.0.0.1:9"),
  ],
});
