import { delay, http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { resetConfigForTests } from "~/.server/config";
import { UpstreamUnavailableError } from "~/.server/http/errors";
import { createRestClient, REST_FALLBACK_MESSAGE, RestError, RestUnavailableError } from "~/.server/http/rest";
import { useMsw } from "../msw/server";

const server = useMsw();
const BASE = "http://rest.test/base";
const rest = createRestClient({
  service: "platform",
  baseUrl: BASE,
  headers: { "x-tenant-code": "ashless-gb" },
  retryDelayMs: 1,
});

/** Answers every call with `reply` and counts the calls. */
function respond(method: "get" | "post", path: string, reply: () => Response | Promise<Response>) {
  const seen: Request[] = [];
  server.use(
    http[method](`${BASE}${path}`, async ({ request }) => {
      seen.push(request.clone());
      return reply();
    }),
  );
  return seen;
}

async function failure(promise: Promise<unknown>) {
  return promise.then(
    () => expect.fail("expected the call to fail"),
    (error: unknown) => error,
  );
}

afterEach(() => {
  delete process.env.BRAND_MODE;
  resetConfigForTests();
});

describe("REST client: success", () => {
  it("treats 204 as success with no body", async () => {
    respond("post", "/thing", () => new HttpResponse(null, { status: 204 }));
    await expect(rest.post("/thing", { a: 1 })).resolves.toBeUndefined();
  });

  it("reads JSON from any 2xx", async () => {
    respond("get", "/ok", () => HttpResponse.json({ hello: "world" }, { status: 201 }));
    await expect(rest.get("/ok")).resolves.toEqual({ hello: "world" });
  });

  it("sends locale, JSON content type, client headers and query parameters", async () => {
    const seen = respond("post", "/echo", () => HttpResponse.json({}));
    await rest.post("/echo", { b: 2 }, { query: { q: "a b", skip: undefined } });
    const [req] = seen;
    expect(req.headers.get("accept-language")).toBe("en-GB");
    expect(req.headers.get("content-type")).toBe("application/json");
    expect(req.headers.get("x-tenant-code")).toBe("ashless-gb");
    expect(req.headers.get("x-captcha-token")).toBeNull();
    expect(new URL(req.url).searchParams.get("q")).toBe("a b");
    expect(new URL(req.url).searchParams.has("skip")).toBe(false);
    expect(await req.json()).toEqual({ b: 2 });
  });

  it("attaches the captcha token and a chosen locale", async () => {
    const seen = respond("get", "/captcha", () => HttpResponse.json({}));
    await rest.get("/captcha", { captchaToken: "tok-123", locale: "de-DE" });
    expect(seen[0].headers.get("x-captcha-token")).toBe("tok-123");
    expect(seen[0].headers.get("accept-language")).toBe("de-DE");
  });
});

describe("REST client: errors", () => {
  it("recognises an error_code body even on 200, with where it came from", async () => {
    respond("get", "/coded", () => HttpResponse.json({ error_code: 4, message: "Duplicate product in subscription" }));
    const error = await failure(rest.get("/coded"));
    expect(error).toBeInstanceOf(RestError);
    expect(error).toMatchObject({
      code: 4,
      status: 200,
      baseUrl: BASE,
      path: "/coded",
      userMessage: "Duplicate product in subscription",
    });
  });

  it("turns 4xx into a RestError carrying status and server message, without retrying", async () => {
    const seen = respond("get", "/missing", () =>
      HttpResponse.json({ error_code: "NOT_FOUND", message: "No such user" }, { status: 404 }),
    );
    const error = await failure(rest.get("/missing"));
    expect(error).toMatchObject({ name: "RestError", status: 404, code: "NOT_FOUND", userMessage: "No such user" });
    expect(seen).toHaveLength(1);
  });

  it("replaces the user-facing message in the alternate brand mode", async () => {
    process.env.BRAND_MODE = "alternate";
    resetConfigForTests();
    respond("get", "/branded", () => HttpResponse.json({ message: "Internal detail" }, { status: 422 }));
    const error = (await failure(rest.get("/branded"))) as RestError;
    expect(error.userMessage).toBe(REST_FALLBACK_MESSAGE);
    expect(error.message).toContain("Internal detail"); // still there for monitoring
  });

  it("maps 5xx to UpstreamUnavailableError and retries a GET three times (product.md §9)", async () => {
    const seen = respond("get", "/down", () => new HttpResponse("oops", { status: 503 }));
    const error = await failure(rest.get("/down"));
    expect(error).toBeInstanceOf(RestUnavailableError);
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect(error).toMatchObject({ status: 503, path: "/down", baseUrl: BASE });
    expect(seen).toHaveLength(4);
  });

  it("succeeds when a retried GET recovers", async () => {
    let n = 0;
    respond("get", "/flaky", () => (++n === 1 ? new HttpResponse(null, { status: 502 }) : HttpResponse.json({ n })));
    await expect(rest.get("/flaky")).resolves.toEqual({ n: 2 });
  });

  it("never retries a mutation", async () => {
    const seen = respond("post", "/down", () => new HttpResponse(null, { status: 500 }));
    await expect(rest.post("/down", {})).rejects.toBeInstanceOf(RestUnavailableError);
    expect(seen).toHaveLength(1);
  });

  it("times out slow answers", async () => {
    respond("get", "/slow", async () => {
      await delay(300);
      return HttpResponse.json({});
    });
    const error = await failure(rest.get("/slow", { timeoutMs: 50, retries: 0 }));
    expect(error).toBeInstanceOf(RestUnavailableError);
    expect((error as Error).message).toMatch(/timed out after 50 ms/);
    expect((error as RestUnavailableError).status).toBeUndefined();
  });

  it("stops a call the shopper abandoned, at once and without reporting the upstream", async () => {
    respond("get", "/slow-left", async () => {
      await delay(2000);
      return HttpResponse.json({});
    });
    const shopper = new AbortController();
    const started = Date.now();
    const call = failure(rest.get("/slow-left", { signal: shopper.signal, timeoutMs: 5000, retries: 0 }));
    setTimeout(() => shopper.abort(new Error("the shopper left")), 30);
    const error = await call;
    expect(error).not.toBeInstanceOf(RestUnavailableError);
    expect(Date.now() - started).toBeLessThan(1000);
    // a signal already aborted: no call goes out
    const seen = respond("get", "/never", () => HttpResponse.json({}));
    const gone = new AbortController();
    gone.abort(new Error("gone"));
    expect(await failure(rest.get("/never", { signal: gone.signal, retries: 0 }))).not.toBeInstanceOf(
      RestUnavailableError,
    );
    expect(seen).toHaveLength(0);
  });

  it("stops retrying at the call's deadline", async () => {
    const seen = respond("get", "/slow-retry", async () => {
      await delay(300);
      return HttpResponse.json({});
    });
    const started = Date.now();
    await expect(rest.get("/slow-retry", { timeoutMs: 80, budgetMs: 160 })).rejects.toBeInstanceOf(
      RestUnavailableError,
    );
    expect(seen.length).toBe(2); // 80 ms + a second try inside the 160 ms budget, no third
    expect(Date.now() - started).toBeLessThan(300);
  });

  it("reports network failures as unavailable", async () => {
    respond("get", "/net", () => HttpResponse.error());
    const error = await failure(rest.get("/net", { retries: 0 }));
    expect(error).toBeInstanceOf(RestUnavailableError);
  });

  it("rejects a success body that is not JSON", async () => {
    respond("get", "/html", () => new HttpResponse("<html></html>", { status: 200 }));
    await expect(rest.get("/html")).rejects.toBeInstanceOf(RestError);
  });
});
