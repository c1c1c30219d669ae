// Cancel or deactivate the account: password, (for cancelling) an optional reason, and
// an explicit confirmation checkbox, so it never happens by a stray click.
import { CheckboxField, SelectField } from "~/components/forms/Field";
import { CANCEL_ACCOUNT_REASONS } from "~/lib/form-names";
import { AccountForm } from "./AccountForm";
import { PasswordField } from "~/components/auth/PasswordField";
import { usePostForm } from "~/components/forms/usePostForm";
import type { accountClosureSchema } from "~/lib/schemas/account";

export function CloseAccountForm({
  intent,
  withReason,
  confirmLabel,
  submit,
}: {
  intent: string;
  withReason: boolean;
  confirmLabel: string;
  submit: string;
}) {
  const [form, fields] = usePostForm<typeof accountClosureSchema>(intent, {});
  return (
    <AccountForm form={form} intent={intent} submit={submit} danger>
      <PasswordField
        meta={fields.password}
        label="Your password"
        hint="To confirm it's you."
        autoComplete="current-password"
      />
      {withReason ? (
        <SelectField
          meta={fields.reason}
          label="Why are you leaving?"
          options={CANCEL_ACCOUNT_REASONS}
          placeholder="I'd rather not say"
          optional
        />
      ) : null}
      <CheckboxField meta={fields.confirm} label={confirmLabel} required />
    </AccountForm>
  );
}
