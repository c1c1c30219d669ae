import { useActionData } from "@remix-run/react";

import type { FormFailure } from "~/.server/account/context";
import type { FieldErrors } from "~/lib/schemas/account";
import { useStepForm } from "~/components/checkout/useStepForm";

/** The failed submit of the form with this `intent`, if the last action answered one. */
export function useFailure(intent: string) {
  const data = useActionData() as FormFailure | undefined;
  return data && typeof data === "object" && data.intent === intent ? data.result : undefined;
}

/**
 * An account form: conform over the page's server-rendered values, checked on blur by the
 * same rule function the server runs. One form per intent; its id is the intent, so the
 * error summary's links and the fields' ids never clash between forms on one page.
 */
export function useAccountForm<Schema extends Record<string, unknown>>(
  intent: string,
  validate: (values: Record<string, unknown>) => FieldErrors,
  defaultValue: unknown,
) {
  return useStepForm<Schema>(intent, validate, defaultValue, useFailure(intent));
}

/** The form-level message of a failed button-only form (remove, resend…), as an alert. */
export function FailureNotice({ intents }: { intents: string[] }) {
  const data = useActionData() as FormFailure | undefined;
  if (!data || typeof data !== "object" || !intents.includes(data.intent)) return null;
  const messages = Object.values(data.result.error ?? {}).flatMap((m) => m ?? []);
  if (messages.length === 0) return null;
  return (
    <div className="notice notice--error" role="alert">
      {messages.join(" ")}
    </div>
  );
}
