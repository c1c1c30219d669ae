import { useEffect, useRef } from "react";
import type { FormMetadata } from "~/lib/form-kit";

/**
 * The list of problems at the top of a form (design.md §5): each links to its field by id;
 * form-level errors (key "") are listed as text. Shown once a submit has failed. Without
 * JavaScript the page arrives with it focused (`autofocus`, GOV.UK's pattern: the returned page
 * starts at the summary) and `role="alert"` announces it; with JavaScript it takes focus after
 * each failed submit, so keyboard and screen-reader users land on it.
 */
export function ErrorSummary({ form }: { form: FormMetadata }) {
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(form.allErrors).filter(([, messages]) => messages.length > 0);
  const failed = form.status === "error" && entries.length > 0;
  useEffect(() => {
    if (failed) ref.current?.focus();
    // each reply is a new object: focus once per failed submit, not on every render
  }, [form.submission]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!failed) return null;
  const titleId = `${form.id}-error-summary-title`;
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- shown only after the shopper's own failed submit, which is where they need to be
    <div className="error-summary" role="alert" aria-labelledby={titleId} tabIndex={-1} ref={ref} autoFocus>
      <h2 id={titleId}>There is a problem</h2>
      <ul>
        {entries.map(([name, messages]) =>
          name === "" ? (
            messages.map((m) => <li key={m}>{m}</li>)
          ) : (
            <li key={name}>
              <a href={`#${form.id}-${name}`}>{messages[0]}</a>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
