import http from "node:http";
import https from "node:https";
import type { Readable } from "node:stream";
import zlib from "node:zlib";

// The upstream calls' transport (decision 0017's addendum of 2026-11-26): what `fetch` does for
// a JSON call and its text answer, on Node's own HTTP client with kept-alive connections.
// Node's `fetch` (undici) builds a WHATWG Request, a Response and a web stream for each call,
// and so cost about a third more of the processor per call than node:http; a cart or checkout
// page makes two or three such calls. A body other than a string (a FormData, a stream) goes
// through `fetch` as before. Unlike `fetch`, no redirect is followed: an API that answers one is
// reported with that status. Answers are asked for uncompressed (the upstreams are near), and
// one compressed anyway is decompressed.

const agents = {
  "http:": new http.Agent({ keepAlive: true, maxSockets: 256 }),
  "https:": new https.Agent({ keepAlive: true, maxSockets: 256 }),
};

/**
 * A call that went out on a kept-alive connection just as the server closed it (its idle
 * timeout), and so got no answer at all: the server never read it, so it is sent again, once,
 * on a new connection, POST included. Node's documentation of `request.reusedSocket` describes
 * this race; the server's `Keep-Alive: timeout` hint, which the agent honours, makes it rare
 * but not impossible when this process's event loop is late.
 */
const CLOSED = new Set(["ECONNRESET", "EPIPE"]);

/** The part of a Response the upstream clients read. */
export class UpstreamResponse {
  constructor(
    readonly status: number,
    private readonly raw: http.IncomingHttpHeaders,
    private readonly body: string,
  ) {}
  get ok() {
    return this.status >= 200 && this.status < 300;
  }
  get statusText() {
    return http.STATUS_CODES[this.status] ?? "";
  }
  readonly headers = {
    get: (name: string): string | null => {
      const value = this.raw[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
    },
    has: (name: string) => this.raw[name.toLowerCase()] !== undefined,
  };
  async text() {
    return this.body;
  }
  async json(): Promise<unknown> {
    return JSON.parse(this.body);
  }
}

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  return { ...headers };
}

/** `fetch` for one upstream call; answers with an UpstreamResponse (or a Response, see above). */
export function upstreamFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  if (input instanceof Request) return fetch(input, init);
  const url = typeof input === "string" ? new URL(input) : input;
  const agent = agents[url.protocol as keyof typeof agents];
  const { body, signal } = init;
  if (!agent || (body !== undefined && body !== null && typeof body !== "string")) return fetch(input, init);
  return new Promise<UpstreamResponse>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const headers = headerRecord(init.headers);
    if (!Object.keys(headers).some((k) => k.toLowerCase() === "accept-encoding"))
      headers["accept-encoding"] = "identity";
    if (typeof body === "string") headers["content-length"] = String(Buffer.byteLength(body));
    let current: http.ClientRequest | undefined;
    function onAbort() {
      current?.destroy(signal?.reason instanceof Error ? signal.reason : new Error("aborted"));
    }
    function fail(error: unknown) {
      signal?.removeEventListener("abort", onAbort);
      reject(error);
    }
    signal?.addEventListener("abort", onAbort, { once: true });
    send(agent);

    // `via`: the kept-alive agent, or false for a connection of this call's own (the resend)
    function send(via: http.Agent | false) {
      let answered = false;
      const request = (url.protocol === "https:" ? https : http).request(
        url,
        { method: init.method ?? "GET", headers, agent: via },
        (response) => {
          answered = true;
          response.on("error", fail);
          const stream = decoded(response);
          stream.setEncoding("utf8");
          let text = "";
          stream.on("data", (chunk: string) => (text += chunk));
          stream.on("end", () => {
            signal?.removeEventListener("abort", onAbort);
            resolve(new UpstreamResponse(response.statusCode ?? 0, response.headers, text));
          });
          if (stream !== response) stream.on("error", fail);
        },
      );
      current = request;
      request.on("error", (error: NodeJS.ErrnoException) => {
        // the server closed the kept-alive connection as this call went out on it
        if (via && request.reusedSocket && !answered && !signal?.aborted && CLOSED.has(error.code ?? ""))
          return send(false);
        fail(error);
      });
      request.end(body ?? undefined);
    }
  }) as unknown as Promise<Response>;
}

/** The answer's body without its content coding (gzip, deflate or br), as `fetch` gives it. */
function decoded(response: http.IncomingMessage): Readable {
  const coding = String(response.headers["content-encoding"] ?? "")
    .trim()
    .toLowerCase();
  const decoder =
    coding === "gzip" || coding === "x-gzip"
      ? zlib.createGunzip()
      : coding === "deflate"
        ? zlib.createInflate()
        : coding === "br"
          ? zlib.createBrotliDecompress()
          : undefined;
  return decoder ? response.pipe(decoder) : response;
}
