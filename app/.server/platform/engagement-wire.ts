import { z } from "zod";
import type { Auth } from "~/lib/models/account";
import { seg } from "./account-map";
import { legacyLoyalty, unifiedLoyalty } from "./loyalty-wire";

/**
 * The two flavours of the club's surveys and quizzes (product.md §7; the legacy paths are the
 * sandbox's, decision 0015). Bodies are brought to camelCase by the loyalty calls' `unwrap`.
 */
export interface EngagementOps {
  surveys(auth: Auth): string;
  surveyStatus(auth: Auth, id: string): string;
  startSurvey(auth: Auth, id: string): { path: string; body: unknown };
  validateSurvey(auth: Auth, id: string, serialCode: string): { path: string; body: unknown };
  quizzes(auth: Auth): string;
  submitQuiz(auth: Auth | null, quizId: string, answers: Record<string, string>): { path: string; body: unknown };
  publicQuiz(id: string): string;
  submission(id: string): string;
  contests(auth: Auth): string;
  enterContest(auth: Auth): { path: string; contestField: string };
  unwrap(body: unknown): unknown;
}

const consumer = (auth: Auth) => `/api/loyalty/consumers/${seg(auth.userUuid)}`;
export const unifiedEngagement: EngagementOps = {
  surveys: (auth) => `${consumer(auth)}/surveys`,
  surveyStatus: (auth, id) => `${consumer(auth)}/survey/${seg(id)}/status`,
  startSurvey: (auth, id) => ({ path: `${consumer(auth)}/survey/${seg(id)}/start`, body: {} }),
  validateSurvey: (auth, id, serialCode) => ({
    path: `${consumer(auth)}/survey/${seg(id)}/validate`,
    body: { serial_code: serialCode },
  }),
  quizzes: (auth) => `/api/quizzes/by-user/${seg(auth.userUuid)}`,
  submitQuiz: (auth, quizId, answers) =>
    auth
      ? { path: `/api/quizzes/by-user/${seg(auth.userUuid)}`, body: { quiz_id: quizId, answers } }
      : { path: `/api/quizzes/${seg(quizId)}/submissions`, body: { answers } },
  publicQuiz: (id) => `/api/quizzes/${seg(id)}`,
  submission: (id) => `/api/quizzes/submissions/${seg(id)}`,
  contests: (auth) => `${consumer(auth)}/contests/status`,
  enterContest: (auth) => ({ path: `${consumer(auth)}/contests`, contestField: "contest_id" }),
  unwrap: unifiedLoyalty.unwrap,
};

const loyalty = (auth: Auth) => `/consumers/${seg(auth.userUuid)}/loyalty`;
export const legacyEngagement: EngagementOps = {
  surveys: (auth) => `${loyalty(auth)}/surveys`,
  surveyStatus: (auth, id) => `${loyalty(auth)}/surveys/${seg(id)}`,
  startSurvey: (auth, id) => ({ path: `${loyalty(auth)}/surveys/${seg(id)}/start`, body: {} }),
  validateSurvey: (auth, id, serialCode) => ({
    path: `${loyalty(auth)}/surveys/${seg(id)}/serial-codes`,
    body: { serialCode },
  }),
  quizzes: (auth) => `/consumers/${seg(auth.userUuid)}/quizzes`,
  submitQuiz: (auth, quizId, answers) =>
    auth
      ? { path: `/consumers/${seg(auth.userUuid)}/quizzes/submissions`, body: { quizId, answers } }
      : { path: `/quizzes/${seg(quizId)}/submissions`, body: { answers } },
  publicQuiz: (id) => `/quizzes/${seg(id)}`,
  submission: (id) => `/quizzes/submissions/${seg(id)}`,
  contests: (auth) => `${loyalty(auth)}/contests`,
  enterContest: (auth) => ({ path: `${loyalty(auth)}/contests/entries`, contestField: "contestId" }),
  unwrap: legacyLoyalty.unwrap,
};

// ---- what the answers must hold (camelCase after unwrap) ------------------------------------

export const surveySchema = z
  .object({
    surveyId: z.string(),
    title: z.string(),
    summary: z.string().default(""),
    points: z.number().int(),
    closesAt: z.string(),
    status: z.enum(["not_started", "started", "validating", "completed", "closed"]),
  })
  .transform(({ surveyId, ...s }) => ({ id: surveyId, ...s }));
export const surveysSchema = z.object({ items: z.array(surveySchema) });

const question = z.object({
  id: z.string(),
  text: z.string(),
  options: z.array(z.object({ id: z.string(), label: z.string() })).min(1),
});
const quiz = z.object({
  quizId: z.string(),
  title: z.string(),
  summary: z.string().default(""),
  kind: z.enum(["finder", "knowledge"]),
  questions: z.array(question).min(1),
});
export const quizSchema = quiz.transform(({ quizId, ...q }) => ({ id: quizId, ...q }));
export const submissionSchema = z.object({
  id: z.string(),
  quizId: z.string(),
  answers: z.record(z.string()),
  results: z.object({
    score: z.number().int().nullable(),
    total: z.number().int().nullable(),
    correct: z.array(z.object({ questionId: z.string(), correct: z.boolean() })),
    recommendations: z.array(
      z.object({ flavour: z.string(), label: z.string(), why: z.string(), skus: z.array(z.string()) }),
    ),
  }),
  questions: z.array(question),
  createdAt: z.string(),
});
export const quizzesSchema = z.object({
  items: z.array(
    quiz
      .extend({ lastSubmission: submissionSchema.nullable() })
      .transform(({ quizId, ...q }) => ({ id: quizId, ...q })),
  ),
});

export const contestSchema = z
  .object({
    contestId: z.string(),
    title: z.string(),
    summary: z.string().default(""),
    questions: z.array(z.object({ id: z.string(), text: z.string(), maxLength: z.number().int().positive() })),
    file: z.object({ required: z.boolean(), maxBytes: z.number().int().positive(), types: z.array(z.string()) }),
    closesAt: z.string(),
    status: z.enum(["open", "entered", "closed"]),
    entry: z
      .object({
        entryId: z.string(),
        answers: z.record(z.string()),
        fileName: z.string(),
        fileSize: z.number().int(),
        createdAt: z.string(),
      })
      .nullable(),
  })
  .transform(({ contestId, entry, ...c }) => ({
    id: contestId,
    ...c,
    entry: entry ? { id: entry.entryId, ...entry } : null,
  }));
export const contestsSchema = z.object({ items: z.array(contestSchema) });
