// A radio group in a fieldset with a legend (design.md §5). The first radio carries the
// field's id, so the error summary's link lands on the group.
import type { ReactNode } from "react";
import type { TextMeta } from "./Field";

export function RadioGroup({
  meta,
  legend,
  options,
}: {
  meta: TextMeta;
  legend: ReactNode;
  options: { value: string; label: ReactNode; hint?: ReactNode }[];
}) {
  const error = meta.errors?.[0];
  const checked = meta.initialValue;
  return (
    <fieldset className="field radio-group" aria-describedby={error ? meta.errorId : undefined} key={meta.key}>
      <legend>{legend}</legend>
      {error ? (
        <p className="field__error" id={meta.errorId}>
          {error}
        </p>
      ) : null}
      {options.map((o, i) => {
        const id = i === 0 ? meta.id : `${meta.id}-${i}`;
        return (
          <div className="choice" key={o.value}>
            {/* jsx-a11y follows ARIA 1.2's list; axe and screen readers take aria-invalid on a radio,
                and it announces "invalid" on the option the shopper lands on */}
            {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
            <input
              type="radio"
              id={id}
              name={meta.name}
              value={o.value}
              defaultChecked={checked === o.value}
              aria-invalid={error ? true : undefined}
              aria-describedby={o.hint ? `${id}-hint` : undefined}
            />
            <label htmlFor={id}>
              {o.label}
              {o.hint ? " " : null}
              {o.hint ? (
                <span className="field__hint choice__hint" id={`${id}-hint`}>
                  {o.hint}
                </span>
              ) : null}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
