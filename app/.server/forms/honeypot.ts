// The honeypot on public forms (design.md §5): a field people never see or reach, which
// form-filling bots tend to fill. A filled one gets the answer a real submission would
// get, without any upstream call, so the bot learns nothing.
import { HONEYPOT_FIELD } from "~/lib/form-kit";

/** True when the hidden field came back filled in (a form without one is not a public form). */
export function isSpam(form: FormData): boolean {
  return form.has(HONEYPOT_FIELD) && form.get(HONEYPOT_FIELD) !== "";
}
