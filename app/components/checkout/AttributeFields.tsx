// Order attributes (extra checkout fields) rendered in one placement slot.
import type { OrderAttribute, OrderAttributePlacement } from "~/lib/models/checkout";
import { attributeField } from "~/lib/form-names";
import { CheckboxField, SelectField, TextAreaField, TextField, type TextMeta } from "~/components/forms/Field";

export function AttributeFields({
  fields,
  attributes,
  placement,
}: {
  /** the form's fieldset (from useForm): attribute fields are looked up by name */
  fields: unknown;
  attributes: OrderAttribute[];
  placement: OrderAttributePlacement;
}) {
  const inSlot = attributes.filter((a) => a.placement === placement);
  if (inSlot.length === 0) return null;
  const all = fields as Record<string, TextMeta>;
  return (
    <div className={`order-attributes order-attributes--${placement}`}>
      {inSlot.map((a) => {
        const meta = all[attributeField(a.code)];
        const common = { meta, label: a.label, hint: a.description ?? undefined, optional: !a.isRequired };
        const type = a.inputType.toLowerCase();
        if (type === "boolean")
          return (
            <CheckboxField
              key={a.code}
              meta={meta}
              label={a.label}
              hint={common.hint}
              value="1"
              required={a.isRequired}
            />
          );
        if (type === "textarea")
          return (
            <TextAreaField
              key={a.code}
              {...common}
              placeholder={a.placeholder ?? undefined}
              maxLength={a.maxLength ?? undefined}
            />
          );
        if ((type === "select" || type === "dropdown") && a.options?.length)
          return <SelectField key={a.code} {...common} options={a.options} placeholder="Choose…" />;
        return (
          <TextField
            key={a.code}
            {...common}
            type={type === "date" ? "date" : "text"}
            placeholder={a.placeholder ?? undefined}
            maxLength={a.maxLength ?? undefined}
          />
        );
      })}
    </div>
  );
}
