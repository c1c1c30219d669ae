// The honeypot on public forms (DESIGN §5): a field people never see or reach, which
// form-filling bots tend to fill. A filled one gets the answer a real submission would
// get, without any upstream call, so the bot learns nothing.
import { HONEYPOT_FIELD } from "~/lib/schemas/auth";

export { HONEYPOT_FIELD };

/** True when the hidden field came back with something in it. */
export function isSpam(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" ? value.trim() !== "" : value !== null;
}
