// A replica's end (design.md §7): on SIGTERM readiness answers 503 at once, so the load balancer
// stops sending shoppers here; the requests in flight (and any that still come meanwhile) are
// served; once none is left, or after the grace period, the server closes and the app's own
// shutdown runs (the impression batch flushed, Redis closed).
import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";

export interface Lifecycle {
  /** The server's request listener: `app` with readiness and the count of requests in flight. */
  listener(app: RequestListener): RequestListener;
  /** Starts draining; resolves once the server is closed (every request answered, or the grace period over). */
  drain(server: Server): Promise<void>;
  readonly draining: boolean;
}

export function lifecycle({ graceMs = 25_000 }: { graceMs?: number } = {}): Lifecycle {
  let draining = false;
  let inFlight = 0;
  let idle: (() => void) | null = null;

  const notReady = (res: ServerResponse) => {
    res.writeHead(503, { "Content-Type": "application/json", "Cache-Control": "no-store", Connection: "close" });
    res.end(JSON.stringify({ ready: false, draining: true }));
  };

  return {
    get draining() {
      return draining;
    },
    listener(app) {
      return (req: IncomingMessage, res: ServerResponse) => {
        if (draining && (req.url === "/readyz" || req.url?.startsWith("/readyz?"))) return notReady(res);
        inFlight++;
        // a client that keeps its connection open would keep the server from closing
        if (draining) res.setHeader("Connection", "close");
        res.once("close", () => {
          inFlight--;
          if (inFlight === 0) idle?.();
        });
        app(req, res);
      };
    },
    async drain(server) {
      draining = true;
      const answered = inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (idle = resolve));
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
      await Promise.race([answered, late]);
      clearTimeout(timer);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // what is still open now is idle keep-alive, or over its time: it ends here
      server.closeAllConnections();
      await closed;
    },
  };
}
