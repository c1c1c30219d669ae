// npm run cpu-per-page — measures, it does not assert. For each page of the load mix
// (scripts/load.ts), the CPU the storefront process and the sandbox process spend per request,
// read from /proc around a fixed number of requests. CPU per request barely moves when other
// work shares the machine, unlike latency, so it is the figure to compare before and after a
// change. Run `npm run build` first. CPU_PAGES=cart,home (or "cart signed in") measures only
// those; CPU_REQUESTS and CPU_WARMUP change how many requests are measured and sent before
// (1,000 each); CPU_PROFILE=storefront (or sandbox) writes that process's CPU profile to
// .data/profile (under the host's directory); CPU_ROUNDS, below.
import autocannon from "autocannon";
import { cartCookie, cpuSeconds, PRODUCT, signedInCartCookie, startStack, type Stack } from "./measure-support";

const REQUESTS = Number(process.env.CPU_REQUESTS ?? 1000);
// The cart's render took 10 ms a request after 300 requests of warm-up and 5 ms after 1,000:
// the JIT settles on a page only after some hundreds of its requests.
const WARMUP = Number(process.env.CPU_WARMUP ?? 1000);
const PORT = Number(process.env.CPU_PORT ?? 3960);

const fire = (url: string, headers: Record<string, string>, amount: number) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ url, connections: 4, amount, headers: { "accept-encoding": "gzip", ...headers } }, (e, r) =>
      e ? reject(e) : resolve(r),
    ),
  );

// CPU_HOST=<dir> runs the host from that directory's build/, to compare another build;
// CPU_BEFORE=<dir> runs that directory's build as well (its own stack, on CPU_PORT + 2), and
// measures each page on it just before this one's, for a before and after in the same run;
// CPU_BEFORE_SANDBOX=own runs that build on its own sandbox (a build older than today's sandbox)
const stacks: [string, Stack][] = [];
try {
  if (process.env.CPU_BEFORE)
    stacks.push([
      "before",
      await startStack(PORT + 2, "cpu-before", process.env.CPU_PROFILE, process.env.CPU_BEFORE, {
        ownSandbox: process.env.CPU_BEFORE_SANDBOX === "own",
      }),
    ]);
  stacks.push([
    process.env.CPU_BEFORE ? "after" : "",
    await startStack(PORT, "cpu", process.env.CPU_PROFILE, process.env.CPU_HOST ?? "."),
  ]);
  const pagesOf = async (base: string): Promise<[string, string, Record<string, string>][]> => {
    const cookie = { cookie: await cartCookie(base) };
    return [
      ["home", "/", {}],
      ["listing", "/shop/sticks", {}],
      ["product", PRODUCT, {}],
      ["cart", "/cart", cookie],
      ["cart signed in", "/cart", { cookie: await signedInCartCookie(base) }],
      ["checkout contact", "/checkout/contact", cookie],
    ];
  };
  const only = process.env.CPU_PAGES?.split(",");
  const pages = await Promise.all(
    stacks.map(async ([, { base }]) => (await pagesOf(base)).filter(([n]) => !only || only.includes(n))),
  );
  console.log(`CPU ms per request (${REQUESTS} requests each, 4 at a time, after ${WARMUP} to warm up)`);
  // CPU_ROUNDS=3 measures each page that many times, the stacks taking turns (warmed up once):
  // the machine's speed drifts between minutes, so a before and after are compared round by round
  const ROUNDS = Number(process.env.CPU_ROUNDS ?? 1);
  for (let p = 0; p < pages[0].length; p++)
    for (let round = 0; round < ROUNDS * stacks.length; round++) {
      const s = round % stacks.length;
      const [label, { base, shop, sandbox }] = stacks[s];
      const [name, path, headers] = pages[s][p];
      if (round < stacks.length) await fire(base + path, headers, WARMUP);
      const before = [cpuSeconds(shop.pid!), cpuSeconds(sandbox.pid!)];
      const result = await fire(base + path, headers, REQUESTS);
      const [shopMs, upMs] = [shop, sandbox].map((p, i) => ((cpuSeconds(p.pid!) - before[i]) * 1000) / REQUESTS);
      const bad = result.non2xx + result.errors;
      const row = `${`${name}${label ? ` (${label})` : ""}`.padEnd(26)} storefront ${shopMs.toFixed(2).padStart(6)}  sandbox ${upMs.toFixed(2).padStart(6)}`;
      console.log(bad ? `${row}  (${bad} failed)` : row);
    }
} finally {
  for (const [, stack] of stacks) stack.stop();
}
