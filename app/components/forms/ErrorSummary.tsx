/**
 * The list of problems at the top of a form (DESIGN §5): each links to its field by id;
 * form-level errors (key "") are listed as text. Shown once a submit has failed, not
 * while the shopper is still filling the form in (blur checks show beside the field).
 * With JavaScript, conform moves focus to the first invalid field on a failed submit.
 */
export function ErrorSummary({
  formId,
  errors,
  submitted = true,
}: {
  formId: string;
  errors: Record<string, string[] | undefined> | undefined;
  /** false until a submit has failed (conform's form.status === "error") */
  submitted?: boolean;
}) {
  const entries = Object.entries(errors ?? {}).filter(([, messages]) => messages && messages.length > 0) as [
    string,
    string[],
  ][];
  if (!submitted || entries.length === 0) return null;
  const titleId = `${formId}-error-summary-title`;
  return (
    <div className="error-summary" role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId}>There is a problem</h2>
      <ul>
        {entries.map(([name, messages]) =>
          name === "" ? (
            messages.map((m) => <li key={m}>{m}</li>)
          ) : (
            <li key={name}>
              <a href={`#${formId}-${name}`}>{messages[0]}</a>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
