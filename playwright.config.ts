import { randomBytes } from "node:crypto";
import { defineConfig, devices } from "@playwright/test";

// End-to-end against the production build plus the sandbox, with scripting off and on.
// One journey of each platform area (the account and club tests tagged @both-flavours) runs a
// second time against a storefront on the legacy platform flavour. Playwright cannot download
// browsers here: Debian's chromium is used.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const LEGACY_PORT = PORT + 1;
const OUTAGE_PORT = PORT + 2;
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4110);
// two replicas of the storefront behind one sandbox and one Redis (replicas.spec.ts)
const REPLICA_PORTS = [PORT + 3, PORT + 4];
const REPLICA_SANDBOX_PORT = SANDBOX_PORT + 2;
const REDIS_PORT = SANDBOX_PORT + 3;
// production refuses a session secret under 32 random bytes; the replicas share this one
const SESSION_SECRETS = randomBytes(32).toString("hex");
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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

const ACCOUNT_SPECS = /(account.*|club.*)\.spec\.ts/;
const OUTAGE_SPECS = /outage\.spec\.ts/;
const REPLICA_SPECS = /replicas\.spec\.ts/;
// specs that start their own sandbox and storefront: run once, with scripting off (an outage's
// answer is the server's page)
const SPAWNING_SPECS = /(image|outage-recovery)\.spec\.ts/;

function server(port: number, sandboxPort: number, flavour: "unified" | "legacy") {
  const dataDir = `.data/e2e-${port}`;
  return {
    command: `rm -rf ${dataDir} && tsx server/start.ts`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      PORT: String(port),
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DATA_DIR: dataDir,
      PLATFORM_FLAVOUR: flavour,
      // the age-verification provider finishes its workflow this long after the shopper confirms
      SANDBOX_AGE_CHECK_DELAY_MS: "1000",
    },
  };
}

/** A storefront replica on the shared sandbox and Redis: same secrets, nothing else shared. */
function replica(port: number) {
  const origin = `http://127.0.0.1:${REPLICA_SANDBOX_PORT}`;
  return {
    command: "tsx server/start.ts",
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      PORT: String(port),
      SESSION_SECRETS,
      SESSION_COOKIE_SECURE: "false",
      COMMERCE_GRAPHQL_URL: `${origin}/graphql`,
      PLATFORM_API_URL: `${origin}/platform`,
      CONTENT_API_URL: `${origin}/content`,
      CONTENT_API_KEY: "sandbox-content-key",
      PAYMENT_PAGE_ORIGINS: origin,
      REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Measured on two cores: with two workers the suite kept the CPUs a third busy (tests wait on
  // page loads and servers as much as they compute), so a third worker shortens the run.
  // E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // one retry everywhere: a test that passes only on its retry is still reported as flaky
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // recording a trace of every test costs each one time; the retry of a failure records it
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "no-js",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false, launchOptions },
      // budgets measure the JavaScript a browser downloads; API-level checks (health, hostile
      // posts) need no second run
      testIgnore: [/budget\.spec/, /health\.spec/, /hostile-input\.spec/, OUTAGE_SPECS, REPLICA_SPECS],
    },
    {
      name: "js",
      // presentation (320 px, forced colours) is CSS only: checked once, with scripting off
      testIgnore: [OUTAGE_SPECS, REPLICA_SPECS, SPAWNING_SPECS, /presentation\.spec/],
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: true, launchOptions },
    },
    {
      // a storefront whose upstreams are all unreachable: it must keep serving, with 503 pages
      name: "outage",
      testMatch: OUTAGE_SPECS,
      use: {
        ...devices["Desktop Chrome"],
        javaScriptEnabled: false,
        launchOptions,
        baseURL: `http://localhost:${OUTAGE_PORT}`,
      },
    },
    {
      name: "replicas",
      testMatch: REPLICA_SPECS,
      use: {
        ...devices["Desktop Chrome"],
        javaScriptEnabled: false,
        launchOptions,
        baseURL: `http://localhost:${REPLICA_PORTS[0]}`,
      },
    },
    {
      // one journey of each platform area, tagged @both-flavours; the gateways' integration
      // tests run every call on both flavours (decision 0008's addendum)
      name: "legacy-no-js",
      testMatch: ACCOUNT_SPECS,
      grep: /@both-flavours/,
      use: {
        ...devices["Desktop Chrome"],
        javaScriptEnabled: false,
        launchOptions,
        baseURL: `http://localhost:${LEGACY_PORT}`,
      },
    },
    {
      // the flavour is the server's business: with scripting on, the legacy platform runs only
      // the customer-cart journey (issue: both flavours, scripting off and on), not every page
      name: "legacy-js",
      testMatch: /account-cart\.spec\.ts/,
      use: {
        ...devices["Desktop Chrome"],
        javaScriptEnabled: true,
        launchOptions,
        baseURL: `http://localhost:${LEGACY_PORT}`,
      },
    },
  ],
  webServer: [
    // started in this order: Redis and the sandbox before the replicas that use them
    {
      command: `redis-server --port ${REDIS_PORT} --bind 127.0.0.1 --save "" --appendonly no`,
      port: REDIS_PORT,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `rm -rf .data/e2e-replicas && tsx server/sandbox/main.ts`,
      url: `http://127.0.0.1:${REPLICA_SANDBOX_PORT}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: { SANDBOX_PORT: String(REPLICA_SANDBOX_PORT), SANDBOX_DATA_DIR: ".data/e2e-replicas" },
    },
    ...REPLICA_PORTS.map(replica),
    server(PORT, SANDBOX_PORT, "unified"),
    server(LEGACY_PORT, SANDBOX_PORT + 1, "legacy"),
    {
      command: "tsx server/start.ts",
      url: `http://localhost:${OUTAGE_PORT}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      // port 9 (discard) on loopback: nothing listens, every call is refused at once
      env: {
        PORT: String(OUTAGE_PORT),
        SESSION_SECRETS,
        SESSION_COOKIE_SECURE: "false",
        COMMERCE_GRAPHQL_URL: "http://127.0.0.1:9/graphql",
        PLATFORM_API_URL: "http://127.0.0.1:9/platform",
        CONTENT_API_URL: "http://127.0.0.1:9/content",
        CONTENT_API_KEY: "unused",
        PAYMENT_PAGE_ORIGINS: "http://127.0.0.1:9",
      },
    },
  ],
});
