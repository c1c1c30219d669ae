import path from "node:path";
import express from "express";
import type Database from "better-sqlite3";
import { openDatabase } from "./db";
import type { SandboxModule } from "./module";
import { commerceModule } from "./commerce";
import { platformLegacyModule, platformModule } from "./platform";
import { contentModule } from "./content";
import { paymentProviderModule } from "./payments/provider";
import { ageProviderModule } from "./age/provider";
import { SANDBOX_PUSH_PUBLIC_KEY } from "./accounts/push-tokens";

export const sandboxModules: SandboxModule[] = [
  commerceModule,
  platformModule,
  platformLegacyModule,
  contentModule,
  paymentProviderModule,
  ageProviderModule,
];

export const defaultDataDir = () => process.env.SANDBOX_DATA_DIR ?? path.resolve(".data/sandbox");

export interface Sandbox {
  app: express.Express;
  db: Database.Database;
}

/** The three local upstreams in one Express app over one SQLite file (":memory:" in tests). */
export function createSandbox(options: { dbFile?: string } = {}): Sandbox {
  const dbFile = options.dbFile ?? path.join(defaultDataDir(), "sandbox.db");
  const db = openDatabase(dbFile, sandboxModules);
  const app = express();
  app.disable("x-powered-by");
  app.get("/health", (_req, res) => {
    res.json({ ok: true });
  });
  // The card provider's and the bank's pages are pages a browser shows, and it asks for their
  // icon: a 404 there would be an error in the shopper's console, as no real provider's is.
  app.get("/favicon.ico", (_req, res) => {
    res.status(204).end();
  });
  for (const m of sandboxModules) app.use(m.mountPath, m.router(db));
  return { app, db };
}

/** The base URLs a storefront uses for a sandbox listening on `origin`. */
export function sandboxUrls(origin: string) {
  return {
    COMMERCE_GRAPHQL_URL: `${origin}/graphql`,
    PLATFORM_API_URL: `${origin}/platform`,
    PLATFORM_LEGACY_API_URL: `${origin}/platform-legacy`,
    CONTENT_API_URL: `${origin}/content`,
    CONTENT_API_KEY: "sandbox-content-key",
    PUSH_PUBLIC_KEY: SANDBOX_PUSH_PUBLIC_KEY,
  };
}
