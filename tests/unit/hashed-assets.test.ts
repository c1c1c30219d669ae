import http from "node:http";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashedAssets, preferred } from "../../server/assets";
import { precompressDirectory } from "../../scripts/vite/precompress";

const script = `export const greeting = ${JSON.stringify("hello ".repeat(400))};\n`;
const style = `p { color: red }\n`.repeat(200);
let dir = "";
let base = "";
let close: () => void;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "assets-"));
  writeFileSync(path.join(dir, "app-abc.js"), script);
  expect(await precompressDirectory(dir)).toBe(1);
  // written after the build's compression: a file without compressed copies
  writeFileSync(path.join(dir, "late-def.css"), style);
  const app = express();
  app.use(compression());
  app.use("/assets", hashedAssets(dir));
  app.use((_req, res) => res.status(404).send("not here"));
  const server = app.listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

/** The raw response: headers and body bytes as sent, not decoded. */
function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(base + url, { method, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (d: Buffer) => parts.push(d));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on("error", reject)
      .end();
  });
}

describe("precompressDirectory", () => {
  it("writes a brotli and a gzip copy that decode to the file, both smaller", () => {
    const br = readFileSync(path.join(dir, "app-abc.js.br"));
    const gz = readFileSync(path.join(dir, "app-abc.js.gz"));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(script);
    expect(zlib.gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(script.length / 10);
  });
});

describe("hashedAssets", () => {
  it("sends the brotli copy to a browser that takes br and gzip alike, cached for a year", async () => {
    const res = await get("/assets/app-abc.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toBe("Accept-Encoding");
    // the build's copy, byte for byte: nothing compressed per request
    expect(res.body.equals(readFileSync(path.join(dir, "app-abc.js.br")))).toBe(true);
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
  });

  it("sends gzip, or the file as it is, to browsers that take nothing better", async () => {
    const gz = await get("/assets/app-abc.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get("/assets/app-abc.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("answers a revalidation of the same copy with 304, and a HEAD with no body", async () => {
    const first = await get("/assets/app-abc.js", { "accept-encoding": "br" });
    const again = await get("/assets/app-abc.js", { "accept-encoding": "br", "if-none-match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const other = await get("/assets/app-abc.js", { "accept-encoding": "gzip", "if-none-match": first.headers.etag! });
    expect(other.status).toBe(200);
    const head = await get("/assets/app-abc.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it("leaves a file without copies to the compression middleware, and unknown names to the next handler", async () => {
    const css = await get("/assets/late-def.css", { "accept-encoding": "gzip" });
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(css.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(css.body).toString()).toBe(style);
    const missing = await get("/assets/app-abc.js.br");
    expect(missing.status).toBe(404);
    expect((await get("/assets/nope.js")).body.toString()).toBe("not here");
    expect((await get("/assets/app-abc.js", {}, "POST")).status).toBe(404);
  });
});

describe("preferred", () => {
  const offered = ["br", "gzip", "identity"] as const;
  it("weighs the header's q-values and breaks ties in our order", () => {
    expect(preferred("gzip, deflate, br, zstd", offered)).toBe("br");
    expect(preferred("br;q=0.5, gzip", offered)).toBe("gzip");
    expect(preferred("*", offered)).toBe("br");
    expect(preferred("deflate", offered)).toBe("identity");
    expect(preferred(undefined, offered)).toBe("identity");
    expect(preferred("BR;Q=1", ["gzip", "identity"])).toBe("identity");
  });
});
