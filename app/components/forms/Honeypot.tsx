import { useId } from "react";
import { HONEYPOT_FIELD } from "~/lib/schemas/auth";

/**
 * The honeypot of a public form (DESIGN §5): off screen, hidden from assistive technology,
 * out of the tab order and never autofilled, so only a bot fills it in.
 */
export function Honeypot() {
  const id = useId();
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
