import type { PasswordCheck } from "~/lib/password-rules";

/**
 * The platform's password rules as a list (product.md §3). Before anything is known (no
 * JavaScript, nothing submitted yet) it lists the rules; once the password is known (typed,
 * with JavaScript; or after a failed submit, from the server) each says whether it is met,
 * in words and a symbol, not by colour.
 */
export function PasswordChecklist({ id, checks, known }: { id: string; checks: PasswordCheck[]; known: boolean }) {
  if (checks.length === 0) return null;
  return (
    <div className="field__hint password-rules" id={id}>
      <p>Your password needs:</p>
      <ul>
        {checks.map((c) => (
          <li key={c.rule} data-met={known ? c.met : undefined}>
            {known ? <span aria-hidden="true">{c.met ? "✓ " : "✗ "}</span> : null}
            {c.label}
            {known ? <span className="visually-hidden">{c.met ? ": done" : ": not yet"}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The checklist a failed submit sent back (the server checked the typed password), if any. */
export function checklistOf(actionData: unknown): PasswordCheck[] | null {
  const list =
    actionData && typeof actionData === "object" ? (actionData as { checklist?: unknown }).checklist : undefined;
  return Array.isArray(list) ? (list as PasswordCheck[]) : null;
}
