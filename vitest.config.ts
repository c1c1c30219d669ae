import { readFileSync, readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { defineConfig } from "vitest/config";

const TEST_DIRS = ["tests/unit", "tests/integration"];
const TEST_FILE = /\.test\.tsx?$/;

/**
 * A test file that changes what every module of the process sees (the environment, a module
 * mock, a global, the clock) runs in a worker thread of its own. Every other file shares its worker's
 * module graph with the files before it: importing the app and the sandbox again for each of
 * 126 files was most of the suite's time (collect 119 s of 155 s on two cores; shared, 65 s).
 * Found by reading the files, so a new test that changes such state is isolated without a list
 * to keep. A helper module that changes such state for its importers (a sandbox's URL) puts it
 * back in its afterAll.
 */
const CHANGES_PROCESS_STATE =
  /vi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers|resetModules)\b|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|Object\.assign\(process\.env|globalThis\.\w+\s*=[^=]/;

const testFiles = TEST_DIRS.flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => TEST_FILE.test(name))
    .map((name) => join(dir, name)),
);
const isolated = testFiles.filter((file) => CHANGES_PROCESS_STATE.test(readFileSync(file, "utf8")));
const shared = testFiles.filter((file) => !isolated.includes(file));

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    environment: "node",
    setupFiles: ["tests/setup-env.ts"],
    testTimeout: 20000,
    // a hook that starts the whole sandbox (its schema, seed and routers) took over the default
    // 10 s on two busy cores; as long as a test may take
    hookTimeout: 20000,
    // Vitest sets isolation per pool, not per project: the forks pool shares modules, the threads
    // pool gives each file a worker of its own (with its own copy of the environment). Two at a
    // time beside the forks: one at a time, the 28 isolated files were the run's longest path
    // (71 s alone, 104 s for the whole run on two cores; two at a time, 79-87 s). Much of their
    // time is waiting (retries' pauses, sandboxes starting), not CPU.
    poolOptions: { forks: { isolate: false }, threads: { isolate: true, maxThreads: 2 } },
    // Vitest's default is one fork fewer than the cores, so one on two cores. Most of a file's
    // time is its imports and its sandbox's start, not CPU: two forks took the suite from 193 s
    // to 121 s on the CI machine (three: 113 s, with more timing-sensitive tests side by side).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    minWorkers: 1,
    projects: [
      { extends: true, test: { name: "shared", include: shared, pool: "forks" } },
      { extends: true, test: { name: "isolated", include: isolated, pool: "threads" } },
    ],
  },
});
