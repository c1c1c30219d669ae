import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/**
 * The header the app's rate limits read the client's address from (app/.server/rate-limit.ts
 * names it too; tests/unit/security.test.ts checks they agree). Set here, on every request,
 * from what Express trusts, overwriting whatever a client sent under that name.
 */
export const CLIENT_IP_HEADER = "x-ashless-client-ip";

/** Per-request CSP nonce and the security headers every response carries. */
export function securityHeaders(options: { dev: boolean; imageOrigins: string[]; paymentPageOrigins?: string[] }) {
  // Place order and Pay now answer with a 303 to the payment provider's hosted page, and
  // browsers hold a form's redirects to form-action too.
  const formAction = ["'self'", ...(options.paymentPageOrigins ?? [])].join(" ");
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const img = ["'self'", "data:", ...options.imageOrigins].join(" ");
    const csp = [
      "default-src 'self'",
      `script-src 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ""}`,
      // The page's one <style> carries the nonce (decision 0028); style attributes carry
      // content-driven colours (flavour cards).
      options.dev
        ? "style-src 'self' 'unsafe-inline'"
        : `style-src 'self' 'nonce-${nonce}'; style-src-attr 'unsafe-inline'`,
      `img-src ${img}`,
      "media-src 'self' https:",
      `connect-src 'self'${options.dev ? " ws: wss:" : ""}`,
      "font-src 'self'",
      "frame-ancestors 'none'",
      `form-action ${formAction}`,
      "base-uri 'none'",
      "object-src 'none'",
    ].join("; ");
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
 * Cross-site form posts are refused: the browser tells us where a request comes from
 * (Sec-Fetch-Site, else Origin). Clients that send neither are not browsers and so
 * cannot be tricked into riding a shopper's cookie.
 */
export function sameSiteOnly(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
  const site = req.get("sec-fetch-site");
  if (site) {
    if (site === "same-origin" || site === "same-site" || site === "none") return next();
    return refuse(res);
  }
  const origin = req.get("origin");
  if (!origin) return next();
  try {
    if (new URL(origin).host === req.get("host")) return next();
  } catch {
    // an unparsable Origin is refused below
  }
  return refuse(res);
}

/** The methods pages and forms use; anything else (TRACE, PUT, DELETE…) is a 405, not a 500. */
const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

export function knownMethodsOnly(req: Request, res: Response, next: NextFunction) {
  if (ALLOWED_METHODS.includes(req.method)) return next();
  res.status(405).set("Allow", ALLOWED_METHODS.join(", ")).type("text/plain").send("Method not allowed.");
}

function refuse(res: Response) {
  res.status(403).type("text/plain").send("Cross-site form submissions are not accepted.");
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
