// What npm run load and npm run cpu-per-page share: the production build on a sandbox in its
// own process, read from /proc, and a shopper's session with a line in the cart.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { CDPSession } from "playwright";
import { statFields } from "./other-work";

export const PRODUCT = "/shop/sticks/single-packs/amber-tobacco-sticks-pack-20";

export function start(args: string[], env: Record<string, string>, cwd?: string): ChildProcess {
  return spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

export async function waitUp(url: string) {
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

export interface Stack {
  base: string;
  shop: ChildProcess;
  sandbox: ChildProcess;
  stop(): void;
}

/**
 * The sandbox (data in .data/<name>) and the bundled host as the production image runs it, on
 * `port` and `port + 1000`. `profile` names the process to run under `node --cpu-prof`
 * (profiles go to .data/profile). `host` is the directory whose build/ the host runs, and with
 * `ownSandbox` whose sandbox plays the upstreams.
 */
export async function startStack(
  port: number,
  name: string,
  profile?: string,
  host = ".",
  { ownSandbox = false }: { ownSandbox?: boolean } = {},
): Promise<Stack> {
  const prof = (who: string) => (profile === who ? ["--cpu-prof", "--cpu-prof-dir=.data/profile"] : []);
  const origin = `http://127.0.0.1:${port + 1000}`;
  // the key both sides agree for the unified platform's bot-check tokens (decision 0048)
  const BOT_CHECK_SECRET = randomBytes(32).toString("hex");
  // the host's own sandbox, for a build whose upstream calls today's sandbox no longer takes
  const sandbox = start(
    [...prof("sandbox"), "--import", "tsx", "server/sandbox/main.ts"],
    { SANDBOX_PORT: String(port + 1000), SANDBOX_DATA_DIR: `.data/${name}`, BOT_CHECK_SECRET },
    ownSandbox ? host : undefined,
  );
  let shop: ChildProcess | undefined;
  const stop = () => {
    shop?.kill("SIGTERM");
    sandbox.kill("SIGTERM");
  };
  try {
    await waitUp(`${origin}/graphql`);
    shop = start(
      [...prof("storefront"), "build/server/start.js"],
      {
        PORT: String(port),
        NODE_ENV: "production",
        // as a deployment's: 32 random bytes; plain http on localhost, so no Secure cookie
        SESSION_SECRETS: randomBytes(32).toString("base64url"),
        BOT_CHECK_SECRET,
        SESSION_COOKIE_SECURE: "false",
        // the sandbox plays the card provider's page and the bank's age check
        PAYMENT_PAGE_ORIGINS: origin,
        COMMERCE_GRAPHQL_URL: `${origin}/graphql`,
        PLATFORM_API_URL: `${origin}/platform`,
        CONTENT_API_URL: `${origin}/content`,
        CONTENT_API_KEY: "sandbox-content-key",
      },
      host,
    );
    const base = `http://localhost:${port}`;
    await waitUp(`${base}/healthz`);
    return { base, shop, sandbox, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

export const rssMb = (pid: number) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
};

/** CPU seconds a process has used so far (user + system), from /proc. */
export const cpuSeconds = (pid: number) => {
  const fields = statFields(readFileSync(`/proc/${pid}/stat`, "utf8"));
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** The cookies a browser would send after these Set-Cookie headers (the flash message left out). */
function keepCookies(jar: Map<string, string>, res: Response) {
  for (const c of res.headers.getSetCookie()) {
    const pair = c.split(";")[0];
    const name = pair.slice(0, pair.indexOf("="));
    if (name.includes("flash")) continue;
    if (/Max-Age=0/i.test(c)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

const parseCookies = (cookie: string) =>
  new Map(cookie ? cookie.split("; ").map((c) => [c.slice(0, c.indexOf("=")), c] as [string, string]) : []);

/** A form's fields as its page would submit them: hidden inputs and checked radios. */
function formFields(form: string): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [input] of form.matchAll(/<input[^>]*>/g)) {
    const attr = (n: string) => new RegExp(`\\s${n}="([^"]*)"`).exec(input)?.[1];
    const name = attr("name");
    if (!name || name === "stay") continue;
    const type = attr("type");
    if (type === "hidden" || (type === "radio" && /\schecked/.test(input))) fields.set(name, attr("value") ?? "");
  }
  return fields;
}

/** POSTs a form as the browser would (same origin), keeping the cookies it sets. */
async function post(base: string, path: string, fields: URLSearchParams, jar: Map<string, string>) {
  const res = await fetch(base + path, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: base,
      "Sec-Fetch-Site": "same-origin",
      cookie: [...jar.values()].join("; "),
    },
    body: fields,
  });
  const cookie = keepCookies(jar, res);
  if (res.status >= 400) throw new Error(`POST ${path}: ${res.status}`);
  return cookie;
}

/** A session whose cart has one line, as a shopper's browser would hold it (after `cookie`'s, if given). */
export async function cartCookie(base: string, cookie = ""): Promise<string> {
  const jar = parseCookies(cookie);
  // what the product page's add-to-cart form would send: its hidden fields and checked choices
  const page = await (await fetch(base + PRODUCT, { headers: { cookie } })).text();
  const form = /<form[^>]*>(?:(?!<\/form>)[\s\S])*name="intent" value="add"[\s\S]*?<\/form>/.exec(page)?.[0] ?? "";
  const fields = formFields(form);
  fields.set("quantity", "1");
  const after = await post(base, PRODUCT, fields, jar);
  if (!after) throw new Error("could not fill a cart");
  return after;
}

/** The README's demo customer. */
export const DEMO_CUSTOMER = { email: "demo@ashless.example", password: "Ashless-Demo-2026" };

/**
 * The demo customer signed in through the login form, with exactly one line in their cart (the
 * lines a previous run left there are removed first, through the cart page's forms).
 */
export async function signedInCartCookie(base: string): Promise<string> {
  const jar = new Map<string, string>();
  const login = await (await fetch(`${base}/login`)).text();
  const form = /<form[^>]*action="\/login"[\s\S]*?<\/form>/.exec(login)?.[0] ?? "";
  const fields = formFields(form);
  fields.set("redirectTo", "/cart");
  fields.set("email", DEMO_CUSTOMER.email);
  fields.set("password", DEMO_CUSTOMER.password);
  let cookie = await post(base, "/login", fields, jar);
  if (!jar.has("ashless")) throw new Error("could not sign in as the demo customer");
  const removeForms = async () => {
    const cart = await (await fetch(`${base}/cart`, { headers: { cookie } })).text();
    return [...cart.matchAll(/<form[^>]*>(?:(?!<\/form>)[\s\S])*name="intent" value="remove"[\s\S]*?<\/form>/g)];
  };
  for (const [remove] of await removeForms()) cookie = await post(base, "/cart", formFields(remove), jar);
  cookie = await cartCookie(base, cookie);
  const lines = (await removeForms()).length;
  if (lines !== 1) throw new Error(`the demo customer's cart has ${lines} lines, not one`);
  return cookie;
}

/** The slow-4G phone of Lighthouse's mobile run, as DevTools applies it: 562.5 ms of latency,
 * 1.6 Mbit/s down, 750 kbit/s up, a processor four times slower. */
export async function slow4g(cdp: CDPSession) {
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadThroughput: (750 * 1024 * 0.9) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}
