import { parse, useForm, type SubmissionResult } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import type { FieldErrors } from "~/lib/schemas/checkout";

/**
 * A step form: server-rendered with the last submission's values and errors (so it works
 * without JavaScript). With JavaScript, fields are checked on blur by the same rule
 * functions the server's zod schema runs (zod itself stays on the server).
 */
export function useStepForm<Schema extends Record<string, unknown>>(
  id: string,
  validate: (values: Record<string, unknown>) => FieldErrors,
  defaultValue: unknown,
  lastResult: unknown,
) {
  const [form, fields] = useForm<Schema>({
    id,
    lastResult: lastResult as SubmissionResult<string[]> | undefined,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    defaultValue: defaultValue as any,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parse<Schema, string[]>(formData, {
        resolve: (value) => {
          const error = validate(value);
          return Object.keys(error).length > 0 ? { error } : { value: value as Schema };
        },
      }),
  });
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData !== undefined && navigation.formAction === navigation.location?.pathname;
  return { form, fields, pending };
}

/** The step's SubmissionResult, whichever wrapper the action answered with. */
export function submissionOf(actionData: unknown, key?: string): SubmissionResult<string[]> | undefined {
  if (!actionData || typeof actionData !== "object") return undefined;
  const value = key ? (actionData as Record<string, unknown>)[key] : actionData;
  return value && typeof value === "object" && "initialValue" in value ? (value as SubmissionResult<string[]>) : undefined;
}
