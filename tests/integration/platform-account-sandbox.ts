import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import type Database from "better-sqlite3";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { resetConfigForTests } from "~/.server/config";
import { accountGateway, clearPlatformCache } from "~/.server/platform";
import type { Auth, Result, SignIn } from "~/lib/models/account";
import { createSandbox } from "../../server/sandbox/index";
import { DEMO_CUSTOMER } from "../../server/sandbox/accounts/seed";
import { addEntry } from "../../server/sandbox/loyalty/ledger";

// The whole sandbox in-process on a fresh in-memory database, with the storefront's
// account gateway pointed at one platform flavour of it.

export type Flavour = "unified" | "legacy";
export const DEMO = DEMO_CUSTOMER;
export const FLAVOURS: Flavour[] = ["unified", "legacy"];

export interface RunningSandbox {
  db: Database.Database;
  origin: string;
  close(): Promise<void>;
}

export async function startSandbox(): Promise<RunningSandbox> {
  const { app, db } = createSandbox({ dbFile: ":memory:" });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    db,
    origin,
    close: async () => {
      await new Promise((r) => server.close(r));
      db.close();
    },
  };
}

export const mountOf = (flavour: Flavour) => (flavour === "unified" ? "/platform" : "/platform-legacy");

/** Points the storefront's config at one flavour of the sandbox. */
export function useFlavour(sandbox: RunningSandbox, flavour: Flavour) {
  process.env.PLATFORM_FLAVOUR = flavour;
  process.env.PLATFORM_API_URL = `${sandbox.origin}${mountOf(flavour)}`;
  resetConfigForTests();
  clearPlatformCache();
}

/**
 * The in-process sandbox of a `describe.each(FLAVOURS)` block: started once for the block, each
 * test pointed at `flavour`'s mount, the configuration restored after it. Read its `db` and
 * `origin` inside hooks and tests (it starts in `beforeAll`).
 */
export function sandboxFor(flavour: Flavour): RunningSandbox {
  let running: RunningSandbox | undefined;
  const current = () => {
    if (!running) throw new Error("the sandbox starts in beforeAll: read it in a hook or a test");
    return running;
  };
  beforeAll(async () => void (running = await startSandbox()));
  afterAll(() => running?.close());
  beforeEach(() => useFlavour(current(), flavour));
  afterEach(() => restoreConfig());
  return {
    get db() {
      return current().db;
    },
    get origin() {
      return current().origin;
    },
    close: () => current().close(),
  };
}

export function restoreConfig() {
  delete process.env.PLATFORM_FLAVOUR;
  process.env.PLATFORM_API_URL = "http://platform.test";
  resetConfigForTests();
  clearPlatformCache();
}

interface OutboxEntry {
  recipient: string;
  kind: string;
  subject: string;
  link: string | null;
  token: string | null;
  code: string | null;
}

/** The sandbox's mail catcher, read through the flavour's own outbox route (newest first). */
export async function outbox(sandbox: RunningSandbox, flavour: Flavour, recipient: string): Promise<OutboxEntry[]> {
  const res = await fetch(`${sandbox.origin}${mountOf(flavour)}/_sandbox/outbox?to=${encodeURIComponent(recipient)}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { messages?: OutboxEntry[]; data?: OutboxEntry[] };
  return (flavour === "unified" ? body.messages : body.data) ?? [];
}

export function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

export function refusal<T>(result: Result<T>) {
  if (result.ok) throw new Error("expected a refusal, got success");
  return result.error;
}

export const authOf = (s: SignIn): Auth => ({
  userUuid: s.userUuid,
  identityToken: s.identityToken,
  sessionToken: s.sessionToken,
});

export async function signInDemo(keep = false): Promise<Auth> {
  return authOf(value(await accountGateway().login(DEMO.email, DEMO.password, keep)));
}

let counter = 0;
/** A fresh registered customer, signed in. */
export async function newCustomer(overrides: { email?: string; telephone?: string | null } = {}) {
  const email = overrides.email ?? `shopper${++counter}-${Date.now()}@example.com`;
  const password = "Green-Leaf-77";
  const signIn = value(
    await accountGateway().register({
      email,
      password,
      firstname: "Sam",
      lastname: "Taylor",
      dob: "1995-06-30",
      telephone: overrides.telephone ?? null,
      customAttributes: {},
      consents: [{ id: "gdpr-privacy", accepted: true }],
      referralCode: null,
    }),
  );
  return { email, password, signIn, auth: authOf(signIn) };
}

/** A fresh customer, signed in, with `points` to spend (the club's own adjustment, straight into its ledger). */
export async function customerWithPoints(db: Database.Database, points: number): Promise<Auth> {
  const { auth } = await newCustomer();
  addEntry(db, auth.userUuid, { event: "adjustment", type: "earned", points });
  return auth;
}
