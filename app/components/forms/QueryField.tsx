import type { InputHTMLAttributes } from "react";

/**
 * The one text field of a GET search form (store finder, site search): no conform, as nothing
 * is posted, but the same markup as the kit's fields, the message beside the field and wired
 * with aria-invalid / aria-describedby. `key` makes the field show the URL's query again after
 * each navigation with scripting on.
 */
export function QueryField({
  id,
  label,
  hint,
  error,
  value,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | null;
  value: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "maxLength" | "autoComplete" | "spellCheck" | "required">) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      <input
        id={id}
        name="q"
        defaultValue={value}
        key={value}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        // After a search that could not be used, focus returns here so it can be corrected at once.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={Boolean(error)}
      />
    </div>
  );
}
