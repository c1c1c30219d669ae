// SIGTERM's drain (server/lifecycle.ts), on a real HTTP server: readiness turns 503 at once, the
// request in flight is answered, and only then does the server close.
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { lifecycle } from "../../server/lifecycle";

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** A server whose /slow answers only when `release` is called. */
async function start(graceMs: number) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const life = lifecycle({ graceMs });
  server = http.createServer(
    life.listener((req, res) => {
      if (req.url === "/slow") void released.then(() => res.end("done"));
      else res.end(req.url === "/readyz" ? '{"ready":true}' : "page");
    }),
  );
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { life, origin, release };
}

describe("drain on SIGTERM", () => {
  it("answers readiness 503 at once, finishes the request in flight, then closes", async () => {
    const { life, origin, release } = await start(25_000);
    expect((await fetch(`${origin}/readyz`)).status).toBe(200);
    const slow = fetch(`${origin}/slow`).then(async (r) => ({ status: r.status, body: await r.text() }));
    await new Promise((r) => setTimeout(r, 50)); // the request is in the app now

    let drained = false;
    const drain = life.drain(server!).then(() => (drained = true));
    const probe = await fetch(`${origin}/readyz`);
    expect(probe.status).toBe(503);
    expect(await probe.json()).toEqual({ ready: false, draining: true });
    // a shopper's page that still comes is served, not refused
    expect(await (await fetch(`${origin}/other`)).text()).toBe("page");
    expect(drained).toBe(false);

    release();
    expect(await slow).toEqual({ status: 200, body: "done" });
    await drain;
    expect(server!.listening).toBe(false);
    await expect(fetch(`${origin}/readyz`)).rejects.toThrow();
  });

  it("closes at the end of the grace period when a request never finishes", async () => {
    const { life, origin } = await start(200);
    const slow = fetch(`${origin}/slow`).then(
      () => "answered",
      () => "cut",
    );
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    await life.drain(server!);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(await slow).toBe("cut");
    expect(server!.listening).toBe(false);
  });

  it("closes at once when nothing is in flight", async () => {
    const { life, origin } = await start(25_000);
    await fetch(`${origin}/`);
    const started = Date.now();
    await life.drain(server!);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
