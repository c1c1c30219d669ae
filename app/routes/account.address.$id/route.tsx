// /account/address/:id: edit one of the shopper's addresses (anyone else's is a 404).
import { useLoaderData } from "@remix-run/react";
import { addressAction, addressLoader } from "~/.server/account/address-route";
import { AccountErrorBoundary } from "~/components/account/AccountError";
import { AddressFormPage } from "~/components/account/AddressForm";
import { accountMeta } from "~/components/account/AccountForm";

export const loader = addressLoader;
export const action = addressAction;
export const meta = accountMeta("Edit address", "my-addresses");
export const handle = {
  pageName: "my-addresses",
  breadcrumbs: (data: unknown) => {
    const id = (data as { id?: string } | undefined)?.id;
    return [
      { label: "Addresses", href: "/account/address" },
      ...(id ? [{ label: "Edit address", href: `/account/address/${encodeURIComponent(id)}` }] : []),
    ];
  },
};

export default function EditAddress() {
  return <AddressFormPage data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return (
    <AccountErrorBoundary
      notFound={{
        title: "Address not found",
        body: "We couldn't find this address in your address book. It may have been deleted.",
        back: { href: "/account/address", label: "Back to your addresses" },
      }}
    />
  );
}
