import { Form } from "@remix-run/react";
import type { InputHTMLAttributes, ReactNode } from "react";

type FieldProps = {
  id: string;
  label: string;
  hint?: string;
  error: string | null;
  value: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "maxLength" | "autoComplete" | "spellCheck" | "required">;

/**
 * A GET search form (store finder, site search): a landmark named `name`, one query field `q`,
 * the hidden fields in `children` that the search keeps, and the submit button.
 */
export function QueryForm({
  action,
  name,
  className,
  submit,
  children,
  ...field
}: FieldProps & { action: string; name: string; className: string; submit: string; children?: ReactNode }) {
  return (
    // The browser's own check would refuse a required field before the server's message could say why.
    <Form method="get" action={action} role="search" aria-label={name} className={className} noValidate>
      <QueryField {...field} />
      {children}
      <button type="submit" className="btn btn--primary">
        {submit}
      </button>
    </Form>
  );
}

/**
 * The query field: no conform, as nothing is posted, but the same markup as the kit's fields,
 * the message beside the field and wired with aria-invalid / aria-describedby. `key` makes the
 * field show the URL's query again after each navigation with scripting on.
 */
function QueryField({ id, label, hint, error, value, ...input }: FieldProps) {
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
