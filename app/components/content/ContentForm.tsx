import { FileField, TextAreaField, TextField } from "~/components/forms/Field";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import {
  CONTENT_FORM_INTENT,
  CONTENT_FORM_UPLOADS,
  FORM_FIELDS,
  FORM_TEXT,
  formDomId,
  isUploadField,
  type FormFieldModel,
  type FormModel,
} from "~/lib/content";
import { acceptFor, uploadHint } from "~/lib/file-rules";
import { useForm, type SubmissionResult } from "~/lib/form-kit";

/**
 * What a file or image field takes, every bound said (decision 0075); on a refused form, first
 * that a good file chosen before must be chosen again (a browser never refills a file input).
 */
function uploadFieldHint(f: FormFieldModel & { type: "file" | "image" }) {
  const takes = uploadHint(CONTENT_FORM_UPLOADS[f.type].types, f.fileRules ?? {}, CONTENT_FORM_UPLOADS.maxBytes);
  return f.chooseAgain
    ? `Your ${f.type} was fine, but choose it again: a form sent back keeps no files. ${takes}`
    : takes;
}

/**
 * A content-service form, built with the shop's form kit: a plain POST to /content-form,
 * which checks it against the form's definition, forwards it and redirects back with
 * ?form=sent. A refused post comes back as `lastResult`: the values typed, a summary linking
 * to each field and the message beside it. The browser's own checks run first (a required
 * field, an e-mail's shape; product.md §5, decision 0050), the server's still decide; a form
 * with file or image fields is sent as multipart/form-data.
 */
export function ContentForm({
  block,
  lastResult,
  sent,
  hideTitle = false,
}: {
  block: FormModel;
  lastResult?: SubmissionResult<string[]>;
  sent: boolean;
  hideTitle?: boolean;
}) {
  const id = formDomId(block.id);
  const [form, fields] = useForm<Record<string, string | undefined>>({ id, lastResult });
  if (sent) {
    return (
      <div className="cb-form" id={id}>
        <p className="notice notice--success" role="status">
          {block.successMessage || FORM_TEXT.success}
        </p>
      </div>
    );
  }
  const titleId = `${id}-title`;
  const title = hideTitle ? null : block.title;
  return (
    <PostForm
      form={form}
      intent={CONTENT_FORM_INTENT}
      honeypot
      action="/content-form"
      className="cb-form"
      aria-labelledby={title ? titleId : undefined}
      noValidate={false}
      encType={block.fields.some(isUploadField) ? "multipart/form-data" : undefined}
    >
      {title ? (
        <h3 className="cb-form__title" id={titleId}>
          {title}
        </h3>
      ) : null}
      <input type="hidden" name={FORM_FIELDS.formId} value={block.id} />
      <input type="hidden" name={FORM_FIELDS.returnTo} value={block.returnTo} />
      {block.fields.map((f) =>
        isUploadField(f) ? (
          <FileField
            key={f.name}
            meta={fields[f.name]}
            label={f.label}
            optional={!f.required}
            hint={uploadFieldHint(f)}
            accept={acceptFor(CONTENT_FORM_UPLOADS[f.type].types, f.fileRules ?? {})}
          />
        ) : f.type === "textarea" ? (
          <TextAreaField
            key={f.name}
            meta={fields[f.name]}
            label={f.label}
            optional={!f.required}
            maxLength={f.maxLength}
            rows={5}
          />
        ) : (
          <TextField
            key={f.name}
            meta={fields[f.name]}
            type={f.type === "email" || f.type === "tel" ? f.type : "text"}
            label={f.label}
            optional={!f.required}
            maxLength={f.maxLength}
            autoComplete={f.autocomplete}
          />
        ),
      )}
      <SubmitButton intent={CONTENT_FORM_INTENT}>{block.submitLabel}</SubmitButton>
    </PostForm>
  );
}
