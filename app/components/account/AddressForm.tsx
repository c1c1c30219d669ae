// The add/edit address page: the checkout's address fieldset (same rules, autocomplete
// tokens and region handling) plus the two "use as default" choices.
import { Link } from "@remix-run/react";
import { AddressFieldset } from "~/components/checkout/AddressFieldset";
import { CheckboxField } from "~/components/forms/Field";

import type { AccountAddressOptions } from "~/lib/schemas/account";
import type { AddressInput } from "~/lib/schemas/checkout";
import { AccountForm, AccountPage } from "./AccountForm";
import { useFormDetail, usePostForm, type FormFields } from "~/components/forms/usePostForm";
import { DefaultSubmit } from "~/components/checkout/AddressLookup";
import { LOOKUP_CHOICE, LOOKUP_POSTCODE, type LookupDetail } from "~/lib/address-lookup";

type Values = {
  address?: AddressInput;
  defaultBilling?: string;
  defaultShipping?: string;
  findPostcode?: string;
  foundAddress?: string;
};

/** What the add and edit pages' loader (addressLoader) sends. */
export interface AddressPageData {
  id: string | null;
  options: AccountAddressOptions;
  defaults: { address: AddressInput };
  isDefaultBilling: boolean;
  isDefaultShipping: boolean;
  /** a subscription delivers to this address: what saving changes for it, and where it is */
  subscription?: { note: string; href: string; link: string } | null;
}

/** Each address lookup answer draws the form afresh from what it sent back (decision 0016). */
export function AddressFormPage({ data }: { data: AddressPageData }) {
  const lookup = useFormDetail<LookupDetail>("save-address")?.lookup;
  return <AddressFormView key={lookup?.nonce ?? "form"} lookup={lookup} d={data} />;
}

function AddressFormView({ lookup, d }: { lookup: LookupDetail["lookup"] | undefined; d: AddressPageData }) {
  const [form, fields] = usePostForm<FormFields<Values>>("save-address", d.defaults);
  const submit = d.id ? "Save address" : "Add address";
  return (
    <AccountPage title={d.id ? "Edit address" : "Add a new address"}>
      {d.subscription ? (
        <p className="notice notice--info">
          {d.subscription.note} <Link to={d.subscription.href}>{d.subscription.link}</Link>
        </p>
      ) : null}
      <AccountForm form={form} intent="save-address" submit={submit}>
        <DefaultSubmit>{submit}</DefaultSubmit>
        <AddressFieldset
          meta={fields.address}
          legend="Address"
          section="shipping"
          countries={d.options.countries}
          rules={d.options.rules}
          lookup={{ postcode: fields[LOOKUP_POSTCODE], choice: fields[LOOKUP_CHOICE], detail: lookup }}
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
    </AccountPage>
  );
}
