import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

/** One msw server per test file; tests add handlers with `server.use(...)`. */
export const server = setupServer();

/** Starts msw for the calling test file. Unhandled requests fail: no real network in unit tests. */
export function useMsw() {
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** The requests a handler saw, for assertions on method, headers and body. */
export function recorder() {
  const requests: Request[] = [];
  return { requests, record: (r: Request) => void requests.push(r.clone()) };
}
