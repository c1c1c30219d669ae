// One of the platform's custom attributes as a form field, by its type: at registration and on
// the account's preferences page.
import { CheckboxField, SelectField, TextField, type TextMeta } from "~/components/forms/Field";
import type { CustomAttributeRule } from "~/lib/schemas/auth";

export function CustomAttributeField({ attr, meta }: { attr: CustomAttributeRule; meta: TextMeta }) {
  const common = { meta, label: attr.label, hint: attr.hint ?? undefined, optional: !attr.isRequired };
  if (attr.type === "boolean")
    return <CheckboxField meta={meta} label={attr.label} hint={attr.hint ?? undefined} required={attr.isRequired} />;
  if (attr.type === "select" && attr.options?.length)
    return <SelectField {...common} options={attr.options} placeholder="Choose…" />;
  return <TextField {...common} type={attr.type === "date" ? "date" : "text"} />;
}
