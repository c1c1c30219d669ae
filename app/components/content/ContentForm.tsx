import { useEffect, useRef, useState } from "react";
import { FORM_FIELDS, FORM_TEXT, formDomId, type FormModel, type FormState } from "~/lib/content";

/**
 * A content-service form as a real HTML form posting to /content-form, which checks it
 * against the form's definition, forwards it and redirects back with ?form=sent. Errors
 * come back in `state`: a summary linking to each field, and the message by the field.
 */
export function ContentForm({
  block,
  state,
  sent,
  hideTitle = false,
}: {
  block: FormModel;
  state?: FormState;
  sent: boolean;
  hideTitle?: boolean;
}) {
  const id = formDomId(block.id);
  const errors = state?.errors ?? {};
  const values = state?.values ?? {};
  const problems = Object.entries(errors);
  const hasProblems = problems.length > 0 || Boolean(state?.formError);
  const summary = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (hasProblems) summary.current?.focus();
    // Coming back with the Back button restores the page as it was left: re-enable it.
    const reset = () => setPending(false);
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, [hasProblems]);

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
    <form
      className="cb-form"
      id={id}
      method="post"
      action="/content-form"
      aria-labelledby={title ? titleId : undefined}
      onSubmit={(e) => (pending ? e.preventDefault() : setPending(true))}
    >
      {title ? (
        <h3 className="cb-form__title" id={titleId}>
          {title}
        </h3>
      ) : null}
      {hasProblems ? (
        <div className="error-summary" role="alert" tabIndex={-1} ref={summary}>
          <p className="error-summary__title">
            <strong>There is a problem</strong>
          </p>
          <ul>
            {state?.formError ? <li>{state.formError}</li> : null}
            {problems.map(([name, message]) => (
              <li key={name}>
                <a href={`#${id}-${name}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <input type="hidden" name={FORM_FIELDS.formId} value={block.id} />
      <input type="hidden" name={FORM_FIELDS.returnTo} value={block.returnTo} />
      {/* Bots fill every field; people never see this one. */}
      <div className="cb-form__hp" aria-hidden="true">
        <label htmlFor={`${id}-hp`}>Leave this field empty</label>
        <input
          id={`${id}-hp`}
          type="text"
          name={FORM_FIELDS.honeypot}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {block.fields.map((f) => {
        const fieldId = `${id}-${f.name}`;
        const error = errors[f.name];
        const common = {
          id: fieldId,
          name: f.name,
          required: f.required,
          maxLength: f.maxLength,
          autoComplete: f.autocomplete,
          defaultValue: values[f.name] ?? "",
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${fieldId}-error` : undefined,
        };
        return (
          <div className="field cb-field" key={f.name}>
            <label htmlFor={fieldId}>
              {f.label}
              {f.required ? null : <span className="cb-field__optional"> (optional)</span>}
            </label>
            {error ? (
              <p className="field__error" id={`${fieldId}-error`}>
                {error}
              </p>
            ) : null}
            {f.type === "textarea" ? <textarea rows={5} {...common} /> : <input type={f.type} {...common} />}
          </div>
        );
      })}
      <button
        type="submit"
        className="btn btn--primary"
        aria-disabled={pending || undefined}
        data-pending={pending || undefined}
      >
        {pending ? FORM_TEXT.sending : block.submitLabel}
      </button>
    </form>
  );
}
