import { z } from "zod";
import { megabytes } from "~/lib/format";
import type { QuizQuestion } from "~/lib/models/engagement";
import { CONTEST_INTENT, PHOTO_FIELD, START_SURVEY_INTENT, SURVEY_CODE_INTENT, QUIZ_INTENT } from "~/lib/form-names";
export { CONTEST_INTENT, PHOTO_FIELD, START_SURVEY_INTENT, SURVEY_CODE_INTENT, QUIZ_INTENT };

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

/** What a photo of `size` bytes over a limit of `maxBytes` is told, beside its field. */
export const photoTooLarge = (size: number, maxBytes: number) =>
  `This photo is ${megabytes(size)}: choose one of up to ${megabytes(maxBytes)}.`;

/**
 * A contest entry: each question answered (within its length) and a photo within the size limit.
 * Its kind is the server's to tell from its bytes (app/.server/forms/image-bytes.ts), not the type the
 * browser declares.
 */
export function contestEntrySchema(
  questions: { id: string; text: string; maxLength: number }[],
  file: { maxBytes: number },
) {
  const photoRequired = "Choose a photo to send (JPEG or PNG).";
  return z.object({
    ...Object.fromEntries(
      questions.map((q) => {
        const required = `Answer “${q.text}”.`;
        const tooLong = `Your answer can have up to ${q.maxLength} characters.`;
        return [q.id, z.string({ required_error: required }).trim().min(1, required).max(q.maxLength, tooLong)];
      }),
    ),
    [PHOTO_FIELD]: z
      .instanceof(File, { message: photoRequired })
      .refine((f) => f.size > 0, photoRequired)
      .refine(
        (f) => f.size <= file.maxBytes,
        (f) => ({ message: photoTooLarge(f.size, file.maxBytes) }),
      ),
  });
}
