import { z } from "zod";

// Parsed once, at first import. A bad setting stops the process with a message
// naming the variable, instead of failing later inside a request.
const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v === "true" || v === "1"));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  SESSION_SECRETS: z.string().optional(),
  // the key of the unified platform's bot-check tokens, agreed with the platform (decision 0048)
  BOT_CHECK_SECRET: z.string().optional(),
  SESSION_COOKIE_SECURE: bool,
  COMMERCE_GRAPHQL_URL: z.string().url(),
  PLATFORM_API_URL: z.string().url(),
  CONTENT_API_URL: z.string().url(),
  CONTENT_API_KEY: z.string().default(""),
  STORE_VIEW_DEFAULT: z.string().min(1).default("default"),
  STORE_VIEW_TRIAL: z.string().min(1).default("trial"),
  PLATFORM_FLAVOUR: z.enum(["unified", "legacy"]).default("unified"),
  TENANT_CODE: z.string().min(1).default("ashless-gb"),
  BRAND_MODE: z.enum(["default", "alternate"]).default("default"),
  PRODUCT_LINK_MODE: z.enum(["url-key", "sku-mapping"]).default("url-key"),
  // the page's language (<html lang>) and how prices, dates and numbers are written: a BCP 47 tag
  LOCALE: z
    .string()
    .default("en-GB")
    .transform((tag, ctx) => {
      try {
        return Intl.getCanonicalLocales(tag)[0] ?? z.NEVER;
      } catch {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${tag || "(empty)"} is not a language tag like en-GB` });
        return z.NEVER;
      }
    }),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  // product.md §9: the loyalty service's own time-out
  LOYALTY_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  CARD_PAYMENT_CODE: z.string().default("ashless_card"),
  ZERO_VALUE_PAYMENT_CODE: z.string().default("free"),
  // Origins of the card provider's hosted page and of the age-verification provider's bank
  // check (comma-separated): forms redirect there, so the form-action policy must allow them.
  PAYMENT_PAGE_ORIGINS: z.string().default(""),
  // Rate limits and the memory of placed orders shared by every replica (redis://host:6379/0).
  REDIS_URL: z.string().url().optional(),
  // Express "trust proxy": by default X-Forwarded-For is believed only from proxies on
  // loopback and private networks (a load balancer in the same network).
  TRUST_PROXY: z.string().default("loopback, linklocal, uniquelocal"),
  // Seconds a page for visitors without cookies is kept and served again (0: never).
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  // requests in the app at once when the processor is saturated (server/admission.ts); 0: no gate
  ADMISSION_BASE: z.coerce.number().int().min(0).max(10000).default(8),
  // JSON log lines at this level and above (server/observability/logger.ts); tests run silent
  LOG_LEVEL: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]))
    .default("info"),
  // /metrics (Prometheus) on a port of its own, started only when this is set; never the shop's port
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  // traces (OpenTelemetry, OTLP over HTTP) go to this collector; unset, nothing is traced
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .url()
    .refine((u) => /^https?:\/\//.test(u), "an http(s) URL")
    .optional(),
  OTEL_SERVICE_NAME: z.string().trim().min(1).default("ashless-storefront"),
  // the messaging service's Web Push public key (VAPID, an uncompressed P-256 point in
  // base64url): browsers subscribe to push with it (decision 0068); unset, notifications are not offered
  PUSH_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^B[A-Za-z0-9_-]{86}$/, "a VAPID public key: 87 base64url characters starting with B")
    .optional(),
});

/** A comma-separated list of origins; anything that isn't an http(s) origin stops the start. */
function origins(value: string): string[] {
  return value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean)
    .map((v) => {
      const url = URL.canParse(v) ? new URL(v) : null;
      if (!url || !/^https?:$/.test(url.protocol))
        throw new Error(`Invalid configuration:\n  PAYMENT_PAGE_ORIGINS: ${v} is not an http(s) origin`);
      return url.origin;
    });
}

/** "true"/"false", a hop count, or Express's list of addresses and names. */
function trustProxy(value: string): boolean | number | string {
  const v = value.trim();
  if (v === "true" || v === "false") return v === "true";
  return /^\d+$/.test(v) ? Number(v) : v;
}

/** Outside production only, when no secret is set (tests, a bare `vite` run): never accepted in production. */
const DEVELOPMENT_SECRET = "ashless-local-development-secret";
/** .env.example's value: copied as it is, it would be a secret everyone knows. */
const PLACEHOLDER_SECRET = "change-me-to-a-long-random-string";

/**
 * Roughly how many random bits a secret can hold, from its length and alphabet: hex digits
 * carry 4 bits each, base64 6, anything else is counted as base64. A secret of few distinct
 * characters ("aaaa…") carries next to none, whatever its length.
 */
function secretBits(secret: string): number {
  if (new Set(secret).size < 10) return 0;
  if (/^[0-9a-f]+$/i.test(secret)) return secret.length * 4;
  return secret.replace(/=+$/, "").length * 6;
}

/**
 * Outside production only, when BOT_CHECK_SECRET is not set: the sandbox's platform takes the same
 * value when it is given none (server/sandbox/platform/bot-check.ts), so tests and a bare dev
 * server agree with it. Never accepted in production.
 */
const DEVELOPMENT_BOT_CHECK_SECRET = "ashless-local-development-bot-check-secret";

/** design.md §7: production refuses weak secrets, each of them (an old one still opens cookies). */
function checkSecrets(name: string, secrets: string[]) {
  const weak = secrets.find(
    (s) => s === PLACEHOLDER_SECRET || s === DEVELOPMENT_SECRET || s === DEVELOPMENT_BOT_CHECK_SECRET,
  );
  if (weak)
    throw new Error(
      `Invalid configuration:\n  ${name}: ${weak === PLACEHOLDER_SECRET ? "still .env.example's placeholder" : "the development secret"}; set at least 32 random bytes (openssl rand -base64 32)`,
    );
  if (secrets.some((s) => secretBits(s) < 256))
    throw new Error(
      `Invalid configuration:\n  ${name}: each secret must be at least 32 random bytes (64 hex digits or 43 base64 characters: openssl rand -base64 32)`,
    );
}

function load() {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === "production";
  const secrets = (env.SESSION_SECRETS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  // Sandbox mode is server/start.ts's decision alone, from how it was started: it sets a
  // secret it generated (and the providers' origins, and plain-http cookies) as any operator
  // would. Nothing here lets the environment skip a check.
  if (secrets.length === 0) {
    if (production) throw new Error("Invalid configuration:\n  SESSION_SECRETS: required in production");
    secrets.push(DEVELOPMENT_SECRET);
  }
  if (production) checkSecrets("SESSION_SECRETS", secrets);
  // Without it every page that shows content (the home page first) would answer 500.
  if (production && env.CONTENT_API_KEY.trim() === "")
    throw new Error("Invalid configuration:\n  CONTENT_API_KEY: required in production (the content service's key)");
  // Without them every form that sends the shopper to pay or to their bank would be stopped
  // by the browser when scripting is off (form-action), while the order is already placed.
  const pageOrigins = origins(env.PAYMENT_PAGE_ORIGINS);
  if (production && pageOrigins.length === 0)
    throw new Error(
      "Invalid configuration:\n  PAYMENT_PAGE_ORIGINS: required in production (the origins of the card payment page and of the bank age check)",
    );
  // Only the unified platform checks the token: a legacy shop needs no secret.
  const botCheckSecret = env.BOT_CHECK_SECRET?.trim() || (production ? "" : DEVELOPMENT_BOT_CHECK_SECRET);
  if (production && env.PLATFORM_FLAVOUR === "unified") {
    if (!botCheckSecret)
      throw new Error(
        "Invalid configuration:\n  BOT_CHECK_SECRET: required in production with the unified platform (the key agreed with it for bot-check tokens)",
      );
    checkSecrets("BOT_CHECK_SECRET", [botCheckSecret]);
  }
  return {
    production,
    port: env.PORT,
    session: {
      secrets,
      // Real deployments are https; the sandbox's start (server/start.ts) says false, as it
      // serves plain http on this machine.
      secure: env.SESSION_COOKIE_SECURE ?? production,
    },
    commerce: {
      url: env.COMMERCE_GRAPHQL_URL,
      stores: { default: env.STORE_VIEW_DEFAULT, trial: env.STORE_VIEW_TRIAL },
    },
    platform: { url: env.PLATFORM_API_URL, flavour: env.PLATFORM_FLAVOUR, tenant: env.TENANT_CODE, botCheckSecret },
    content: { url: env.CONTENT_API_URL, apiKey: env.CONTENT_API_KEY },
    brandMode: env.BRAND_MODE,
    productLinkMode: env.PRODUCT_LINK_MODE,
    locale: env.LOCALE,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    loyaltyTimeoutMs: env.LOYALTY_TIMEOUT_MS,
    payment: {
      card: env.CARD_PAYMENT_CODE,
      zeroValue: env.ZERO_VALUE_PAYMENT_CODE,
      pageOrigins,
    },
    trustProxy: trustProxy(env.TRUST_PROXY),
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    admissionBase: env.ADMISSION_BASE,
    logLevel: env.LOG_LEVEL,
    metricsPort: env.METRICS_PORT ?? null,
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME }
      : null,
    redisUrl: env.REDIS_URL ?? null,
    push: { publicKey: env.PUSH_PUBLIC_KEY ?? null },
  };
}

export type Config = ReturnType<typeof load>;

let cached: Config | undefined;
export function config(): Config {
  cached ??= load();
  return cached;
}

/** The shop's country, from its locale (en-GB → GB): where registration, age verification and
 * phone numbers start from. */
export const storeCountry = () => config().locale.split("-")[1]?.toUpperCase() ?? "GB";

/** Tests change process.env between cases; this forgets the parsed copy. */
export function resetConfigForTests() {
  cached = undefined;
}
