import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { CommerceError, commerceRequest } from "~/.server/commerce/client";
import { TypedDocumentString } from "~/.server/commerce/generated/operations";
import { UpstreamUnavailableError } from "~/.server/http/errors";
import { COMMERCE_URL, commerceHandler } from "../msw/commerce";
import { useMsw } from "../msw/server";

const server = useMsw();

const QUERY = new TypedDocumentString<unknown, { id?: string }>(
  "query getStoreConfig($id: String) { storeConfig { store_code } }",
);
const MUTATION = new TypedDocumentString<unknown, object>("mutation createEmptyCart { createEmptyCart }");

async function failure(promise: Promise<unknown>) {
  return promise.then(
    () => expect.fail("expected the call to fail"),
    (error: unknown) => error,
  );
}

describe("commerceRequest: requests", () => {
  it("sends queries as GET with the store header and variables, without a token", async () => {
    const { handler, seen } = commerceHandler({ body: { data: { storeConfig: { store_code: "default" } } } });
    server.use(handler);
    await expect(commerceRequest(QUERY, { id: "x" })).resolves.toEqual({ storeConfig: { store_code: "default" } });
    expect(seen[0].method).toBe("GET");
    expect(seen[0].query).toContain("getStoreConfig");
    expect(seen[0].variables).toEqual({ id: "x" });
    expect(seen[0].headers.get("store")).toBe("default");
    expect(seen[0].headers.get("authorization")).toBeNull();
  });

  it("sends mutations as POST with the bearer token and the chosen store view", async () => {
    const { handler, seen } = commerceHandler({ body: { data: { createEmptyCart: "cart-1" } } });
    server.use(handler);
    await expect(commerceRequest(MUTATION, {}, { token: "tok", store: "trial" })).resolves.toEqual({
      createEmptyCart: "cart-1",
    });
    expect(seen[0].method).toBe("POST");
    expect(seen[0].headers.get("authorization")).toBe("Bearer tok");
    expect(seen[0].headers.get("store")).toBe("trial");
  });
});

describe("commerceRequest: errors", () => {
  it("fails on an errors array, keeping the message, code and partial data", async () => {
    const { handler } = commerceHandler({
      body: {
        data: { cart: null },
        errors: [
          {
            message: "The cart isn't active.",
            extensions: { category: "graphql-no-such-entity", code: "CART_NOT_ACTIVE" },
          },
        ],
      },
    });
    server.use(handler);
    const error = await failure(commerceRequest(QUERY, {}));
    expect(error).toBeInstanceOf(CommerceError);
    expect(error).toMatchObject({ message: "The cart isn't active.", code: "CART_NOT_ACTIVE", data: { cart: null } });
  });

  it("falls back to 'Unknown GraphQL error' when an error has no message", async () => {
    server.use(commerceHandler({ body: { errors: [{ message: "" }] } }).handler);
    await expect(commerceRequest(QUERY, {})).rejects.toThrow("Unknown GraphQL error");
  });

  it("fails with 'Unknown GraphQL error' when there is no data", async () => {
    server.use(commerceHandler({ body: {} }).handler);
    await expect(commerceRequest(QUERY, {})).rejects.toThrow("Unknown GraphQL error");
    server.use(commerceHandler({ body: { data: null } }).handler);
    await expect(commerceRequest(QUERY, {})).rejects.toThrow("Unknown GraphQL error");
  });

  it("turns HTTP 4xx into a CommerceError with the status", async () => {
    server.use(
      commerceHandler({ status: 401, body: { errors: [{ message: "The current customer isn't authorized." }] } })
        .handler,
    );
    const error = await failure(commerceRequest(QUERY, {}));
    expect(error).toMatchObject({
      name: "CommerceError",
      status: 401,
      message: "The current customer isn't authorized.",
    });
  });

  it("takes an answer that is not GraphQL's JSON as an outage when it says OK, a refusal when it says no", async () => {
    // a proxy's own page in place of the store's answer
    server.use(http.get(COMMERCE_URL, () => new HttpResponse("<html>Bad gateway</html>", { status: 200 })));
    await expect(commerceRequest(QUERY, {}, { retries: 0 })).rejects.toBeInstanceOf(UpstreamUnavailableError);
    server.use(http.get(COMMERCE_URL, () => new HttpResponse("Not found", { status: 404 })));
    expect(await failure(commerceRequest(QUERY, {}, { retries: 0 }))).toMatchObject({
      name: "CommerceError",
      status: 404,
      message: "Unknown GraphQL error",
    });
  });

  it("sends a read's text without its comments and runs of white space", async () => {
    const { handler, seen } = commerceHandler({ body: { data: { storeConfig: { store_code: "default" } } } });
    server.use(handler);
    const spaced = new TypedDocumentString<unknown, object>(
      "# the store's code\nquery getStoreConfig {\n  storeConfig {\n    store_code\n  }\n}\n",
    );
    await commerceRequest(spaced, {});
    expect(seen[0].query).toBe("query getStoreConfig { storeConfig { store_code } }");
  });

  it("turns HTTP 5xx into UpstreamUnavailableError, trying a query again (../http/retry.ts)", async () => {
    const { handler, seen } = commerceHandler({ status: 503, body: {} });
    server.use(handler);
    await expect(commerceRequest(QUERY, {}, { retries: 1 })).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(seen).toHaveLength(2);
  });

  it("never retries a mutation", async () => {
    const { handler, seen } = commerceHandler({ status: 500, body: {} });
    server.use(handler);
    await expect(commerceRequest(MUTATION, {})).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(seen).toHaveLength(1);
  });

  it("recovers when a retried query succeeds", async () => {
    const { handler, seen } = commerceHandler({ network: true }, { body: { data: { ok: true } } });
    server.use(handler);
    await expect(commerceRequest(QUERY, {}, { retries: 1 })).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(2);
  });

  it("times out", async () => {
    server.use(commerceHandler({ delayMs: 400, body: { data: {} } }).handler);
    await expect(commerceRequest(MUTATION, {}, { timeoutMs: 50 })).rejects.toThrow(/commerce unavailable/);
  });
});
