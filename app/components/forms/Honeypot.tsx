import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import { HONEYPOT_FIELD } from "~/lib/form-kit";

/**
 * The honeypot of a public form (design.md §5), remix-utils' own: hidden from everyone and from
 * assistive technology, out of the tab order, never autofilled, so only a bot fills it in.
 * No time-stamp field: a page served from a cache would otherwise refuse real shoppers.
 */
export function Honeypot() {
  return (
    <HoneypotProvider nameFieldName={HONEYPOT_FIELD} validFromFieldName={null}>
      <HoneypotInputs label="Leave this field empty" />
    </HoneypotProvider>
  );
}
