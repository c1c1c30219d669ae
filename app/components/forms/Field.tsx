// Labelled form controls wired to conform field metadata: the message sits beside the
// field, and aria-invalid / aria-describedby point at it (design.md §5).
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "~/lib/form-kit";
import type { ReactNode } from "react";

// The metadata of any single-value field, whatever form it belongs to.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TextMeta = FieldMetadata<string | undefined, any, string[]>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BooleanMeta = FieldMetadata<boolean | string | undefined, any, string[]>;

interface BaseProps {
  meta: TextMeta;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  /** only needed in some cases (billing fields while "same as delivery" is ticked): no `required` attribute */
  conditional?: boolean;
}

function describedBy(meta: TextMeta | BooleanMeta, hint: ReactNode) {
  return hint ? meta.descriptionId : undefined;
}

/** React warns when `key` arrives through a spread: take it out and pass it directly. */
function split<T extends { key?: string }>(props: T): [string | undefined, Omit<T, "key">] {
  const { key, ...rest } = props;
  return [key, rest];
}

export function Label({ meta, label, optional }: Pick<BaseProps, "meta" | "label" | "optional">) {
  return (
    <label htmlFor={meta.id}>
      {label}
      {optional ? <span className="field__optional"> (optional)</span> : null}
    </label>
  );
}

/** The hint and the first error message, with the ids aria-describedby points at. */
export function Extras({ meta, hint }: { meta: TextMeta | BooleanMeta; hint?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p className="field__hint" id={meta.descriptionId}>
          {hint}
        </p>
      ) : null}
      {meta.errors?.length ? (
        <p className="field__error" id={meta.errorId}>
          {meta.errors[0]}
        </p>
      ) : null}
    </>
  );
}

/**
 * An e-mail address: the e-mail keyboard, no spell-checking, and the browser's autofill
 * (`username` where it signs in, so password managers pair it with the password).
 */
export function EmailField({
  label = "E-mail address",
  autoComplete = "email",
  ...props
}: Omit<BaseProps, "label"> & { label?: string; autoComplete?: "email" | "username" }) {
  return (
    <TextField {...props} label={label} type="email" autoComplete={autoComplete} inputMode="email" spellCheck={false} />
  );
}

type TextFieldProps = BaseProps & {
  type?: "text" | "email" | "tel" | "date";
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
  placeholder?: string;
  spellCheck?: boolean;
  maxLength?: number;
  className?: string;
};

/**
 * A code the shopper copies from somewhere else (a pack, a survey, a text message): no autofill
 * from other forms, no spelling check, and at most 40 characters unless the form says otherwise.
 */
export function CodeField({ autoComplete = "off", maxLength = 40, ...props }: Omit<TextFieldProps, "spellCheck">) {
  return <TextField {...props} autoComplete={autoComplete} spellCheck={false} maxLength={maxLength} />;
}

export function TextField(props: TextFieldProps) {
  const { meta, hint, type = "text", autoComplete, inputMode, placeholder, spellCheck, maxLength } = props;
  const [key, rest] = split(getInputProps(meta, { type, ariaDescribedBy: describedBy(meta, hint) }));
  return (
    <div className={`field ${props.className ?? ""}`}>
      <Label {...props} />
      <Extras meta={meta} hint={hint} />
      <input
        key={key}
        {...rest}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        spellCheck={spellCheck}
        maxLength={maxLength}
        required={!props.optional && !props.conditional}
      />
    </div>
  );
}

export function TextAreaField(props: BaseProps & { placeholder?: string; maxLength?: number; rows?: number }) {
  const { meta, hint } = props;
  const [key, rest] = split(getTextareaProps(meta, { ariaDescribedBy: describedBy(meta, hint) }));
  return (
    <div className="field">
      <Label {...props} />
      <Extras meta={meta} hint={hint} />
      <textarea
        key={key}
        {...rest}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        required={!props.optional && !props.conditional}
        rows={props.rows ?? 3}
      />
    </div>
  );
}

/** A file to upload (the form must be sent as multipart/form-data); `accept` is a hint, the server checks. */
export function FileField(props: BaseProps & { accept: string }) {
  const { meta, hint } = props;
  const [key, rest] = split(getInputProps(meta, { type: "file", ariaDescribedBy: describedBy(meta, hint) }));
  return (
    <div className="field">
      <Label {...props} />
      <Extras meta={meta} hint={hint} />
      <input key={key} {...rest} accept={props.accept} required={!props.optional && !props.conditional} />
    </div>
  );
}

export function SelectField(
  props: BaseProps & { options: { value: string; label: string }[]; autoComplete?: string; placeholder?: string },
) {
  const { meta, hint, options, autoComplete, placeholder } = props;
  const [key, rest] = split(getSelectProps(meta, { ariaDescribedBy: describedBy(meta, hint) }));
  return (
    <div className="field">
      <Label {...props} />
      <Extras meta={meta} hint={hint} />
      <select key={key} {...rest} autoComplete={autoComplete} required={!props.optional && !props.conditional}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A single box. `required` (terms, age) is announced as such; the server still decides. */
export function CheckboxField({
  meta,
  label,
  hint,
  value = "on",
  required = false,
}: Omit<BaseProps, "meta" | "optional" | "conditional"> & {
  meta: BooleanMeta | TextMeta;
  value?: string;
  required?: boolean;
}) {
  const [key, rest] = split(getInputProps(meta, { type: "checkbox", value, ariaDescribedBy: describedBy(meta, hint) }));
  return (
    <div className="field">
      <label className="choice" htmlFor={meta.id}>
        <input key={key} {...rest} required={required} />
        <span>{label}</span>
      </label>
      <Extras meta={meta} hint={hint} />
    </div>
  );
}
