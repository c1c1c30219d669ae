// The address a subscription delivers to: a radio list of the customer's address book (the
// current one checked), a plain POST to the page; the platform's refusal is shown beside it.
import type { deliverToSchema } from "~/lib/schemas/subscription";
import { Link } from "@remix-run/react";
import { AccountForm } from "~/components/account/AccountForm";
import type { TextMeta } from "~/components/forms/Field";
import { RadioGroup } from "~/components/forms/RadioGroup";
import { usePostForm } from "~/components/forms/usePostForm";

export interface DeliverToProps {
  id: string;
  current: string;
  addresses: { value: string; label: string }[];
  addHref: string;
}

export function DeliverToForm({ id, current, addresses, addHref }: DeliverToProps) {
  const [form, fields] = usePostForm<typeof deliverToSchema>("deliver-to", { id, addressId: current });
  const add = <Link to={addHref}>Add a new address</Link>;
  if (addresses.length === 0) return <p>Your address book is empty. {add}, then choose it here.</p>;
  return (
    <>
      <p>Choose where the next deliveries go. Not in the list? {add} to your address book, then choose it here.</p>
      <AccountForm form={form} intent="deliver-to" submit="Deliver here">
        <input type="hidden" name="id" value={id} />
        <RadioGroup meta={fields.addressId as TextMeta} legend="Deliver to" options={addresses} />
      </AccountForm>
    </>
  );
}
