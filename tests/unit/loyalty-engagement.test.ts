import { afterAll, describe, expect, it } from "vitest";
import { createSandbox } from "../../server/sandbox";
import { balanceOf } from "../../server/sandbox/loyalty/ledger";
import { findQuiz, resultsOf } from "../../server/sandbox/loyalty/quizzes";
import {
  newSerialCodes,
  normaliseCode,
  PROCESSING_MS,
  startSurvey,
  surveyStatus,
  validateSerialCode,
} from "../../server/sandbox/loyalty/surveys";

// The sandbox's survey and quiz rules on their own, with the clock passed in: a validated
// survey is `validating` until the partner's confirmation time, then completed with its points,
// once; a finder quiz's heaviest flavours win (ties to the first listed); a knowledge quiz scores.

const { db } = createSandbox({ dbFile: ":memory:" });
afterAll(() => db.close());

let n = 0;
function newUser() {
  const uuid = `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`;
  db.prepare(
    `INSERT INTO accounts_users (uuid, email, password_hash, firstname, lastname, status, created_at)
     VALUES (?, ?, '!', 'Test', 'User', 'active', ?)`,
  ).run(uuid, `unit-${n}@example.com`, new Date().toISOString());
  return uuid;
}

describe("surveys", () => {
  it("reads a code as printed: case, spaces and dashes don't matter", () => {
    expect(normaliseCode(" ambr-2027 0001 ")).toBe("AMBR20270001");
  });

  it("is validating until the partner confirms, then completed with 100 points, once", () => {
    const user = newUser();
    const t0 = Date.parse("2030-01-01T00:00:00Z");
    const [code] = newSerialCodes(db, "amber-2027", 1);
    startSurvey(db, user, "amber-2027", t0);
    expect(validateSerialCode(db, user, "amber-2027", code, t0).status).toBe("validating");
    expect(surveyStatus(db, user, "amber-2027", t0 + PROCESSING_MS - 1).status).toBe("validating");
    expect(balanceOf(db, user, t0 + PROCESSING_MS - 1)).toBe(0);
    expect(surveyStatus(db, user, "amber-2027", t0 + PROCESSING_MS).status).toBe("completed");
    surveyStatus(db, user, "amber-2027", t0 + PROCESSING_MS + 1000);
    expect(balanceOf(db, user, t0 + PROCESSING_MS + 1000)).toBe(100);
  });

  it("takes part once: starting again changes nothing", () => {
    const user = newUser();
    expect(startSurvey(db, user, "device-month-2027").created).toBe(true);
    expect(startSurvey(db, user, "device-month-2027")).toMatchObject({ created: false, survey: { status: "started" } });
  });
});

describe("quizzes", () => {
  const finder = findQuiz("flavor-finder", true);
  it("recommends the two heaviest flavours, a tie going to the flavour listed first", () => {
    const r = resultsOf(finder, { taste: "tobacco", strength: "bold", moment: "morning" });
    expect(r.recommendations.map((x) => [x.flavour, x.score])).toEqual([
      ["teak", 5],
      ["sienna", 5],
    ]);
    expect(r.recommendations[0].skus).toEqual(["ASH-STK-TEAK-P20"]);
  });

  it("scores a knowledge quiz, and keeps it from guests", () => {
    const quiz = findQuiz("device-basics", false);
    const r = resultsOf(quiz, { clean: "every-20", ash: "heat", charge: "empty" });
    expect(r).toMatchObject({ score: 2, total: 3, recommendations: [] });
    expect(() => findQuiz("device-basics", true)).toThrow("No such quiz.");
  });
});
