import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { log } from "./observability/request-context";

/**
 * The header the app's rate limits read the client's address from (app/.server/limits/rate-limit.ts
 * names it too; tests/unit/security.test.ts checks they agree). Set here, on every request,
 * from what Express trusts, overwriting whatever a client sent under that name.
 */
export const CLIENT_IP_HEADER = "x-ashless-client-ip";

export interface SecurityOptions {
  dev: boolean;
  imageOrigins: string[];
  paymentPageOrigins?: string[];
}

/**
 * The page's Content-Security-Policy with its scripts' and styles' sources: a per-request nonce
 * (`'nonce-…' 'strict-dynamic'`), or, for a page a shared cache may repeat (shared-cache.ts),
 * `'self'` and the hashes of its inline scripts and styles.
 */
export function contentSecurityPolicy(options: SecurityOptions, sources: { script: string; style: string }) {
  // Place order and Pay now answer with a 303 to the payment provider's hosted page, and
  // browsers hold a form's redirects to form-action too.
  const formAction = ["'self'", ...(options.paymentPageOrigins ?? [])].join(" ");
  const img = ["'self'", "data:", ...options.imageOrigins].join(" ");
  return [
    "default-src 'self'",
    `script-src ${sources.script}${options.dev ? " 'unsafe-eval'" : ""}`,
    // The page's one <style> carries the nonce (decision 0028); style attributes carry
    // content-driven colours (flavour cards).
    options.dev ? "style-src 'self' 'unsafe-inline'" : `style-src ${sources.style}; style-src-attr 'unsafe-inline'`,
    `img-src ${img}`,
    "media-src 'self' https:",
    `connect-src 'self'${options.dev ? " ws: wss:" : ""}`,
    "font-src 'self'",
    // the notifications' service worker, /push-sw.js (decision 0068)
    "worker-src 'self'",
    "frame-ancestors 'none'",
    `form-action ${formAction}`,
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

/** The policy of a page without a nonce, from the hashes of its inline scripts and styles. */
export type HashedPolicy = (hashes: { scripts: string[]; styles: string[] }) => string;

/** Per-request CSP nonce and the security headers every response carries. */
export function securityHeaders(options: SecurityOptions) {
  const hashed: HashedPolicy = ({ scripts, styles }) =>
    contentSecurityPolicy(options, {
      // a page without an inline script runs none at all
      script: scripts.length > 0 ? ["'self'", ...scripts].join(" ") : "'none'",
      style: ["'self'", ...styles].join(" "),
    });
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.locals.hashedPolicy = hashed;
    const csp = contentSecurityPolicy(options, {
      script: `'nonce-${nonce}' 'strict-dynamic'`,
      style: `'self' 'nonce-${nonce}'`,
    });
    res.setHeader("Content-Security-Policy", csp);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (!options.dev) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The shop's pages for requests refused here, before any route runs (app/routes/refused.tsx):
 * the refused request goes on to Remix as a GET of one of these, so the shopper sees the
 * shop's own page (header, message, links) with the status, and no action runs.
 */
export const REFUSAL_PAGE = { crossSite: "/__refused/cross-site" } as const;

/**
 * Only our own pages may post (issue 36, 2). A browser says where a request comes from in
 * Sec-Fetch-Site: only "same-origin" passes; "same-site" is a sibling origin (another
 * subdomain), which is not us, and "none" is no page at all. A browser that sends no fetch
 * metadata sends an Origin, which must be ours. Neither header: refused, as browsers send one.
 * A `?_data` post is refused outright: our pages use single fetch (`.data`) and never send one,
 * and Remix runs it without its own Origin check.
 */
export function sameSiteOnly(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
  if (fromOurOwnPage(req) && !new URL(req.originalUrl, "http://local.invalid").searchParams.has("_data")) return next();
  log().warn(
    {
      refusal: "cross-site",
      path: req.path,
      secFetchSite: req.get("sec-fetch-site") ?? null,
      origin: req.get("origin") ?? null,
    },
    "cross-site post refused",
  );
  return showRefusal(req, REFUSAL_PAGE.crossSite, next);
}

function fromOurOwnPage(req: Request): boolean {
  const site = req.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const origin = req.get("origin");
  if (!origin || origin === "null") return false;
  try {
    return new URL(origin).host === req.get("host");
  } catch {
    return false;
  }
}

/** Hands the request to the shop's refusal page as a GET: its body is never read. */
function showRefusal(req: Request, page: string, next: NextFunction) {
  req.method = "GET";
  req.url = req.originalUrl = page;
  delete req.headers["content-type"];
  delete req.headers["content-length"];
  delete req.headers["transfer-encoding"];
  next();
}

/** The methods pages and forms use; anything else (TRACE, PUT, DELETE…) is a 405, not a 500. */
const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

export function knownMethodsOnly(req: Request, res: Response, next: NextFunction) {
  if (ALLOWED_METHODS.includes(req.method)) return next();
  res.status(405).set("Allow", ALLOWED_METHODS.join(", ")).type("text/plain").send("Method not allowed.");
}

/**
 * Puts the client's address, as Express sees it under its "trust proxy" setting, in the
 * header the rate limits read, replacing whatever a client sent under that name.
 */
export function clientAddress(req: Request, _res: Response, next: NextFunction) {
  if (req.ip) req.headers[CLIENT_IP_HEADER] = req.ip;
  else delete req.headers[CLIENT_IP_HEADER];
  next();
}
