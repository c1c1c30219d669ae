// Redeeming a reward: how many, and the address to send it to when the reward is sent.
// Checked on the server (app/.server/club/redeem.ts); messages beside each field.
import { AccountForm } from "~/components/account/AccountForm";
import { SelectField, TextField } from "~/components/forms/Field";
import { usePostForm, type FormFields } from "~/components/forms/usePostForm";
import { REDEEM_INTENT } from "~/lib/form-names";

type Fields = {
  qty?: string;
  firstname?: string;
  lastname?: string;
  street?: string;
  street2?: string;
  city?: string;
  postcode?: string;
  telephone?: string;
};

/** The address a sent reward goes to, field by field. */
const POSTAL_FIELDS: (Omit<Parameters<typeof TextField>[0], "meta"> & { name: Exclude<keyof Fields, "qty"> })[] = [
  { name: "firstname", label: "First name", autoComplete: "given-name", maxLength: 40 },
  { name: "lastname", label: "Last name", autoComplete: "family-name", maxLength: 40 },
  {
    name: "street",
    label: "Address line 1",
    hint: "House number or name and street, like 10 Downing Street.",
    autoComplete: "address-line1",
    maxLength: 80,
  },
  {
    name: "street2",
    label: "Address line 2",
    hint: "Flat, floor or building, if needed.",
    autoComplete: "address-line2",
    optional: true,
    maxLength: 80,
  },
  { name: "city", label: "Town or city", autoComplete: "address-level2", maxLength: 40 },
  { name: "postcode", label: "Postcode", autoComplete: "postal-code", maxLength: 10 },
  {
    name: "telephone",
    label: "Phone number",
    type: "tel",
    autoComplete: "tel",
    optional: true,
    hint: "Only for the courier, if they can't find you.",
    maxLength: 20,
  },
];

export function RedeemForm({
  maxQty,
  needsAddress,
  submit,
  defaults,
  redemptionKey,
}: {
  maxQty: number;
  needsAddress: boolean;
  submit: string;
  defaults: Fields;
  /** this showing of the form's own key: one redemption however often it is sent */
  redemptionKey: string;
}) {
  const [form, fields] = usePostForm<FormFields<Fields>>(REDEEM_INTENT, { qty: "1", ...defaults });
  const options = Array.from({ length: maxQty }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
  return (
    <AccountForm form={form} intent={REDEEM_INTENT} submit={submit}>
      <input type="hidden" name="redemptionKey" value={redemptionKey} />
      <SelectField meta={fields.qty} label="Quantity" options={options} />
      {needsAddress ? (
        <fieldset className="field-group">
          <legend>Where should we send it?</legend>
          <p className="field__hint">We post rewards to addresses in the UK.</p>
          {POSTAL_FIELDS.map(({ name, ...field }) => (
            <TextField key={name} meta={fields[name]} {...field} />
          ))}
        </fieldset>
      ) : null}
    </AccountForm>
  );
}
