// The pack-code form: one field, checked on the server (registerPackCode in
// app/.server/account/pack-codes.ts). Any page whose action answers PACK_CODE_INTENT with that
// module can show it (the account's pack codes now, the club's later).
import { AccountForm } from "~/components/account/AccountForm";
import { CodeField } from "~/components/forms/Field";
import { usePostForm } from "~/components/forms/usePostForm";
import { PACK_CODE_INTENT } from "~/lib/form-names";
import type { packCodeSchema } from "~/lib/schemas/packs";

export function PackCodeForm({ action }: { action?: string }) {
  const [form, fields] = usePostForm<typeof packCodeSchema>(PACK_CODE_INTENT, {});
  return (
    <AccountForm form={form} intent={PACK_CODE_INTENT} submit="Register code" action={action}>
      <CodeField
        meta={fields.code}
        label="Pack code"
        hint="The 12 letters and digits printed inside the pack, for example AB12-CD34-EF56."
        className="pack-code-field"
      />
    </AccountForm>
  );
}
