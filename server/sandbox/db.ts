import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { SandboxModule } from "./module";

/** Opens (or creates) the sandbox database; an empty one gets every module's seed. */
export function openDatabase(file: string, modules: SandboxModule[]): Database.Database {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.exec("CREATE TABLE IF NOT EXISTS sandbox_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
  for (const m of modules) m.migrate(db);
  const seeded = db.prepare("SELECT value FROM sandbox_meta WHERE key = 'seeded'").get();
  if (!seeded) {
    db.transaction(() => {
      for (const m of modules) m.seed(db);
      db.prepare("INSERT INTO sandbox_meta (key, value) VALUES ('seeded', ?)").run(new Date().toISOString());
    })();
  }
  return db;
}
