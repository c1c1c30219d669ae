// A small stand-in for the parts of @conform-to/react our forms use. The server still
// validates with conform's parseWithZod and answers with its SubmissionResult; the page
// renders the values and messages from that result. This keeps forms working the same with
// and without JavaScript while sending ~9 KB less script to the browser (design.md §5 budget);
// see docs/decisions/0005-form-kit.md.

/** What conform's `submission.reply()` sends back to the page. */
export interface SubmissionResult<FormError = string[]> {
  status?: "success" | "error";
  intent?: unknown;
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, FormError | null> | null;
  state?: unknown;
  fields?: string[];
}

type Errors = string[] | undefined;

/** How a field's value travels in a form: text for single values, a list for lists. */
type OneValue<V> = V extends readonly unknown[]
  ? string[]
  : V extends Record<string, unknown>
    ? Record<string, unknown>
    : string;
export type FormValue<V> = OneValue<NonNullable<V>> | undefined;

export interface FieldMetadata<Value = unknown, _FormSchema = unknown, _FormError = string[]> {
  id: string;
  name: string;
  key: string | undefined;
  errorId: string;
  descriptionId: string;
  errors: Errors;
  allErrors: Record<string, string[]>;
  valid: boolean;
  initialValue: FormValue<Value>;
  value: FormValue<Value>;
  getFieldset(): Fieldset<Value>;
}

export type Fieldset<Schema> =
  NonNullable<Schema> extends readonly unknown[]
    ? Record<string, FieldMetadata>
    : NonNullable<Schema> extends Record<string, unknown>
      ? { [Key in keyof NonNullable<Schema>]-?: FieldMetadata<NonNullable<Schema>[Key], Schema, string[]> }
      : Record<string, FieldMetadata>;

export interface FormMetadata<_Schema = unknown, _FormError = string[]> {
  id: string;
  status: "success" | "error" | undefined;
  errors: Errors;
  allErrors: Record<string, string[]>;
  errorId: string;
  valid: boolean;
  initialValue: unknown;
  /** the reply this metadata was built from: a new object for each submit, so effects can follow it */
  submission: SubmissionResult<string[]> | null;
}

export interface UseFormOptions {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: unknown;
}

function at(value: unknown, path: string): unknown {
  let current = value;
  for (const part of path.split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function allErrorsOf(result: SubmissionResult<string[]> | null | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, errors] of Object.entries(result?.error ?? {})) if (errors && errors.length > 0) out[name] = errors;
  return out;
}

function fieldset<Schema>(
  formId: string,
  prefix: string,
  initial: unknown,
  allErrors: Record<string, string[]>,
  version: string,
): Fieldset<Schema> {
  return new Proxy({} as Fieldset<Schema>, {
    get(_target, key) {
      if (typeof key !== "string") return undefined;
      const name = prefix ? `${prefix}.${key}` : key;
      // the error summary links to `#${formId}-${name}` (ErrorSummary), as conform names them
      const id = `${formId}-${name}`;
      const initialValue = at(initial, name) as FormValue<unknown>;
      const meta: FieldMetadata = {
        id,
        name,
        key: `${version}:${typeof initialValue === "object" ? JSON.stringify(initialValue) : String(initialValue ?? "")}`,
        errorId: `${id}-error`,
        descriptionId: `${id}-description`,
        errors: allErrors[name],
        allErrors: Object.fromEntries(
          Object.entries(allErrors).filter(([n]) => n === name || n.startsWith(`${name}.`)),
        ),
        valid: !allErrors[name],
        initialValue,
        value: initialValue,
        getFieldset: () => fieldset(formId, name, initial, allErrors, version),
      };
      return meta;
    },
  });
}

/**
 * The form's and fields' metadata from the last submission (values typed, messages) or,
 * before any submission, from the default values the loader gave.
 */
export function useForm<Schema extends Record<string, unknown>>(
  options: UseFormOptions,
): [FormMetadata<Schema>, Fieldset<Schema>] {
  const result = options.lastResult ?? null;
  const initial = result?.initialValue ?? options.defaultValue ?? {};
  const allErrors = allErrorsOf(result);
  const version = result ? "r" : "d";
  const form: FormMetadata<Schema> = {
    id: options.id,
    status: result?.status,
    errors: allErrors[""],
    allErrors,
    errorId: `${options.id}-form-error`,
    valid: Object.keys(allErrors).length === 0,
    initialValue: initial,
    submission: result,
  };
  return [form, fieldset<Schema>(options.id, "", initial, allErrors, version)];
}

/** Any field of any form: a field's value type varies per form, and these helpers only read ids and text. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any, any, any>;

/** Server-validated forms: the browser's own checks would block the messages we render. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function getFormProps(form: FormMetadata<any, any>) {
  return {
    id: form.id,
    noValidate: true,
    "aria-invalid": form.errors ? true : undefined,
    "aria-describedby": form.errors ? form.errorId : undefined,
  };
}

function aria(
  meta: AnyField,
  ariaDescribedBy?: string,
): { "aria-invalid": true | undefined; "aria-describedby": string | undefined } {
  const describedBy = [meta.errors ? meta.errorId : undefined, ariaDescribedBy].filter(Boolean).join(" ");
  return {
    "aria-invalid": meta.errors ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
}

const asText = (v: unknown) => (v === undefined || v === null || typeof v === "object" ? undefined : String(v));

export interface InputProps {
  key: string | undefined;
  id: string;
  name: string;
  type: string;
  value?: string;
  defaultValue?: string;
  defaultChecked?: boolean;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export function getInputProps(
  meta: AnyField,
  options: { type: string; value?: string | boolean; ariaDescribedBy?: string },
): InputProps {
  const base = {
    key: meta.key,
    id: meta.id,
    name: meta.name,
    type: options.type,
    ...aria(meta, options.ariaDescribedBy),
  };
  if (options.type === "checkbox" || options.type === "radio") {
    const value = typeof options.value === "string" ? options.value : "on";
    const initial: unknown = meta.initialValue;
    const checked = Array.isArray(initial)
      ? initial.map(String).includes(value)
      : initial === true || asText(initial) === value;
    return { ...base, value, defaultChecked: checked };
  }
  // a browser never lets a page fill a file input in: it is chosen again after a failed submit
  if (options.type === "file") return base;
  return { ...base, defaultValue: asText(meta.initialValue) };
}

export function getSelectProps(meta: AnyField, options: { ariaDescribedBy?: string } = {}) {
  return {
    key: meta.key,
    id: meta.id,
    name: meta.name,
    defaultValue: asText(meta.initialValue),
    ...aria(meta, options.ariaDescribedBy),
  };
}

export function getTextareaProps(meta: AnyField, options: { ariaDescribedBy?: string } = {}) {
  return getSelectProps(meta, options);
}

/** The honeypot's name: something a form-filling bot is glad to fill in. */
export const HONEYPOT_FIELD = "website";

/**
 * What every action answers when it does not redirect (design.md §5). `detail` carries what a
 * form shows besides values and messages (the password checklist after a failed submit).
 */
export interface FormReply<Detail = unknown> {
  intent: string;
  result: SubmissionResult<string[]>;
  detail?: Detail;
}

/** True for an action's or fetcher's `FormReply`. */
export function isFormReply(value: unknown): value is FormReply {
  const v = value as Partial<FormReply> | null;
  return Boolean(v) && typeof v === "object" && typeof v?.intent === "string" && typeof v?.result === "object";
}
