import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CLIENT_IP_HEADER,
  clientAddress,
  knownMethodsOnly,
  REFUSAL_PAGE,
  sameSiteOnly,
  securityHeaders,
} from "../../server/security";
import { CLIENT_IP_HEADER as APP_CLIENT_IP_HEADER } from "~/.server/limits/rate-limit";

let base = "";
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(
    securityHeaders({ dev: false, imageOrigins: ["http://media.test"], paymentPageOrigins: ["https://pay.test"] }),
  );
  app.use(knownMethodsOnly);
  app.use(sameSiteOnly);
  // stands in for the shop's refusal page, which the Remix route app/routes/refused.tsx renders
  app.get("/__refused/:reason", (req, res) => {
    res.status(403).send(`shop page: ${req.params.reason} ${req.get("content-length") ?? "no body"}`);
  });
  app.all("/form", (_req, res) => {
    res.send(`ok ${String(res.locals.cspNonce).length}`);
  });
  const server = app.listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("methods", () => {
  it("answers TRACE, PUT, DELETE and OPTIONS with 405 and the methods it takes", async () => {
    // fetch() refuses to send TRACE, so plain node:http it is
    const send = (method: string) =>
      new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
        const req = http.request(`${base}/form`, { method }, (res) => {
          res.resume();
          resolve({ status: res.statusCode!, allow: res.headers.allow });
        });
        req.on("error", reject);
        req.end();
      });
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      expect(await send(method), method).toEqual({ status: 405, allow: "GET, HEAD, POST" });
    }
    expect((await fetch(`${base}/form`, { method: "HEAD" })).status).toBe(200);
  });
});

describe("same-origin check on non-GET requests", () => {
  const post = (headers: Record<string, string>, path = "/form") =>
    fetch(`${base}${path}`, { method: "POST", headers, body: "intent=cancel&id=2" });
  const expectRefused = async (res: Response) => {
    expect(res.status).toBe(403);
    // the shop's own page, not a bare text, and the refused post's body never reaches it
    expect(await res.text()).toBe("shop page: cross-site no body");
  };

  it("accepts a same-origin form post", async () => {
    const res = await post({ "Sec-Fetch-Site": "same-origin" });
    expect(res.status).toBe(200);
  });

  it("refuses a cross-site form post with the shop's page", async () => {
    await expectRefused(await post({ "Sec-Fetch-Site": "cross-site" }));
    expect(REFUSAL_PAGE.crossSite).toBe("/__refused/cross-site");
  });

  it("refuses a post from a sibling origin of the same site (issue 36, 2)", async () => {
    await expectRefused(await post({ "Sec-Fetch-Site": "same-site", Origin: "https://blog.shop.example" }));
  });

  it("refuses a post a browser says no page started (Sec-Fetch-Site: none)", async () => {
    await expectRefused(await post({ "Sec-Fetch-Site": "none" }));
  });

  it("without fetch metadata, accepts only an Origin equal to ours", async () => {
    await expectRefused(await post({ Origin: "https://evil.example" }));
    await expectRefused(await post({ Origin: "null" }));
    await expectRefused(await post({}));
    expect((await post({ Origin: base })).status).toBe(200);
  });

  it("refuses ?_data posts, which our pages never send, even from our own origin", async () => {
    const path = "/form?_data=routes/account.subscriptions._index";
    await expectRefused(await post({ "Sec-Fetch-Site": "same-site" }, path));
    await expectRefused(await post({ "Sec-Fetch-Site": "same-origin" }, path));
    await expectRefused(await post({ Origin: base }, path));
  });

  it("never blocks reads", async () => {
    const res = await fetch(`${base}/form`, { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(res.status).toBe(200);
  });
});

describe("security headers", () => {
  it("sends a CSP with a fresh nonce per request and the usual hardening headers", async () => {
    const a = await fetch(`${base}/form`);
    const b = await fetch(`${base}/form`);
    const csp = a.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{24}'/);
    // the page's one <style> (decision 0028) by the same nonce; no other inline stylesheet
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'; style-src-attr 'unsafe-inline'`);
    expect(csp).toContain("img-src 'self' data: http://media.test");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toEqual(b.headers.get("content-security-policy"));
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    // forms post here, and Place order / Pay now redirect to the provider's hosted page
    expect(csp).toContain("form-action 'self' https://pay.test;");
    expect(a.headers.get("x-content-type-options")).toBe("nosniff");
    expect(a.headers.get("x-frame-options")).toBe("DENY");
    expect(a.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(a.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(a.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });
});

describe("client address for the rate limits", () => {
  it("the host sets the header the app reads", () => {
    expect(CLIENT_IP_HEADER).toBe(APP_CLIENT_IP_HEADER);
  });

  async function seen(trust: boolean | string, headers: Record<string, string>) {
    const app = express();
    app.set("trust proxy", trust);
    app.use(clientAddress);
    app.get("/ip", (req, res) => {
      res.send(String(req.headers[CLIENT_IP_HEADER]));
    });
    const server = app.listen(0);
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/ip`, { headers });
      return await res.text();
    } finally {
      server.close();
    }
  }

  it("ignores a forged header and X-Forwarded-For from a peer that is not a trusted proxy", async () => {
    const ip = await seen(false, { [CLIENT_IP_HEADER]: "198.51.100.1", "X-Forwarded-For": "198.51.100.2" });
    expect(ip).toMatch(/127\.0\.0\.1$/);
  });

  it("takes the address a trusted proxy reports", async () => {
    expect(await seen("loopback", { "X-Forwarded-For": "203.0.113.7" })).toBe("203.0.113.7");
  });
});
