// The change form (products, quantities, frequency: the platform's choices) and the pause
// form (until a date) of one subscription. Plain POSTs to the page; after a refusal they
// show what was typed with the message beside its field.
import { AccountForm } from "~/components/account/AccountForm";
import { SelectField, TextField } from "~/components/forms/Field";
import { RadioGroup } from "~/components/forms/RadioGroup";
import { usePostForm } from "~/components/forms/usePostForm";
import type { TextMeta } from "~/components/forms/Field";

export interface ChangeFormProps {
  id: string;
  rows: number;
  defaults: Record<string, string>;
  choices: { value: string; label: string }[];
  frequencies: { value: string; label: string }[];
}

export function ChangeForm({ id, rows, defaults, choices, frequencies }: ChangeFormProps) {
  const [form, fields] = usePostForm<Record<string, string>>("change", defaults);
  return (
    <AccountForm form={form} intent="change" submit="Save changes">
      <input type="hidden" name="id" value={id} />
      {Array.from({ length: rows }, (_, i) => i + 1).map((n) => (
        <fieldset key={n} className="field subscription-row">
          <legend>Product {n}</legend>
          <SelectField
            meta={fields[`sku${n}`] as TextMeta}
            label="Product"
            options={choices}
            placeholder={n === 1 ? "Choose a product…" : "No product"}
            optional={n > 1}
          />
          <TextField
            meta={fields[`qty${n}`] as TextMeta}
            label="Quantity"
            hint="From 1 to 10"
            inputMode="numeric"
            className="field--short"
            conditional
          />
        </fieldset>
      ))}
      <RadioGroup meta={fields.frequency as TextMeta} legend="How often" options={frequencies} />
    </AccountForm>
  );
}

export function PauseForm({ id, earliest, latest }: { id: string; earliest: string; latest: string }) {
  const [form, fields] = usePostForm<{ until: string }>("pause", { until: "" });
  return (
    <AccountForm form={form} intent="pause" submit="Pause deliveries">
      <input type="hidden" name="id" value={id} />
      <TextField
        meta={fields.until as TextMeta}
        type="date"
        label="Pause deliveries until"
        hint={`Any date from ${earliest} to ${latest}. Deliveries start again after it.`}
        className="field--short"
      />
    </AccountForm>
  );
}
