import { defineConfig, devices } from "@playwright/test";

// End-to-end against the production build plus the sandbox, with scripting off and on.
// Playwright cannot download browsers here: Debian's chromium is used.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4110);
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
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "no-js",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false, launchOptions },
      // budgets measure the JavaScript a browser downloads; API-level checks need no second run
      testIgnore: [/budget\.spec/, /health\.spec/],
    },
    {
      name: "js",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: true, launchOptions },
    },
  ],
  webServer: {
    command: "rm -rf .data/e2e && tsx server/start.ts",
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      SANDBOX_DATA_DIR: ".data/e2e",
    },
  },
});
