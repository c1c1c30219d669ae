// The host's Express ⇄ Remix adapter (server/remix-handler.ts): the request's method, headers and
// body reach the action; the answer's status, every Set-Cookie and a streamed body reach the client;
// cookiesAfter's cookies are added to whatever Remix answered.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { remixHandler } from "../../server/remix-handler";
import { testBuild } from "../support/remix-build";

let base = "";
let server: Server;
let after: string[] = [];
const seen: AbortSignal[] = [];

const build = testBuild(
  {},
  {
    "routes/stream": {
      path: "stream",
      resource: true,
      loader: () => {
        const encoder = new TextEncoder();
        let n = 0;
        const body = new ReadableStream<Uint8Array>({
          async pull(controller) {
            await new Promise((resolve) => setTimeout(resolve, 5));
            if (++n > 3) return controller.close();
            controller.enqueue(encoder.encode(`part ${n};`));
          },
        });
        const headers = new Headers({ "Content-Type": "text/plain", "X-Kept": "yes" });
        headers.append("Set-Cookie", "a=1; Path=/");
        headers.append("Set-Cookie", "b=2; Path=/; HttpOnly");
        return new Response(body, { status: 207, headers });
      },
    },
    "routes/signal": {
      path: "signal",
      resource: true,
      loader: async ({ request }) => {
        seen.push(request.signal);
        // the signal, while the loader runs and while the streamed answer is still being sent
        const during = request.signal.aborted;
        const encoder = new TextEncoder();
        let n = 0;
        const body = new ReadableStream<Uint8Array>({
          async pull(controller) {
            await new Promise((resolve) => setTimeout(resolve, 5));
            if (++n > 2) return controller.close();
            controller.enqueue(encoder.encode(`${during || request.signal.aborted ? "aborted" : "live"};`));
          },
        });
        return new Response(body, { headers: { "Content-Type": "text/plain" } });
      },
    },
    "routes/echo": {
      path: "echo",
      resource: true,
      action: async ({ request }) =>
        Response.json({
          method: request.method,
          url: request.url,
          header: request.headers.get("X-Sent"),
          cookie: request.headers.get("Cookie"),
          body: await request.text(),
        }),
    },
  },
);

beforeAll(async () => {
  const app = express();
  app.all("*", remixHandler({ build, getLoadContext: () => ({}), cookiesAfter: () => after }));
  server = app.listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe("the Remix adapter", () => {
  it("streams the body and passes the status, the headers and every Set-Cookie", async () => {
    after = [];
    const response = await fetch(`${base}/stream`);
    expect(response.status).toBe(207);
    expect(response.headers.get("X-Kept")).toBe("yes");
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/; HttpOnly"]);
    expect(response.headers.get("Transfer-Encoding")).toBe("chunked");
    expect(await response.text()).toBe("part 1;part 2;part 3;");
  });

  it("adds the host's cookies after the answer's own", async () => {
    after = ["session=s; Path=/"];
    const response = await fetch(`${base}/stream`);
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/; HttpOnly", "session=s; Path=/"]);
    await response.text();
  });

  it("keeps the request's signal live until the answer is sent, then ends it (issue 41, 7)", async () => {
    after = [];
    seen.length = 0;
    const response = await fetch(`${base}/signal`);
    expect(await response.text()).toBe("live;live;");
    const [signal] = seen;
    // what waits on it (Remix's single-fetch timer) is let go once the answer is out
    for (let i = 0; i < 50 && !signal.aborted; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(signal.aborted).toBe(true);
  });

  it("passes the request's method, URL, headers and body through", async () => {
    after = [];
    const response = await fetch(`${base}/echo?x=1`, {
      method: "PUT",
      headers: { "X-Sent": "hello", Cookie: "a=1; b=2", "Content-Type": "text/plain" },
      body: "the body",
    });
    expect(await response.json()).toEqual({
      method: "PUT",
      url: `${base}/echo?x=1`,
      header: "hello",
      cookie: "a=1; b=2",
      body: "the body",
    });
  });
});
