// npm run load — 100 concurrent shoppers for 60 s against the production build (issue 8).
// It measures, it does not assert. The sandbox runs in its own process so the memory shown
// is the storefront's alone. Pages: home, a listing, a product page, the cart with a line,
// and the contact step of the checkout (the cart and checkout with a session that has a line).
// Run `npm run build` first: the storefront is the bundled host the production image runs.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const DURATION = Number(process.env.LOAD_SECONDS ?? 60);
const PORT = Number(process.env.LOAD_PORT ?? 3950);
const SANDBOX_PORT = PORT + 1000;
const base = `http://localhost:${PORT}`;
const sandbox = `http://127.0.0.1:${SANDBOX_PORT}`;
const PRODUCT = "/shop/sticks/single-packs/amber-tobacco-sticks-pack-20";

const WARMUP = Number(process.env.LOAD_WARMUP_SECONDS ?? 30);

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function waitUp(url: string) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not start`);
}

const rssMb = (pid: number) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
};

/** CPU seconds a process has used so far (user + system), from /proc. */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** A session whose cart has one line, as a shopper's browser would hold it. */
async function cartCookie(): Promise<string> {
  // what the product page's add-to-cart form would send: its hidden fields and checked choices
  const page = await (await fetch(base + PRODUCT)).text();
  const form = /<form[^>]*>(?:(?!<\/form>)[\s\S])*name="intent" value="add"[\s\S]*?<\/form>/.exec(page)?.[0] ?? "";
  const fields = new URLSearchParams({ quantity: "1" });
  for (const [input] of form.matchAll(/<input[^>]*>/g)) {
    const attr = (n: string) => new RegExp(`\\s${n}="([^"]*)"`).exec(input)?.[1];
    const name = attr("name");
    if (!name || name === "stay") continue;
    const type = attr("type");
    if (type === "hidden" || (type === "radio" && /\schecked/.test(input))) fields.set(name, attr("value") ?? "");
  }
  const res = await fetch(base + PRODUCT, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, "Sec-Fetch-Site": "same-origin" },
    body: fields,
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.includes("flash"))
    .join("; ");
  if (res.status >= 400 || !cookie) throw new Error(`could not fill a cart: ${res.status}`);
  return cookie;
}

const latencies: number[] = [];
const pct = (p: number) =>
  latencies.sort((a, b) => a - b)[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];

function run(cookie: string, duration: number, record: boolean): Promise<autocannon.Result> {
  const withCart = { cookie };
  let done!: (result: autocannon.Result) => void;
  let failed!: (error: unknown) => void;
  const finished = new Promise<autocannon.Result>((resolve, reject) => ((done = resolve), (failed = reject)));
  const options: autocannon.Options = {
    url: base,
    connections: CONNECTIONS,
    duration,
    requests: [
      { method: "GET", path: "/" },
      { method: "GET", path: "/shop/sticks" },
      { method: "GET", path: PRODUCT },
      { method: "GET", path: "/cart", headers: withCart },
      { method: "GET", path: "/checkout/contact", headers: withCart },
    ],
  };
  const instance = autocannon(options, (error, result) => (error ? failed(error) : done(result)));
  if (record) instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  return finished;
}

const up = start(["--import", "tsx", "server/sandbox/main.ts"], {
  SANDBOX_PORT: String(SANDBOX_PORT),
  SANDBOX_DATA_DIR: ".data/load",
});
let shop: ChildProcess | undefined;
try {
  await waitUp(`${sandbox}/graphql`);
  // the host as the production image runs it (npm run build bundles it)
  // LOAD_PROFILE=1 writes a CPU profile of the storefront to .data/profile (node --cpu-prof)
  const profile = process.env.LOAD_PROFILE ? ["--cpu-prof", "--cpu-prof-dir=.data/profile"] : [];
  shop = start([...profile, "build/server/start.js"], {
    PORT: String(PORT),
    NODE_ENV: "production",
    SANDBOX: "true",
    COMMERCE_GRAPHQL_URL: `${sandbox}/graphql`,
    PLATFORM_API_URL: `${sandbox}/platform`,
    CONTENT_API_URL: `${sandbox}/content`,
    CONTENT_API_KEY: "sandbox-content-key",
  });
  await waitUp(`${base}/healthz`);
  const cookie = await cartCookie();
  // warm-up with the same shoppers and pages: caches filled, the JIT settled and the sockets
  // open, as in a shop that has been running; memory is read after it
  await run(cookie, WARMUP, false);
  const before = rssMb(shop.pid!);
  const cpuBefore = [cpuSeconds(shop.pid!), cpuSeconds(up.pid!)];
  const result = await run(cookie, DURATION, true);
  const after = rssMb(shop.pid!);
  const [shopCpu, sandboxCpu] = [cpuSeconds(shop.pid!) - cpuBefore[0], cpuSeconds(up.pid!) - cpuBefore[1]];
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(`${CONNECTIONS} shoppers for ${DURATION} s: home, listing, product, cart with a line, checkout contact`);
  console.log(`requests/s   ${result.requests.average.toFixed(0)} (${result.requests.total} in all)`);
  console.log(`latency ms   p50 ${pct(0.5).toFixed(0)}  p95 ${pct(0.95).toFixed(0)}  p99 ${pct(0.99).toFixed(0)}`);
  console.log(
    `errors       ${errors} (connection ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
  );
  console.log(`memory MB    after warm-up ${before}, at the end ${after} (× ${(after / before).toFixed(2)})`);
  const share = (cpu: number) => `${((100 * cpu) / DURATION).toFixed(0)} % of a core`;
  console.log(`CPU          storefront ${share(shopCpu)}, sandbox ${share(sandboxCpu)}`);
} finally {
  shop?.kill("SIGTERM");
  up.kill("SIGTERM");
}
