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
          <TextField meta={fields.firstname} label="First name" autoComplete="given-name" maxLength={40} />
          <TextField meta={fields.lastname} label="Last name" autoComplete="family-name" maxLength={40} />
          <TextField
            meta={fields.street}
            label="Address line 1"
            hint="House number or name and street, like 10 Downing Street."
            autoComplete="address-line1"
            maxLength={80}
          />
          <TextField
            meta={fields.street2}
            label="Address line 2"
            hint="Flat, floor or building, if needed."
            autoComplete="address-line2"
            optional
            maxLength={80}
          />
          <TextField meta={fields.city} label="Town or city" autoComplete="address-level2" maxLength={40} />
          <TextField meta={fields.postcode} label="Postcode" autoComplete="postal-code" maxLength={10} />
          <TextField
            meta={fields.telephone}
            label="Phone number"
            type="tel"
            autoComplete="tel"
            optional
            hint="Only for the courier, if they can't find you."
            maxLength={20}
          />
        </fieldset>
      ) : null}
    </AccountForm>
  );
}
