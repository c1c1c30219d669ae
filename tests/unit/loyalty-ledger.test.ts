// The sandbox's points ledger (server/sandbox/loyalty/ledger.ts), with the clock passed in: the
// balance, what is pending and what expires soon, the tier, and the history, as earned, spent and
// expired entries make them (oldest points used and expired first). Issue 41, 7 read the ledger
// once per answer instead of three times: these are the answers it must keep giving.
import { afterAll, describe, expect, it } from "vitest";
import { createSandbox } from "../../server/sandbox";
import { PROGRAMME } from "../../server/sandbox/loyalty/catalogue";
import { addEntry, balanceOf, history, pointsStatus } from "../../server/sandbox/loyalty/ledger";

const { db } = createSandbox({ dbFile: ":memory:" });
afterAll(() => db.close());

const DAY = 86_400_000;
const NOW = Date.parse("2026-11-29T12:00:00.000Z");
const daysAgo = (d: number) => new Date(NOW - d * DAY).toISOString();
let n = 0;
function newUser() {
  const uuid = `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`;
  db.prepare(
    `INSERT INTO accounts_users (uuid, email, password_hash, firstname, lastname, status, created_at)
     VALUES (?, ?, '!', 'Test', 'User', 'active', ?)`,
  ).run(uuid, `ledger-${n}@example.com`, new Date().toISOString());
  return uuid;
}

/** Points long expired, partly spent before; points expiring within the window; pending ones. */
function seeded() {
  const user = newUser();
  const old = PROGRAMME.expiryDays + 10;
  addEntry(db, user, { event: "pack_code", type: "earned", points: 300, reference: "a", at: daysAgo(old) });
  addEntry(db, user, { event: "reward", type: "spent", points: -120, reference: "r1", at: daysAgo(old - 5) });
  addEntry(db, user, { event: "pack_code", type: "earned", points: 200, reference: "b", at: daysAgo(old - 20) });
  addEntry(db, user, { event: "article", type: "earned", points: 50, reference: "c", at: daysAgo(30) });
  addEntry(db, user, { event: "reward", type: "spent", points: -40, reference: "r2", at: daysAgo(20) });
  addEntry(db, user, {
    event: "order",
    type: "earned",
    points: 80,
    reference: "o1",
    at: daysAgo(2),
    pendingDays: PROGRAMME.pendingDays,
  });
  return user;
}

describe("the points ledger", () => {
  it("settles expired points, oldest first, and answers the status from what is left", () => {
    const user = seeded();
    const status = pointsStatus(db, user, NOW);
    // 300 earned, 120 spent, the 140 left expired; 200 expiring within the window; 80 pending
    expect(status).toMatchObject({ points: 250, pending_points: 80, points_to_expire: 200 });
    expect(status).toMatchInlineSnapshot(`
      {
        "earned_last_year": 250,
        "expire_at": "2026-12-09T12:00:00.000Z",
        "next_tier": {
          "code": "silver",
          "name": "Silver",
          "threshold": 600,
        },
        "pending_points": 80,
        "points": 250,
        "points_to_expire": 200,
        "tier": {
          "code": "bronze",
          "name": "Bronze",
          "threshold": 0,
        },
      }
    `);
    expect(balanceOf(db, user, NOW)).toBe(status.points);
    // asked again: the expiry is not settled twice
    expect(pointsStatus(db, user, NOW)).toEqual(status);
    expect(pointsStatus(db, user, NOW + 3 * DAY)).toMatchInlineSnapshot(`
      {
        "earned_last_year": 250,
        "expire_at": "2026-12-09T12:00:00.000Z",
        "next_tier": {
          "code": "silver",
          "name": "Silver",
          "threshold": 600,
        },
        "pending_points": 80,
        "points": 250,
        "points_to_expire": 200,
        "tier": {
          "code": "bronze",
          "name": "Bronze",
          "threshold": 0,
        },
      }
    `);
  });

  it("settles what expired since it was last asked", () => {
    const user = seeded();
    pointsStatus(db, user, NOW);
    // the 200 earned 355 days ago expire in 10 days; the order's 80 are confirmed by then
    const later = pointsStatus(db, user, NOW + 12 * DAY);
    expect([later.points, later.pending_points, later.points_to_expire]).toMatchInlineSnapshot(`
      [
        130,
        0,
        0,
      ]
    `);
    expect(balanceOf(db, user, NOW + 12 * DAY)).toBe(later.points);
  });

  it("lists the history newest first with the balance after each entry", () => {
    const user = seeded();
    const page = history(db, user, 1, 50, NOW);
    expect(page.items.map((i) => [i.type, i.points, i.balance, i.pending])).toMatchInlineSnapshot(`
      [
        [
          "earned",
          80,
          250,
          true,
        ],
        [
          "expired",
          -140,
          250,
          false,
        ],
        [
          "spent",
          -40,
          390,
          false,
        ],
        [
          "earned",
          50,
          430,
          false,
        ],
        [
          "earned",
          200,
          380,
          false,
        ],
        [
          "spent",
          -120,
          180,
          false,
        ],
        [
          "earned",
          300,
          300,
          false,
        ],
      ]
    `);
    expect(page.items[0].balance).toBe(balanceOf(db, user, NOW));
  });

  it("a balance with nothing to settle is the confirmed entries' sum", () => {
    const user = newUser();
    addEntry(db, user, { event: "article", type: "earned", points: 25, reference: "x", at: daysAgo(1) });
    expect(balanceOf(db, user, NOW)).toBe(25);
    expect(pointsStatus(db, user, NOW)).toMatchObject({ points: 25, pending_points: 0, points_to_expire: 0 });
  });
});
