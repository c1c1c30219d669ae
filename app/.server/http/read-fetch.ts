import http from "node:http";
import https from "node:https";

// The `fetch` of commerce reads (GET): Node's own HTTP agent with kept-alive sockets, about a
// millisecond less of the storefront's CPU a cart page (two reads) than undici's `fetch` with
// its web streams (decision 0017's addendum). Only what graphql-request uses is supported: a
// method, headers, a string body and an abort signal; the answer is a whole `Response`.
// Mutations keep the global `fetch`: a kept-alive socket the upstream closes at the moment it is
// reused fails the request, which a read survives (it is tried again) and a mutation must not risk.
const agents = {
  "http:": new http.Agent({ keepAlive: true, maxSockets: 128 }),
  "https:": new https.Agent({ keepAlive: true, maxSockets: 128 }),
};

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers);
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  return headers as Record<string, string>;
}

export const readFetch: typeof fetch = (input, init = {}) =>
  new Promise<Response>((resolve, reject) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const signal = init.signal ?? undefined;
    if (signal?.aborted) return reject(signal.reason);
    const transport = url.protocol === "https:" ? https : http;
    const request = transport.request(
      url,
      { method: init.method ?? "GET", headers: headerRecord(init.headers), agent: agents[url.protocol as "http:"] },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", fail);
        res.on("end", () => {
          signal?.removeEventListener("abort", onAbort);
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
          const status = res.statusCode ?? 502;
          const empty = status === 204 || status === 304;
          resolve(
            new Response(empty ? null : Buffer.concat(chunks), { status, statusText: res.statusMessage, headers }),
          );
        });
      },
    );
    function fail(error: unknown) {
      signal?.removeEventListener("abort", onAbort);
      reject(error);
    }
    function onAbort() {
      request.destroy(signal?.reason as Error);
    }
    signal?.addEventListener("abort", onAbort, { once: true });
    request.on("error", fail);
    if (typeof init.body === "string") request.write(init.body);
    request.end();
  });
