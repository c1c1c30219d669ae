// /account/address/new: add an address to the address book.
import { useLoaderData } from "@remix-run/react";
import { addressAction, addressLoader } from "~/.server/account/address-route";
import { AddressFormPage } from "~/components/account/AddressForm";
import { accountMeta } from "~/components/account/AccountForm";

export const loader = addressLoader;
export const action = addressAction;
export const meta = accountMeta("Add an address", "my-addresses");
export const handle = {
  pageName: "my-addresses",
  breadcrumbs: () => [
    { label: "Addresses", href: "/account/address" },
    { label: "New address", href: "/account/address/new" },
  ],
};

export default function NewAddress() {
  return <AddressFormPage data={useLoaderData<typeof loader>()} />;
}
