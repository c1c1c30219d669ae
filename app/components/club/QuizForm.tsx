// A quiz: one radio group per question, checked on the server (app/.server/club/quizzes.ts);
// a question left out or answered wrongly is named beside it, the other answers stay chosen.
import { PostForm } from "~/components/forms/PostForm";
import { RadioGroup } from "~/components/forms/RadioGroup";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { usePostForm } from "~/components/forms/usePostForm";
import type { TextMeta } from "~/components/forms/Field";
import { QUIZ_INTENT } from "~/lib/form-names";
import type { quizAnswersSchema } from "~/lib/schemas/engagement";

interface Question {
  id: string;
  text: string;
  options: { value: string; label: string }[];
}

export function QuizForm({
  questions,
  submit,
  defaults = {},
  honeypot = false,
}: {
  questions: Question[];
  submit: string;
  defaults?: Record<string, string>;
  honeypot?: boolean;
}) {
  const [form, fields] = usePostForm<typeof quizAnswersSchema>(QUIZ_INTENT, defaults);
  return (
    <PostForm form={form} intent={QUIZ_INTENT} honeypot={honeypot} className="account-form">
      {questions.map((q, i) => (
        <RadioGroup key={q.id} meta={fields[q.id] as TextMeta} legend={`${i + 1}. ${q.text}`} options={q.options} />
      ))}
      <SubmitButton intent={QUIZ_INTENT} className="btn btn--primary">
        {submit}
      </SubmitButton>
    </PostForm>
  );
}
