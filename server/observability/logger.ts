import { pino, type DestinationStream, type Logger, type LoggerOptions } from "pino";
import { shared } from "./shared";

export type { Logger };

/** pino's levels and `silent` (LOG_LEVEL; tests run silent). */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * What is never written, wherever it appears in a line's object (top level and two levels
 * down): secrets, the session and the shopper's card and address. Logged values are censored,
 * not dropped, so a line still says the field was there.
 */
const SECRET_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "confirmPassword",
  "token",
  "accessToken",
  "refreshToken",
  "customerToken",
  "captchaToken",
  "secret",
  "apiKey",
  "cookie",
  "cookies",
  "authorization",
  "Authorization",
  "set-cookie",
  "x-api-key",
  "card",
  "cardNumber",
  "cvv",
  "cvc",
  "pan",
  "expiry",
  "address",
  "street",
  "postcode",
  "billingAddress",
  "shippingAddress",
];
const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : `["${k}"]`);
const at = (prefix: string, k: string) => (key(k).startsWith("[") ? `${prefix}${key(k)}` : `${prefix}.${k}`);
export const REDACTED_PATHS = SECRET_KEYS.flatMap((k) => [key(k), at("*", k), at("*.*", k)]);

export function logLevel(value = process.env.LOG_LEVEL): LogLevel {
  const level = (value ?? "").trim().toLowerCase();
  if (level === "") return "info";
  if ((LOG_LEVELS as readonly string[]).includes(level)) return level as LogLevel;
  throw new Error(`Invalid configuration:\n  LOG_LEVEL: one of ${LOG_LEVELS.join(", ")}`);
}

/** A JSON logger, one line per entry; an error (`err`) is one field with its stack. */
export function createLogger(options: { level?: LogLevel; destination?: DestinationStream } = {}): Logger {
  const config: LoggerOptions = {
    level: options.level ?? logLevel(),
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  return options.destination ? pino(config, options.destination) : pino(config);
}

const root = shared("logger", () => ({ current: null as Logger | null }));

/** The process's logger, for code that runs outside any request (start, batches, Redis). */
export function rootLogger(): Logger {
  root.current ??= createLogger();
  return root.current;
}

/** Replaces the process's logger (tests: a destination they read back); gives back the previous one. */
export function setRootLogger(logger: Logger | null): Logger | null {
  const previous = root.current;
  root.current = logger;
  return previous;
}
