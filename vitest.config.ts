import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/setup-env.ts"],
    testTimeout: 20000,
    pool: "forks",
    // Vitest's default is one fork fewer than the cores, so one on two cores. Most of a file's
    // time is its imports and its sandbox's start, not CPU: two forks took the suite from 193 s
    // to 121 s on the CI machine (three: 113 s, with more timing-sensitive tests side by side).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    minWorkers: 1,
  },
});
