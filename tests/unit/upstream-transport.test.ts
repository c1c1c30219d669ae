import http from "node:http";
import net, { type AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upstreamFetch, UpstreamResponse } from "~/.server/http/transport";

// A real server on a free port (no msw): the transport's own HTTP work is what is under test.
let base = "";
let connections = 0;
const server = http.createServer((req, res) => {
  let body = "";
  req.setEncoding("utf8");
  req.on("data", (chunk: string) => (body += chunk));
  req.on("end", () => {
    if (req.url === "/slow") return void setTimeout(() => res.end("late"), 2_000);
    if (req.url === "/moved") return void res.writeHead(302, { Location: "/elsewhere" }).end();
    if (req.url === "/gzip") {
      res.writeHead(200, { "Content-Type": "application/json", "Content-Encoding": "gzip" });
      return void res.end(zlib.gzipSync(JSON.stringify({ packed: "ü".repeat(5000) })));
    }
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("X-Echo", "one");
    res.statusCode = req.url === "/missing" ? 404 : 200;
    res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
  });
});
server.on("connection", () => connections++);

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

type Echo = { method: string; url: string; headers: Record<string, string>; body: string };

describe("upstreamFetch", () => {
  it("sends the method, headers and body, and answers status, headers and text", async () => {
    const response = await upstreamFetch(`${base}/graphql?x=1`, {
      method: "POST",
      headers: new Headers({ Authorization: "Bearer t", "Content-Type": "application/json" }),
      body: JSON.stringify({ query: "{ a }", note: "é ✓" }),
    });
    expect(response).toBeInstanceOf(UpstreamResponse);
    expect(response.status).toBe(200);
    expect(response.ok).toBe(true);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("X-ECHO")).toBe("one");
    expect(response.headers.get("x-absent")).toBeNull();
    const echo = (await response.json()) as Echo;
    expect(echo.method).toBe("POST");
    expect(echo.url).toBe("/graphql?x=1");
    expect(echo.headers.authorization).toBe("Bearer t");
    // the length in bytes, not in characters
    expect(echo.headers["content-length"]).toBe(String(Buffer.byteLength(echo.body)));
    expect(JSON.parse(echo.body)).toEqual({ query: "{ a }", note: "é ✓" });
  });

  it("asks for an uncompressed answer, and decodes one compressed anyway", async () => {
    const echo = (await (await upstreamFetch(`${base}/a`)).json()) as Echo;
    expect(echo.headers["accept-encoding"]).toBe("identity");
    const packed = (await (await upstreamFetch(`${base}/gzip`)).json()) as { packed: string };
    expect(packed.packed).toBe("ü".repeat(5000));
  });

  it("reports a redirect with its status rather than following it", async () => {
    const response = await upstreamFetch(`${base}/moved`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/elsewhere");
  });

  it("answers a status that is not ok as it is, without failing", async () => {
    const response = await upstreamFetch(`${base}/missing`, { headers: { Accept: "application/json" } });
    expect(response.status).toBe(404);
    expect(response.ok).toBe(false);
    expect(((await response.json()) as Echo).headers.accept).toBe("application/json");
  });

  it("keeps the connection alive between calls", async () => {
    await upstreamFetch(`${base}/a`);
    const before = connections;
    for (let i = 0; i < 5; i++) await (await upstreamFetch(`${base}/b`)).text();
    expect(connections).toBe(before);
  });

  it("fails with the signal's reason when the call times out", async () => {
    const started = Date.now();
    await expect(upstreamFetch(`${base}/slow`, { signal: AbortSignal.timeout(100) })).rejects.toMatchObject({
      name: "TimeoutError",
    });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("fails at once with a signal already aborted", async () => {
    const controller = new AbortController();
    controller.abort(new Error("gone"));
    await expect(upstreamFetch(`${base}/a`, { signal: controller.signal })).rejects.toThrow("gone");
  });

  it("fails when nothing listens", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(upstreamFetch(`http://127.0.0.1:${port}/`)).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });

  it("sends a body that is not a string through fetch", async () => {
    const response = await upstreamFetch(`${base}/form`, {
      method: "POST",
      body: new URLSearchParams({ a: "1" }),
    });
    expect(response).not.toBeInstanceOf(UpstreamResponse);
    const echo = (await response.json()) as Echo;
    expect(echo.body).toBe("a=1");
    expect(echo.headers["content-type"]).toContain("application/x-www-form-urlencoded");
  });

  // A server that closes a kept-alive connection the moment the next call arrives on it, as one
  // whose idle timeout ran out does: the call was never read, so it is sent again.
  describe("a kept-alive connection closed as a call goes out on it", () => {
    let racy = "";
    const bodies: string[] = [];
    const sockets = new Set<net.Socket>();
    const closing = net.createServer((socket) => {
      sockets.add(socket);
      let served = 0;
      let buffer = "";
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => {
        buffer += chunk;
        const end = buffer.indexOf("\r\n\r\n");
        if (end < 0) return;
        const length = Number(/content-length: (\d+)/i.exec(buffer.slice(0, end))?.[1] ?? 0);
        if (buffer.length < end + 4 + length) return;
        const [line] = buffer.split("\r\n");
        const body = buffer.slice(end + 4, end + 4 + length);
        buffer = "";
        // the second call on a connection, or any call to /reset: closed unanswered
        if (served++ > 0 || line.includes("/reset")) return void socket.destroy();
        bodies.push(body);
        const answer = JSON.stringify({ line, body });
        socket.write(
          `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${answer.length}\r\n\r\n${answer}`,
        );
      });
    });
    beforeAll(async () => {
      await new Promise<void>((resolve) => closing.listen(0, "127.0.0.1", resolve));
      racy = `http://127.0.0.1:${(closing.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => closing.close(resolve));
    });

    it("sends the call again, once, on a new connection, POST and body included", async () => {
      expect((await upstreamFetch(`${racy}/first`)).status).toBe(200);
      const response = await upstreamFetch(`${racy}/sessions`, { method: "POST", body: '{"login":"a"}' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ line: "POST /sessions HTTP/1.1", body: '{"login":"a"}' });
      expect(bodies.filter((b) => b === '{"login":"a"}')).toHaveLength(1);
    });

    it("fails as before when a new connection is closed unanswered", async () => {
      await expect(upstreamFetch(`${racy}/reset`)).rejects.toMatchObject({
        code: "ECONNRESET",
      });
    });
  });
});
