// npm run load — 100 concurrent shoppers for 60 s against the production build (issue 8).
// It measures, it does not assert. The sandbox runs in its own process so the memory shown
// is the storefront's alone. Pages: home, a listing, a product page, the cart with a line,
// and the contact step of the checkout (the cart and checkout with a session that has a line).
// Run `npm run build` first: the storefront is the bundled host the production image runs.
//
// One run: the same 100 shoppers warm up for 30 s and are then measured for 60 s, so the
// measurement starts in a shop that has been running, with its connections open. Each shopper
// starts at another page of the visit (shopper n at page n mod 5), as real shoppers are each
// somewhere in theirs: all starting on the home page at once made them move in step for the
// whole run (the queue serves them in order), every one asking for the cart or the checkout in
// the same second, which no crowd of shoppers does. Decision 0022's addendum has the figures.
import autocannon from "autocannon";
import { cartCookie, cpuSeconds, PRODUCT, rssMb, startStack } from "./measure-support";

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const DURATION = Number(process.env.LOAD_SECONDS ?? 60);
const PORT = Number(process.env.LOAD_PORT ?? 3950);
const WARMUP = Number(process.env.LOAD_WARMUP_SECONDS ?? 30);
/** the pages of a visit, in order (see above) */
const PAGES = 5;

const latencies: number[] = [];
const byPage = new Map<string, number[]>();
const pct = (p: number, list = latencies) =>
  list.sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(p * list.length))];
// the request a response answers: autocannon moves a connection to its next request after it
// emits "response", so the connection's current request is the one just answered
type Connection = {
  requestIterator?: {
    currentRequest?: { path?: string };
    currentRequestIndex: number;
    requests: { path?: string }[];
    nextRequest(): unknown;
  };
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

interface Measured {
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * One run of warm-up plus measurement, the same shoppers throughout: caches filled, the JIT
 * settled and the sockets open, as in a shop that has been running. `onMeasuring` is called as
 * the warm-up ends; only what answers after it is counted.
 */
function run(cookie: string, onMeasuring: () => void): Promise<Measured> {
  const withCart = { ...BROWSER, cookie };
  const measured: Measured = { requests: 0, non2xx: 0, errors: 0, timeouts: 0 };
  let recording = false;
  let shoppers = 0;
  let done!: (result: Measured) => void;
  let failed!: (error: unknown) => void;
  const finished = new Promise<Measured>((resolve, reject) => ((done = resolve), (failed = reject)));
  const options: autocannon.Options = {
    url: base,
    connections: CONNECTIONS,
    duration: WARMUP + DURATION,
    // a request with no answer in 10 s (autocannon's timeout) is counted against its page
    setupClient: (client) => {
      // shopper n starts at page n mod 5 of the visit (see above)
      const it = (client as Connection).requestIterator;
      for (let step = shoppers++ % PAGES; step > 0; step--) it?.nextRequest();
      (client as unknown as NodeJS.EventEmitter).on("timeout", () => {
        if (!recording) return;
        measured.timeouts++;
        const path = previousPathOf(client);
        timedOut.set(path, (timedOut.get(path) ?? 0) + 1);
      });
    },
    requests: [
      { method: "GET", path: "/", headers: BROWSER },
      { method: "GET", path: "/shop/sticks", headers: BROWSER },
      { method: "GET", path: PRODUCT, headers: BROWSER },
      { method: "GET", path: "/cart", headers: withCart },
      { method: "GET", path: "/checkout/contact", headers: withCart },
    ],
  };
  const instance = autocannon(options, (error) => (error ? failed(error) : done(measured)));
  instance.on("response", (client, status, _bytes, ms) => {
    if (!recording) return;
    measured.requests++;
    if (status < 200 || status >= 300) measured.non2xx++;
    record(client, ms);
  });
  // autocannon counts a timeout among its errors too
  instance.on("reqError", () => recording && measured.errors++);
  setTimeout(() => {
    recording = true;
    onMeasuring();
  }, WARMUP * 1000).unref();
  return finished;
}

// LOAD_PROFILE=1 writes a CPU profile of the storefront to .data/profile (node --cpu-prof)
const stack = await startStack(PORT, "load", process.env.LOAD_PROFILE ? "storefront" : undefined);
const base = stack.base;
try {
  const [shop, up] = [stack.shop, stack.sandbox];
  const cookie = await cartCookie(base);
  let before = 0;
  let cpuBefore = [0, 0];
  let ownBefore = process.cpuUsage();
  // memory and CPU are read as the warm-up ends
  const result = await run(cookie, () => {
    before = rssMb(shop.pid!);
    cpuBefore = [cpuSeconds(shop.pid!), cpuSeconds(up.pid!)];
    ownBefore = process.cpuUsage();
  });
  const after = rssMb(shop.pid!);
  const [shopCpu, sandboxCpu] = [cpuSeconds(shop.pid!) - cpuBefore[0], cpuSeconds(up.pid!) - cpuBefore[1]];
  const own = process.cpuUsage(ownBefore);
  const generatorCpu = (own.user + own.system) / 1e6;
  const errors = result.errors + result.non2xx;
  console.log(
    `${CONNECTIONS} shoppers for ${DURATION} s after ${WARMUP} s of warm-up: home, listing, product, cart with a line, checkout contact`,
  );
  console.log(`requests/s   ${(result.requests / DURATION).toFixed(0)} (${result.requests} in all)`);
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
  const perRequest = (cpu: number) => `${((1000 * cpu) / result.requests).toFixed(1)} ms`;
  console.log(`CPU/request  storefront ${perRequest(shopCpu)}, sandbox ${perRequest(sandboxCpu)}`);
} finally {
  stack.stop();
}
