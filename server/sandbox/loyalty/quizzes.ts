import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import { AccountsError, invalid } from "../accounts/errors";

/**
 * Quizzes (product.md §3 Quiz submission: answers, results, questions; §7 GET and POST
 * /api/quizzes/by-user/{userUuid}). Two kinds: a `finder` recommends flavours (each answer
 * weighs for some of them; the two heaviest win, with the skus of their packs), a `knowledge`
 * quiz has right answers and scores them. The flavour finder is open to guests too (its own
 * paths; product.md shows only the customer's); every submission is kept, under its customer if any.
 */

interface Option {
  id: string;
  label: string;
  /** finder: weight per flavour code */
  weights?: Record<string, number>;
  correct?: boolean;
}
interface Question {
  id: string;
  text: string;
  options: Option[];
}
export interface Quiz {
  quiz_id: string;
  title: string;
  summary: string;
  kind: "finder" | "knowledge";
  /** open to guests (without a customer) */
  public: boolean;
  questions: Question[];
}

/** flavour code → its name and the skus recommended for it */
export const FLAVOURS: Record<string, { label: string; skus: string[]; why: string }> = {
  amber: { label: "Amber Tobacco", skus: ["ASH-STK-AMBER-P20"], why: "A rich, rounded tobacco blend." },
  teak: { label: "Teak", skus: ["ASH-STK-TEAK-P20"], why: "A smooth, woody tobacco." },
  sienna: { label: "Sienna", skus: ["ASH-STK-SIENNA-P20"], why: "Toasted nuts and earthy tobacco, full and dry." },
  bronze: { label: "Bronze", skus: ["ASH-STK-BRONZE-P20"], why: "Caramelised tobacco with a cocoa note." },
  silver: { label: "Silver Menthol", skus: ["ASH-STK-SILVER-P20"], why: "Crisp menthol over a light tobacco base." },
  turquoise: { label: "Turquoise Mint", skus: ["ASH-STK-TURQUOISE-P20"], why: "Bright spearmint, cool and clean." },
  ruby: { label: "Ruby Berry", skus: ["ASH-STK-RUBY-P20"], why: "Dark berries with a gentle menthol lift." },
};

export const QUIZZES: Quiz[] = [
  {
    quiz_id: "flavor-finder",
    title: "Find your flavour",
    summary: "Three questions, and we suggest the sticks to try first.",
    kind: "finder",
    public: true,
    questions: [
      {
        id: "taste",
        text: "Which taste do you enjoy most?",
        options: [
          { id: "tobacco", label: "Classic tobacco", weights: { amber: 3, teak: 2, sienna: 2, bronze: 2 } },
          { id: "fresh", label: "Fresh and cool", weights: { turquoise: 3, silver: 3 } },
          { id: "fruity", label: "Fruity", weights: { ruby: 4 } },
        ],
      },
      {
        id: "strength",
        text: "How strong do you like it?",
        options: [
          { id: "light", label: "Light", weights: { silver: 2, bronze: 1, ruby: 1 } },
          { id: "medium", label: "Medium", weights: { amber: 2, turquoise: 1 } },
          { id: "bold", label: "Bold", weights: { sienna: 3, teak: 2 } },
        ],
      },
      {
        id: "moment",
        text: "When do you enjoy it most?",
        options: [
          { id: "morning", label: "With a morning coffee", weights: { teak: 1, amber: 1 } },
          { id: "break", label: "On a break outdoors", weights: { turquoise: 1, ruby: 1 } },
          { id: "evening", label: "In the evening", weights: { bronze: 2 } },
        ],
      },
    ],
  },
  {
    quiz_id: "device-basics",
    title: "Know your device",
    summary: "Three questions on looking after your device.",
    kind: "knowledge",
    public: false,
    questions: [
      {
        id: "clean",
        text: "How often should you clean the heating chamber?",
        options: [
          { id: "every-20", label: "After every twenty sticks", correct: true },
          { id: "monthly", label: "Once a month" },
          { id: "never", label: "Never: it cleans itself" },
        ],
      },
      {
        id: "ash",
        text: "Why is there no ash?",
        options: [
          { id: "filter", label: "The filter catches it" },
          { id: "heat", label: "The tobacco is heated, never burnt", correct: true },
        ],
      },
      {
        id: "charge",
        text: "When is it best to charge the device?",
        options: [
          { id: "empty", label: "Only once the battery is completely empty" },
          { id: "before", label: "Before the battery runs empty", correct: true },
        ],
      },
    ],
  },
];

export function migrateQuizzes(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS quiz_submissions (
      id TEXT PRIMARY KEY,
      quiz_id TEXT NOT NULL,
      user_uuid TEXT,                 -- null: a guest's (the flavour finder)
      answers TEXT NOT NULL,          -- JSON {question id: option id}
      results TEXT NOT NULL,          -- JSON
      created_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS quiz_submissions_user ON quiz_submissions (user_uuid, quiz_id, created_at);
  `);
}

/** What a page shows of a quiz: never the weights or the right answers. */
export const quizBody = (q: Quiz) => ({
  quiz_id: q.quiz_id,
  title: q.title,
  summary: q.summary,
  kind: q.kind,
  questions: q.questions.map((x) => ({
    id: x.id,
    text: x.text,
    options: x.options.map(({ id, label }) => ({ id, label })),
  })),
});

export function findQuiz(id: string, guest: boolean): Quiz {
  const q = QUIZZES.find((x) => x.quiz_id === id);
  if (!q || (guest && !q.public)) throw new AccountsError(404, "QUIZ_NOT_FOUND", "No such quiz.");
  return q;
}

/** Every question answered with one of its options; the first that is not names its field. */
function checkAnswers(q: Quiz, answers: unknown): Record<string, string> {
  const given = answers && typeof answers === "object" ? (answers as Record<string, unknown>) : {};
  const out: Record<string, string> = {};
  for (const question of q.questions) {
    const a = given[question.id];
    if (typeof a !== "string" || !question.options.some((o) => o.id === a))
      throw invalid("ANSWER_REQUIRED", `Choose an answer to "${question.text}"`, `answers.${question.id}`);
    out[question.id] = a;
  }
  return out;
}

export function resultsOf(q: Quiz, answers: Record<string, string>) {
  const chosen = q.questions.map((x) => x.options.find((o) => o.id === answers[x.id])!);
  if (q.kind === "knowledge") {
    const correct = chosen.map((o, i) => ({ question_id: q.questions[i].id, correct: Boolean(o.correct) }));
    return {
      score: correct.filter((c) => c.correct).length,
      total: q.questions.length,
      correct,
      recommendations: [],
    };
  }
  const scores: Record<string, number> = {};
  for (const o of chosen) for (const [f, w] of Object.entries(o.weights ?? {})) scores[f] = (scores[f] ?? 0) + w;
  // heaviest first; a tie goes to the flavour listed first
  const order = Object.keys(FLAVOURS);
  const top = Object.entries(scores)
    .sort(([a, x], [b, y]) => y - x || order.indexOf(a) - order.indexOf(b))
    .slice(0, 2);
  return {
    score: null,
    total: null,
    correct: [],
    recommendations: top.map(([flavour, score]) => ({ flavour, ...FLAVOURS[flavour], score })),
  };
}

interface SubmissionRow {
  id: string;
  quiz_id: string;
  user_uuid: string | null;
  answers: string;
  results: string;
  created_at: string;
}

const submissionBody = (r: SubmissionRow) => ({
  id: r.id,
  quiz_id: r.quiz_id,
  answers: JSON.parse(r.answers) as Record<string, string>,
  results: JSON.parse(r.results) as unknown,
  questions: quizBody(findQuiz(r.quiz_id, false)).questions,
  created_at: r.created_at,
});

export function submitQuiz(db: Database.Database, user: string | null, id: string, answers: unknown) {
  const q = findQuiz(id, user === null);
  const checked = checkAnswers(q, answers);
  const row: SubmissionRow = {
    id: randomUUID(),
    quiz_id: q.quiz_id,
    user_uuid: user,
    answers: JSON.stringify(checked),
    results: JSON.stringify(resultsOf(q, checked)),
    created_at: new Date().toISOString(),
  };
  db.prepare(
    "INSERT INTO quiz_submissions (id, quiz_id, user_uuid, answers, results, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  ).run(row.id, row.quiz_id, row.user_uuid, row.answers, row.results, row.created_at);
  return submissionBody(row);
}

/** A submission by its id (an unguessable uuid); a customer's only to that customer. */
export function getSubmission(db: Database.Database, user: string | null, id: string) {
  const r = db.prepare("SELECT * FROM quiz_submissions WHERE id = ?").get(id) as SubmissionRow | undefined;
  if (!r || (r.user_uuid !== null && r.user_uuid !== user))
    throw new AccountsError(404, "SUBMISSION_NOT_FOUND", "No such quiz submission.");
  return submissionBody(r);
}

/** GET by-user: every quiz with the customer's latest submission of it. */
export function quizzesFor(db: Database.Database, user: string) {
  const latest = db.prepare(
    "SELECT * FROM quiz_submissions WHERE user_uuid = ? AND quiz_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1",
  );
  return QUIZZES.map((q) => {
    const r = latest.get(user, q.quiz_id) as SubmissionRow | undefined;
    return { ...quizBody(q), last_submission: r ? submissionBody(r) : null };
  });
}
