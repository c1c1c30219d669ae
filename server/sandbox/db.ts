import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { SandboxModule } from "./module";

/** Opens (or creates) the sandbox database; an empty one gets every module's seed. */
export function openDatabase(file: string, modules: SandboxModule[]): Database.Database {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = reusingStatements(new Database(file));
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

/**
 * Keeps each SQL text's prepared statement, as a database server keeps its plans: the modules
 * call `db.prepare(sql)` where they use it, and compiling the same SQL on every request was a
 * sixth of the sandbox's time under load. A statement handed out again starts with `pluck`
 * off, whatever its last user set.
 */
function reusingStatements(db: Database.Database): Database.Database {
  const prepare = db.prepare.bind(db);
  const statements = new Map<string, Database.Statement>();
  db.prepare = ((sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = prepare(sql);
      // the texts are the modules' own, a few hundred; a bound all the same
      if (statements.size >= 2000) statements.delete(statements.keys().next().value!);
      statements.set(sql, statement);
    } else if (statement.reader) {
      statement.pluck(false);
    }
    return statement;
  }) as Database.Database["prepare"];
  return db;
}
