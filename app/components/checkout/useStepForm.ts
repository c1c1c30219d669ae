import { useNavigation } from "@remix-run/react";
import { useForm, type SubmissionResult } from "~/lib/form-kit";
import type { FieldErrors } from "~/lib/schemas/checkout";

/**
 * A step form, rendered with the last submission's values and errors (so it works
 * without JavaScript). The rules run on the server only (docs/decisions/0005-form-kit.md);
 * `validate` stays in the signature for callers that share the rule functions.
 */
export function useStepForm<Schema extends Record<string, unknown>>(
  id: string,
  _validate: (values: Record<string, unknown>) => FieldErrors,
  defaultValue: unknown,
  lastResult: unknown,
) {
  const [form, fields] = useForm<Schema>({
    id,
    lastResult: lastResult as SubmissionResult<string[]> | undefined,
    defaultValue,
  });
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formData !== undefined &&
    navigation.formAction === navigation.location?.pathname;
  return { form, fields, pending };
}

/** The step's SubmissionResult, whichever wrapper the action answered with. */
export function submissionOf(actionData: unknown, key?: string): SubmissionResult<string[]> | undefined {
  if (!actionData || typeof actionData !== "object") return undefined;
  const value = key ? (actionData as Record<string, unknown>)[key] : actionData;
  return value && typeof value === "object" && "initialValue" in value
    ? (value as SubmissionResult<string[]>)
    : undefined;
}
