import { z } from "zod";
import type { QuizQuestion } from "~/lib/models/engagement";

/** The intents of the survey pages' forms. */
export const START_SURVEY_INTENT = "start-survey";
export const SURVEY_CODE_INTENT = "survey-code";
/** The intent of a quiz's form. */
export const QUIZ_INTENT = "quiz";

export const SERIAL_CODE_MESSAGE = "Enter the serial code you got at the end of the survey.";
export const serialCodeSchema = z.object({
  serialCode: z
    .string({ required_error: SERIAL_CODE_MESSAGE })
    .trim()
    .min(1, SERIAL_CODE_MESSAGE)
    .max(40, "A serial code has up to 40 characters."),
});

/** A quiz's answers: one of its options for each question, the field named as the question. */
export function quizAnswersSchema(questions: QuizQuestion[]) {
  return z.object(
    Object.fromEntries(
      questions.map((q, i) => {
        const message = `Choose an answer to question ${i + 1}.`;
        const ids = q.options.map((o) => o.id);
        return [q.id, z.string({ required_error: message }).refine((v) => ids.includes(v), message)];
      }),
    ),
  );
}
