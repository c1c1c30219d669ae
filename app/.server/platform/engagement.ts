import { config } from "../config";
import {
  SURVEY_STATUS_DELAY_MS,
  SURVEY_STATUS_RETRIES,
  type EngagementGateway,
  type Survey,
} from "~/lib/models/engagement";
import type { LoyaltyRead } from "~/lib/models/loyalty";
import {
  contestSchema,
  contestsSchema,
  legacyEngagement,
  quizSchema,
  quizzesSchema,
  submissionSchema,
  surveySchema,
  surveysSchema,
  unifiedEngagement,
} from "./engagement-wire";
import { loyaltyClient } from "./loyalty-client";
import type { PlatformCallOptions } from "./platform";

/**
 * Surveys and quizzes (contract: ~/lib/models/engagement) on the loyalty calls (./loyalty-client.ts):
 * the customer's reads fall back to safe defaults (product.md §8), changes answer the platform's
 * refusal as a result, its field named as the form's (`serialCode`, a quiz's question id).
 */

const OPS = { unified: unifiedEngagement, legacy: legacyEngagement };
const FORM_FIELDS: Record<string, string> = { serial_code: "serialCode", serialCode: "serialCode", files: "photo" };
/** `answers.<question>` → the form's field, named as the question */
const formField = (field: string) => FORM_FIELDS[field] ?? /^answers\.(.+)$/.exec(field)?.[1];

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

export function engagementGateway(options: PlatformCallOptions = {}): EngagementGateway {
  const ops = OPS[config().platform.flavour];
  const { get, read, post, find } = loyaltyClient(options, { unwrap: ops.unwrap, formField });

  return {
    surveys: (auth) =>
      read([], auth, async () => (await get(ops.surveys(auth), surveysSchema, "surveys", { auth })).items),
    async surveyStatus(auth, id) {
      const once = () =>
        read(null, auth, () => find(() => get(ops.surveyStatus(auth, id), surveySchema, "survey", { auth })));
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
    startSurvey: (auth, id) => post(auth, ops.startSurvey(auth, id), surveySchema, "survey"),
    validateSurvey: (auth, id, code) => post(auth, ops.validateSurvey(auth, id, code), surveySchema, "survey"),
    quizzes: (auth) =>
      read([], auth, async () => (await get(ops.quizzes(auth), quizzesSchema, "quizzes", { auth })).items),
    publicQuiz: (id) => find(() => get(ops.publicQuiz(id), quizSchema, "quiz")),
    submitQuiz: (auth, quizId, answers) =>
      post(auth, ops.submitQuiz(auth, quizId, answers), submissionSchema, "quiz submission"),
    submission: (auth, id) => find(() => get(ops.submission(id), submissionSchema, "quiz submission", { auth })),
    contests: (auth) =>
      read([], auth, async () => (await get(ops.contests(auth), contestsSchema, "contests", { auth })).items),
    enterContest(auth, { contestId, answers, photo }) {
      const { path, contestField } = ops.enterContest(auth);
      const body = new FormData();
      body.set(contestField, contestId);
      for (const [question, answer] of Object.entries(answers)) {
        body.append("questions", question);
        body.append("answers", answer);
      }
      body.set("files", photo, photo.name);
      return post(auth, { path, body }, contestSchema, "contest entry");
    },
  };
}
