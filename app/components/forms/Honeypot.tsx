import { useId } from "react";
import { HONEYPOT_FIELD } from "~/lib/form-kit";

/**
 * The honeypot of a public form (design.md §5): hidden from everyone and from assistive
 * technology, out of the tab order, never autofilled, so only a bot fills it in. Its ids are
 * the form's own, so a page with two public forms stays valid HTML. No time-stamp field: a page
 * served from a cache would otherwise refuse real shoppers.
 */
export function Honeypot() {
  const id = `${HONEYPOT_FIELD}-${useId().replace(/:/g, "")}`;
  return (
    <div style={{ display: "none" }} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
    </div>
  );
}
