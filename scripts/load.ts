// npm run load — 100 concurrent shoppers for 60 s against the production build (issue 8).
// It measures, it does not assert. The sandbox runs in its own process so the memory shown
// is the storefront's alone. Pages: home, a listing, a product page, the cart with a line,
// and the contact step of the checkout (the cart and checkout with a session that has a line).
// Run `npm run build` first: the storefront is the bundled host the production image runs.
import autocannon from "autocannon";
import { cartCookie, cpuSeconds, PRODUCT, rssMb, startStack } from "./measure-support";

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const DURATION = Number(process.env.LOAD_SECONDS ?? 60);
const PORT = Number(process.env.LOAD_PORT ?? 3950);
const WARMUP = Number(process.env.LOAD_WARMUP_SECONDS ?? 30);

const latencies: number[] = [];
const byPage = new Map<string, number[]>();
const pct = (p: number, list = latencies) =>
  list.sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(p * list.length))];
// the request a response answers: autocannon moves a connection to its next request after it
// emits "response", so the connection's current request is the one just answered
type Connection = {
  requestIterator?: { currentRequest?: { path?: string }; currentRequestIndex: number; requests: { path?: string }[] };
};
const pathOf = (client: unknown) => (client as Connection).requestIterator?.currentRequest?.path ?? "?";
// on a time-out autocannon reconnects and sends the next request before it tells us
const previousPathOf = (client: unknown) => {
  const it = (client as Connection).requestIterator;
  return it ? (it.requests[(it.currentRequestIndex + it.requests.length - 1) % it.requests.length]?.path ?? "?") : "?";
};
const timedOut = new Map<string, number>();
const record = (client: unknown, ms: number) => {
  latencies.push(ms);
  const path = pathOf(client);
  const list = byPage.get(path) ?? [];
  if (!list.length) byPage.set(path, list);
  list.push(ms);
};

// what a shopper's browser sends: its pages come compressed, as Chrome and Firefox ask
const BROWSER = { "accept-encoding": "gzip, deflate, br" };

function run(cookie: string, duration: number, recording: boolean): Promise<autocannon.Result> {
  const withCart = { ...BROWSER, cookie };
  let done!: (result: autocannon.Result) => void;
  let failed!: (error: unknown) => void;
  const finished = new Promise<autocannon.Result>((resolve, reject) => ((done = resolve), (failed = reject)));
  const options: autocannon.Options = {
    url: base,
    connections: CONNECTIONS,
    duration,
    // a request with no answer in 10 s (autocannon's timeout) is counted against its page
    setupClient: (client) =>
      (client as unknown as NodeJS.EventEmitter).on("timeout", () => {
        const path = previousPathOf(client);
        if (recording) timedOut.set(path, (timedOut.get(path) ?? 0) + 1);
      }),
    requests: [
      { method: "GET", path: "/", headers: BROWSER },
      { method: "GET", path: "/shop/sticks", headers: BROWSER },
      { method: "GET", path: PRODUCT, headers: BROWSER },
      { method: "GET", path: "/cart", headers: withCart },
      { method: "GET", path: "/checkout/contact", headers: withCart },
    ],
  };
  const instance = autocannon(options, (error, result) => (error ? failed(error) : done(result)));
  if (recording) instance.on("response", (client, _status, _bytes, ms) => record(client, ms));
  return finished;
}

// LOAD_PROFILE=1 writes a CPU profile of the storefront to .data/profile (node --cpu-prof)
const stack = await startStack(PORT, "load", process.env.LOAD_PROFILE ? "storefront" : undefined);
const base = stack.base;
try {
  const [shop, up] = [stack.shop, stack.sandbox];
  const cookie = await cartCookie(base);
  // warm-up with the same shoppers and pages: caches filled, the JIT settled and the sockets
  // open, as in a shop that has been running; memory is read after it
  await run(cookie, WARMUP, false);
  const before = rssMb(shop.pid!);
  const cpuBefore = [cpuSeconds(shop.pid!), cpuSeconds(up.pid!)];
  const ownBefore = process.cpuUsage();
  const result = await run(cookie, DURATION, true);
  const after = rssMb(shop.pid!);
  const [shopCpu, sandboxCpu] = [cpuSeconds(shop.pid!) - cpuBefore[0], cpuSeconds(up.pid!) - cpuBefore[1]];
  const own = process.cpuUsage(ownBefore);
  const generatorCpu = (own.user + own.system) / 1e6;
  // autocannon counts a timeout among its errors too
  const errors = result.errors + result.non2xx;
  console.log(`${CONNECTIONS} shoppers for ${DURATION} s: home, listing, product, cart with a line, checkout contact`);
  console.log(`requests/s   ${result.requests.average.toFixed(0)} (${result.requests.total} in all)`);
  console.log(`latency ms   p50 ${pct(0.5).toFixed(0)}  p95 ${pct(0.95).toFixed(0)}  p99 ${pct(0.99).toFixed(0)}`);
  for (const [path, list] of byPage)
    console.log(
      `  ${path.padEnd(30)} p50 ${pct(0.5, list).toFixed(0)}  p95 ${pct(0.95, list).toFixed(0)}  (${list.length}${timedOut.has(path) ? `, ${timedOut.get(path)} timed out` : ""})`,
    );
  console.log(
    `errors       ${errors} (timeouts ${result.timeouts}, other connection errors ${result.errors - result.timeouts}, non-2xx ${result.non2xx})`,
  );
  console.log(`memory MB    after warm-up ${before}, at the end ${after} (× ${(after / before).toFixed(2)})`);
  const share = (cpu: number) => `${((100 * cpu) / DURATION).toFixed(0)} % of a core`;
  console.log(
    `CPU          storefront ${share(shopCpu)}, sandbox ${share(sandboxCpu)}, load generator ${share(generatorCpu)}`,
  );
  const perRequest = (cpu: number) => `${((1000 * cpu) / result.requests.total).toFixed(1)} ms`;
  console.log(`CPU/request  storefront ${perRequest(shopCpu)}, sandbox ${perRequest(sandboxCpu)}`);
} finally {
  stack.stop();
}
