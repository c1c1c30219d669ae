// app/.server/http/read-fetch.ts: the fetch of commerce reads, over Node's kept-alive agent.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFetch } from "~/.server/http/read-fetch";

let base = "";
let server: http.Server;
const sockets = new Set<unknown>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    sockets.add(req.socket);
    if (req.url === "/slow") return void setTimeout(() => res.end("late"), 2_000);
    if (req.url === "/empty") return void res.writeHead(204).end();
    res.setHeader("Content-Type", "application/json");
    res.setHeader("Set-Cookie", ["a=1", "b=2"]);
    res.statusCode = req.url === "/down" ? 503 : 200;
    res.end(JSON.stringify({ method: req.method, store: req.headers.store, url: req.url, text: "£ ✓" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("readFetch", () => {
  it("answers with the upstream's status, headers and body, sending the request's headers", async () => {
    const response = await readFetch(`${base}/graphql?query=x`, { headers: new Headers({ Store: "trial" }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(await response.json()).toEqual({ method: "GET", store: "trial", url: "/graphql?query=x", text: "£ ✓" });
    const down = await readFetch(`${base}/down`, { headers: { Store: "default" } });
    expect(down.ok).toBe(false);
    expect(down.status).toBe(503);
    expect((await readFetch(`${base}/empty`)).status).toBe(204);
  });

  it("keeps the connection for the next read", async () => {
    sockets.clear();
    for (let i = 0; i < 5; i++) await (await readFetch(`${base}/again`)).text();
    expect(sockets.size).toBe(1);
  });

  it("gives up when its signal is aborted, with the signal's reason, as fetch does", async () => {
    const started = Date.now();
    const error = await readFetch(`${base}/slow`, { signal: AbortSignal.timeout(100) }).catch((e: unknown) => e);
    expect((error as Error).name).toBe("TimeoutError");
    expect(Date.now() - started).toBeLessThan(1_500);
    const aborted = new AbortController();
    aborted.abort();
    await expect(readFetch(`${base}/again`, { signal: aborted.signal })).rejects.toMatchObject({ name: "AbortError" });
  });

  it("fails when the upstream cannot be reached", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await expect(readFetch(`http://127.0.0.1:${port}/graphql`)).rejects.toThrow();
  });
});
