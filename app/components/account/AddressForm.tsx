// The add/edit address page: the checkout's address fieldset (same rules, autocomplete
// tokens and region handling) plus the two "use as default" choices.
import { useLoaderData } from "@remix-run/react";
import type { AddressLoader } from "~/.server/account/address-route";
import { AddressFieldset } from "~/components/checkout/AddressFieldset";
import { CheckboxField } from "~/components/forms/Field";

import type { AddressInput } from "~/lib/schemas/checkout";
import { AccountForm, AccountHeading } from "./AccountForm";
import { usePostForm } from "~/components/forms/usePostForm";

type Values = { address?: AddressInput; defaultBilling?: string; defaultShipping?: string };

export function AddressFormPage() {
  const d = useLoaderData<AddressLoader>();
  const [form, fields] = usePostForm<Values>("save-address", d.defaults);
  return (
    <section aria-labelledby="account-title">
      <AccountHeading title={d.id ? "Edit address" : "Add a new address"} />
      <AccountForm form={form} intent="save-address" submit={d.id ? "Save address" : "Add address"}>
        <AddressFieldset
          meta={fields.address}
          legend="Address"
          section="shipping"
          countries={d.options.countries}
          rules={d.options.rules}
        />
        {d.isDefaultShipping ? (
          <p>This is your default delivery address.</p>
        ) : (
          <CheckboxField meta={fields.defaultShipping} label="Use as my default delivery address" />
        )}
        {d.isDefaultBilling ? (
          <p>This is your default billing address.</p>
        ) : (
          <CheckboxField meta={fields.defaultBilling} label="Use as my default billing address" />
        )}
      </AccountForm>
    </section>
  );
}
