import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/sandbox/db";

describe("the sandbox database", () => {
  it("prepares each SQL text once, and a statement handed out again has pluck off", () => {
    const db = openDatabase(":memory:", []);
    db.exec("CREATE TABLE t (a INTEGER, b TEXT)");
    db.prepare("INSERT INTO t VALUES (?, ?)").run(1, "one");
    const sql = "SELECT a, b FROM t WHERE a = ?";
    const first = db.prepare(sql);
    expect(db.prepare(sql)).toBe(first);
    expect(db.prepare(sql).pluck().get(1)).toBe(1);
    expect(db.prepare(sql).get(1)).toEqual({ a: 1, b: "one" });
    // writes through a reused statement still run
    db.prepare("INSERT INTO t VALUES (?, ?)").run(2, "two");
    expect(db.prepare("SELECT COUNT(*) AS n FROM t").get()).toEqual({ n: 2 });
    db.close();
  });
});
