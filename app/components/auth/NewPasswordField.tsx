// A new password with the platform's rules as a checklist (product.md §3), for registration, reset
// and change of password. Without JavaScript the list names the rules, and after a failed
// submit says which the typed password missed (the server's `detail`); with JavaScript it
// follows what is typed.
import { useState } from "react";
import type { TextMeta } from "~/components/forms/Field";
import { passwordChecklist, type PasswordCheck, type PasswordRequirements } from "~/lib/password-rules";
import { PasswordChecklist } from "./PasswordChecklist";
import { PasswordField } from "./PasswordField";

export function NewPasswordField({
  meta,
  label,
  rules,
  username = "",
  serverChecks,
}: {
  meta: TextMeta;
  label: string;
  rules: PasswordRequirements;
  /** the e-mail address as typed or known, for the "does not contain your e-mail" rule */
  username?: string;
  /** the checklist of the last failed submit, when the server sent one */
  serverChecks?: PasswordCheck[];
}) {
  const [typed, setTyped] = useState<string | null>(null);
  // A failed submit empties the field: from then on the server's checklist is the one to show.
  const [shownChecks, setShownChecks] = useState(serverChecks);
  if (shownChecks !== serverChecks) {
    setShownChecks(serverChecks);
    setTyped(null);
  }
  const checks =
    typed !== null ? passwordChecklist(typed, rules, username) : (serverChecks ?? passwordChecklist("", rules));
  const checklistId = `${meta.id}-rules`;
  return (
    <>
      <PasswordField
        meta={meta}
        label={label}
        autoComplete="new-password"
        describedBy={checklistId}
        onInput={setTyped}
      />
      <PasswordChecklist id={checklistId} checks={checks} known={typed !== null || serverChecks !== undefined} />
    </>
  );
}
