// A contest's entry: its questions and a photo, sent as multipart/form-data in a plain POST
// (no scripting needed). Checked on the server (app/.server/club/contests.ts); each message sits
// beside its field, the answers typed come back, the photo is chosen again.
import { PostForm } from "~/components/forms/PostForm";
import { FileField, TextAreaField } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { usePostForm, type FormFields } from "~/components/forms/usePostForm";
import { CONTEST_INTENT, PHOTO_FIELD } from "~/lib/form-names";

export function ContestForm({
  questions,
  maxSize,
}: {
  questions: { id: string; text: string; maxLength: number }[];
  maxSize: string;
}) {
  const [form, fields] = usePostForm<FormFields<Record<string, string | undefined>>>(CONTEST_INTENT, {});
  return (
    <PostForm form={form} intent={CONTEST_INTENT} encType="multipart/form-data" className="account-form">
      {questions.map((q) => (
        <TextAreaField
          key={q.id}
          meta={fields[q.id]}
          label={q.text}
          hint={`Up to ${q.maxLength} characters.`}
          maxLength={q.maxLength}
          rows={4}
        />
      ))}
      <FileField
        meta={fields[PHOTO_FIELD]}
        label="Your photo"
        hint={`A JPEG or PNG image of up to ${maxSize}.`}
        accept="image/jpeg,image/png"
      />
      <SubmitButton intent={CONTEST_INTENT} className="btn btn--primary">
        Send my entry
      </SubmitButton>
    </PostForm>
  );
}
