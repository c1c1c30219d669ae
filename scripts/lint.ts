// `npm run lint`: the generated GraphQL types are fresh, Prettier's formatting holds, ESLint
// passes. The three are independent, so they run side by side (on two cores the lint took as
// long as the slowest of them plus the rest in turn); each keeps a cache in node_modules/.cache
// so a second run only reads the files that changed. Fails if any of them fails.
// `--typecheck` adds the TypeScript check alongside (npm test: tsc is single-threaded and the
// slowest of them, so beside the others it costs only its own time).
import { spawn } from "node:child_process";

const CHECKS: [name: string, command: string, args: string[]][] = [
  ["codegen", "tsx", ["scripts/codegen.ts", "--check"]],
  ["prettier", "prettier", ["--check", "--cache", "--log-level", "warn", "."]],
  ["eslint", "eslint", ["--cache", "--cache-location", "node_modules/.cache/eslint/", "."]],
  // the generated types it reads are the committed ones, which the codegen check proves fresh
  ...(process.argv.includes("--typecheck") ? [["typecheck", "tsc", ["--noEmit"]] as (typeof CHECKS)[number]] : []),
];

function run([name, command, args]: (typeof CHECKS)[number]) {
  return new Promise<{ name: string; ok: boolean; output: string }>((resolve) => {
    const child = spawn(`node_modules/.bin/${command}`, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d));
    child.stderr.on("data", (d: Buffer) => (output += d));
    child.on("close", (code) => resolve({ name, ok: code === 0, output }));
    child.on("error", (e) => resolve({ name, ok: false, output: String(e) }));
  });
}

const results = await Promise.all(CHECKS.map(run));
for (const r of results) {
  if (r.output.trim()) console.log(r.output.trimEnd());
  console.log(`${r.ok ? "✓" : "✗"} ${r.name}`);
}
if (results.some((r) => !r.ok)) process.exit(1);
