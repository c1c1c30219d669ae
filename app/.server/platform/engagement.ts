import { z } from "zod";
import {
  SURVEY_STATUS_DELAY_MS,
  SURVEY_STATUS_RETRIES,
  type Contest,
  type EngagementGateway,
  type Quiz,
  type QuizSubmission,
  type Survey,
} from "~/lib/models/engagement";
import type { Auth } from "~/lib/models/account";
import type { LoyaltyRead } from "~/lib/models/loyalty";
import type { Operation, PlatformCallOptions } from "./adapter";
import { seg } from "./account-map";
import { club, consumer } from "./loyalty-wire";
import { loyaltyClient } from "./loyalty-client";

/**
 * Surveys, quizzes and contests (contract: ~/lib/models/engagement), one operation per call
 * (decision 0035; product.md §7; the legacy paths are the sandbox's, decision 0015), spoken and read
 * as the club's other calls (./loyalty-wire.ts). The customer's reads fall back to safe defaults
 * (product.md §8), changes answer the platform's refusal as a result, its field named as the
 * form's (`serialCode`, a quiz's question id).
 */

const { unified: u, legacy: l } = club;
const loyalty = (auth: Auth) => `${consumer.legacy(auth)}/loyalty`;

// ---- what the answers must hold (camelCase after unwrap) ------------------------------------

const surveySchema = z
  .object({
    surveyId: z.string(),
    title: z.string(),
    summary: z.string().default(""),
    points: z.number().int(),
    closesAt: z.string(),
    status: z.enum(["not_started", "started", "validating", "completed", "closed"]),
  })
  .transform(({ surveyId, ...s }) => ({ id: surveyId, ...s }));
const surveysSchema = z.object({ items: z.array(surveySchema) });

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
const quizSchema = quiz.transform(({ quizId, ...q }) => ({ id: quizId, ...q }));
const submissionSchema = z.object({
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
const quizzesSchema = z.object({
  items: z.array(
    quiz
      .extend({ lastSubmission: submissionSchema.nullable() })
      .transform(({ quizId, ...q }) => ({ id: quizId, ...q })),
  ),
});

const contestSchema = z
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
const contestsSchema = z.object({ items: z.array(contestSchema) });

export const surveys: Operation<[Auth], Survey[]> = {
  unified: async (rest, auth) =>
    (await u.get(rest, `${consumer.unified(auth)}/surveys`, surveysSchema, "surveys", { auth })).items,
  legacy: async (rest, auth) =>
    (await l.get(rest, `${loyalty(auth)}/surveys`, surveysSchema, "surveys", { auth })).items,
};

export const surveyStatus: Operation<[Auth, string], Survey> = {
  unified: (rest, auth, id) =>
    u.get(rest, `${consumer.unified(auth)}/survey/${seg(id)}/status`, surveySchema, "survey", { auth }),
  legacy: (rest, auth, id) => l.get(rest, `${loyalty(auth)}/surveys/${seg(id)}`, surveySchema, "survey", { auth }),
};

export const startSurvey: Operation<[Auth, string], Survey> = {
  unified: (rest, auth, id) =>
    u.post(rest, auth, `${consumer.unified(auth)}/survey/${seg(id)}/start`, {}, surveySchema, "survey"),
  legacy: (rest, auth, id) =>
    l.post(rest, auth, `${loyalty(auth)}/surveys/${seg(id)}/start`, {}, surveySchema, "survey"),
};

export const validateSurvey: Operation<[Auth, string, string], Survey> = {
  unified: (rest, auth, id, serialCode) =>
    u.post(
      rest,
      auth,
      `${consumer.unified(auth)}/survey/${seg(id)}/validate`,
      { serial_code: serialCode },
      surveySchema,
      "survey",
    ),
  legacy: (rest, auth, id, serialCode) =>
    l.post(rest, auth, `${loyalty(auth)}/surveys/${seg(id)}/serial-codes`, { serialCode }, surveySchema, "survey"),
};

type QuizWithLast = Quiz & { lastSubmission: QuizSubmission | null };
export const quizzes: Operation<[Auth], QuizWithLast[]> = {
  unified: async (rest, auth) =>
    (await u.get(rest, `/api/quizzes/by-user/${seg(auth.userUuid)}`, quizzesSchema, "quizzes", { auth })).items,
  legacy: async (rest, auth) =>
    (await l.get(rest, `${consumer.legacy(auth)}/quizzes`, quizzesSchema, "quizzes", { auth })).items,
};

export const publicQuiz: Operation<[string], Quiz> = {
  unified: (rest, id) => u.get(rest, `/api/quizzes/${seg(id)}`, quizSchema, "quiz"),
  legacy: (rest, id) => l.get(rest, `/quizzes/${seg(id)}`, quizSchema, "quiz"),
};

/** a customer's submission is kept with them; a guest's goes to the quiz */
export const submitQuiz: Operation<[Auth | null, string, Record<string, string>], QuizSubmission> = {
  unified: (rest, auth, quizId, answers) =>
    auth
      ? u.post(
          rest,
          auth,
          `/api/quizzes/by-user/${seg(auth.userUuid)}`,
          { quiz_id: quizId, answers },
          submissionSchema,
          "quiz submission",
        )
      : u.post(rest, auth, `/api/quizzes/${seg(quizId)}/submissions`, { answers }, submissionSchema, "quiz submission"),
  legacy: (rest, auth, quizId, answers) =>
    auth
      ? l.post(
          rest,
          auth,
          `${consumer.legacy(auth)}/quizzes/submissions`,
          { quizId, answers },
          submissionSchema,
          "quiz submission",
        )
      : l.post(rest, auth, `/quizzes/${seg(quizId)}/submissions`, { answers }, submissionSchema, "quiz submission"),
};

export const submission: Operation<[Auth | null, string], QuizSubmission> = {
  unified: (rest, auth, id) =>
    u.get(rest, `/api/quizzes/submissions/${seg(id)}`, submissionSchema, "quiz submission", { auth }),
  legacy: (rest, auth, id) =>
    l.get(rest, `/quizzes/submissions/${seg(id)}`, submissionSchema, "quiz submission", { auth }),
};

export const contests: Operation<[Auth], Contest[]> = {
  unified: async (rest, auth) =>
    (await u.get(rest, `${consumer.unified(auth)}/contests/status`, contestsSchema, "contests", { auth })).items,
  legacy: async (rest, auth) =>
    (await l.get(rest, `${loyalty(auth)}/contests`, contestsSchema, "contests", { auth })).items,
};

type Entry = { contestId: string; answers: Record<string, string>; photo: File };
/** a multipart: the contest (named as each flavour names it), the questions and answers, the photo */
function entryForm(contestField: string, { contestId, answers, photo }: Entry) {
  const body = new FormData();
  body.set(contestField, contestId);
  for (const [question, answer] of Object.entries(answers)) {
    body.append("questions", question);
    body.append("answers", answer);
  }
  body.set("files", photo, photo.name);
  return body;
}
export const enterContest: Operation<[Auth, Entry], Contest> = {
  unified: (rest, auth, entry) =>
    u.post(
      rest,
      auth,
      `${consumer.unified(auth)}/contests`,
      entryForm("contest_id", entry),
      contestSchema,
      "contest entry",
    ),
  legacy: (rest, auth, entry) =>
    l.post(
      rest,
      auth,
      `${loyalty(auth)}/contests/entries`,
      entryForm("contestId", entry),
      contestSchema,
      "contest entry",
    ),
};

const FORM_FIELDS: Record<string, string> = { serial_code: "serialCode", serialCode: "serialCode", files: "photo" };
/** `answers.<question>` → the form's field, named as the question */
const formField = (field: string) => FORM_FIELDS[field] ?? /^answers\.(.+)$/.exec(field)?.[1];

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

export function engagementGateway(options: PlatformCallOptions = {}): EngagementGateway {
  const { get, read, post, find } = loyaltyClient(options, formField);

  return {
    surveys: (auth) => read([], auth, () => get(surveys, auth)),
    async surveyStatus(auth, id) {
      const once = () => read(null, auth, () => find(() => get(surveyStatus, auth, id)));
      let answer: LoyaltyRead<Survey | null> = await once();
      // product.md §9: while the partner is checking the code (or the read failed), ask again
      for (let retry = 0; retry < SURVEY_STATUS_RETRIES; retry++) {
        if (answer.available && answer.value?.status !== "validating") break;
        await wait(SURVEY_STATUS_DELAY_MS, options.signal);
        if (options.signal?.aborted) break;
        answer = await once();
      }
      return answer;
    },
    startSurvey: (auth, id) => post(startSurvey, auth, id),
    validateSurvey: (auth, id, code) => post(validateSurvey, auth, id, code),
    quizzes: (auth) => read([], auth, () => get(quizzes, auth)),
    publicQuiz: (id) => find(() => get(publicQuiz, id)),
    submitQuiz: (auth, quizId, answers) => post(submitQuiz, auth, quizId, answers),
    submission: (auth, id) => find(() => get(submission, auth, id)),
    contests: (auth) => read([], auth, () => get(contests, auth)),
    enterContest: (auth, input) => post(enterContest, auth, input),
  };
}
