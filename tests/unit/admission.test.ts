// server/admission.ts: at most `limit` requests in the app, the others served in arrival order;
// the limit grows while requests wait and the loop has time to spare, and falls back to its
// base when the loop is saturated; a client that leaves while waiting frees its place.
import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { admission } from "../../server/admission";

let busy = 1;
const servers: http.Server[] = [];
const stops: (() => void)[] = [];

/** An app whose pages answer only when the test says so. */
async function start(base: number) {
  const gate = admission({
    base,
    max: 8,
    intervalMs: 60_000,
    utilisation: () => busy,
    bypass: (p) => p === "/healthz",
  });
  stops.push(gate.stop);
  const entered: string[] = [];
  const pending = new Map<string, () => void>();
  const app = express();
  app.use(gate.middleware);
  app.get("/healthz", (_req, res) => void res.send("ok"));
  app.get("/page/:name", (req, res) => {
    entered.push(req.params.name);
    pending.set(req.params.name, () => res.send(req.params.name));
  });
  const server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  servers.push(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const finish = (name: string) => {
    pending.get(name)?.();
    pending.delete(name);
  };
  return { gate, entered, finish, url };
}

const settle = () => new Promise((r) => setTimeout(r, 50));
/** Waits until `check` passes: the requests are real HTTP, so how long they take varies with the machine's load. */
const until = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 10 });
const get = (url: string, signal?: AbortSignal) =>
  fetch(url, { signal }).then(
    (r) => r.text(),
    () => "aborted",
  );

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
  busy = 1;
});

describe("admission", () => {
  it("lets `base` requests in and the rest in the order they came", async () => {
    const { gate, entered, finish, url } = await start(2);
    // each request is sent once the one before has arrived, so the arrival order is a, b, c, d
    const answers: Promise<string>[] = [];
    for (const [i, n] of ["a", "b", "c", "d"].entries()) {
      answers.push(get(`${url}/page/${n}`));
      await until(() => expect(gate.stats().inFlight + gate.stats().waiting).toBe(i + 1));
    }
    expect(entered).toEqual(["a", "b"]);
    expect(gate.stats()).toMatchObject({ inFlight: 2, waiting: 2 });
    finish("b");
    await until(() => expect(entered).toEqual(["a", "b", "c"]));
    finish("a");
    await until(() => expect(entered).toEqual(["a", "b", "c", "d"]));
    finish("c");
    finish("d");
    expect(await Promise.all(answers)).toEqual(["a", "b", "c", "d"]);
    expect(gate.stats()).toMatchObject({ inFlight: 0, waiting: 0 });
  });

  it("answers the health check while the app is full", async () => {
    const { finish, url } = await start(1);
    const first = get(`${url}/page/a`);
    await settle();
    expect(await get(`${url}/healthz`)).toBe("ok");
    finish("a");
    expect(await first).toBe("a");
  });

  it("frees the place of a client that leaves, waiting or inside", async () => {
    const { gate, entered, finish, url } = await start(1);
    const inside = new AbortController();
    const waiting = new AbortController();
    const a = get(`${url}/page/a`, inside.signal);
    await settle();
    const b = get(`${url}/page/b`, waiting.signal);
    await settle();
    const c = get(`${url}/page/c`);
    await settle();
    waiting.abort();
    await settle();
    expect(gate.stats()).toMatchObject({ inFlight: 1, waiting: 1 });
    inside.abort();
    await settle();
    // b left while waiting: c comes in next, and b never enters
    expect(entered).toEqual(["a", "c"]);
    finish("c");
    expect([await a, await b, await c]).toEqual(["aborted", "aborted", "c"]);
    expect(gate.stats()).toMatchObject({ inFlight: 0, waiting: 0 });
  });

  it("grows the limit while requests wait and the loop has time to spare, and falls back when it is saturated", async () => {
    const { gate, entered, finish, url } = await start(2);
    const answers = ["a", "b", "c", "d", "e"].map((n) => get(`${url}/page/${n}`));
    await until(() => expect(gate.stats()).toMatchObject({ inFlight: 2, waiting: 3 }));
    expect(entered).toHaveLength(2);
    busy = 1;
    gate.adjust(); // saturated: no more room
    expect(gate.stats().limit).toBe(2);
    busy = 0.3;
    gate.adjust(); // the pages wait on something else: room for more
    await until(() => expect(entered).toHaveLength(3));
    expect(gate.stats().limit).toBe(3);
    gate.adjust();
    gate.adjust();
    await until(() => expect(entered).toHaveLength(5));
    const grown = gate.stats().limit;
    expect(grown).toBeGreaterThanOrEqual(5);
    gate.adjust(); // nothing waits: the limit stays
    expect(gate.stats().limit).toBe(grown);
    busy = 1;
    for (let i = 0; i < 20; i++) gate.adjust();
    expect(gate.stats().limit).toBe(2);
    for (const n of "abcde") finish(n);
    expect(await Promise.all(answers)).toEqual(["a", "b", "c", "d", "e"]);
  });
});
