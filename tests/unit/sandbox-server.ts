import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import Database from "better-sqlite3";
import express from "express";
import { afterAll, beforeAll } from "vitest";
import type { SandboxModule } from "../../server/sandbox/module";

/**
 * Sandbox modules in-process for a test file, on a real port, over an in-memory database
 * (each module migrated, then each seeded: seeding twice must be harmless). The returned
 * object is filled before the first test.
 */
export function useSandboxModules(modules: SandboxModule[]) {
  let server: Server;
  const running = { origin: "", db: undefined as unknown as Database.Database };
  beforeAll(async () => {
    running.db = new Database(":memory:");
    for (const m of modules) m.migrate(running.db);
    for (const m of modules) m.seed(running.db);
    const app = express();
    for (const m of modules) app.use(m.mountPath, m.router(running.db));
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    running.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    running.db.close();
  });
  return running;
}
