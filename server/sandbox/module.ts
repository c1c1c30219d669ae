import type Database from "better-sqlite3";
import type { Router } from "express";

/**
 * One upstream service of the sandbox (commerce, platform, content). Each owns its
 * tables: `migrate` creates them if missing, `seed` fills them from the demo data
 * (called only on an empty database), `router` serves the API.
 */
export interface SandboxModule {
  name: string;
  /** where the router is mounted, e.g. "/graphql" or "/content" */
  mountPath: string;
  migrate(db: Database.Database): void;
  seed(db: Database.Database): void;
  router(db: Database.Database): Router;
}
