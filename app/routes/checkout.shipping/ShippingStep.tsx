import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { loader } from "./shipping.server";
import type { AddressInput } from "~/lib/schemas/checkout";
import { NEW_ADDRESS } from "~/lib/address-book";
import { AddressBookChoice } from "./AddressBookChoice";
import { AddressFieldset } from "~/components/checkout/AddressFieldset";
import { AttributeFields } from "~/components/checkout/AttributeFields";
import { StepPage } from "~/components/checkout/CheckoutFrame";
import { PostForm } from "~/components/forms/PostForm";
import { CheckboxField } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useFormDetail, usePostForm, type FormFields } from "~/components/forms/usePostForm";
import { LOOKUP_CHOICE, LOOKUP_POSTCODE, type LookupDetail } from "~/lib/address-lookup";
import { DefaultSubmit } from "~/components/checkout/AddressLookup";

type AddressValues = {
  shipping?: AddressInput;
  billing?: AddressInput;
  sameAsShipping?: boolean;
  shippingChoice?: string;
  billingChoice?: string;
  saveShipping?: string;
  saveBilling?: string;
  findPostcode?: string;
  foundAddress?: string;
} & Record<string, unknown>;

/** Each address lookup answer draws the form afresh from what it sent back (decision 0016). */
export function ShippingStep() {
  const lookup = useFormDetail<LookupDetail>("shipping")?.lookup;
  return <ShippingForm key={lookup?.nonce ?? "form"} lookup={lookup} />;
}

function ShippingForm({ lookup }: { lookup: LookupDetail["lookup"] | undefined }) {
  const data = useLoaderData<typeof loader>();
  const { options } = data;
  const book = data.addressBook;
  const hasSaved = Boolean(book?.addresses.length);
  const [form, fields] = usePostForm<FormFields<AddressValues>>("shipping", data.defaults, { id: "address" });
  const hydrated = useHydrated();
  // Without JavaScript the billing fields are always shown (and ignored while the box is
  // ticked); with it they are hidden until the box is unticked.
  const initialSame: unknown = fields.sameAsShipping.initialValue;
  const [sameAsShipping, setSameAsShipping] = useState(initialSame === "on" || initialSame === true);
  const hideBilling = options.needsShipping && hydrated && sameAsShipping;
  // Likewise the new-address fields, until "Use a new address" is chosen (the radios report
  // the choice as it changes).
  const [shippingChoice, setShippingChoice] = useState(String(fields.shippingChoice.initialValue ?? NEW_ADDRESS));
  const [billingChoice, setBillingChoice] = useState(String(fields.billingChoice.initialValue ?? NEW_ADDRESS));
  const savedShipping = hasSaved && hydrated && shippingChoice !== NEW_ADDRESS;
  const savedBilling = hasSaved && hydrated && billingChoice !== NEW_ADDRESS;
  const saveBox = (meta: typeof fields.saveShipping) =>
    book ? <CheckboxField meta={meta} label="Save this address to my address book" /> : null;
  const nextLabel = data.nextLabel === "delivery" ? "Continue to delivery" : "Continue to payment";
  return (
    <StepPage frame={data} title={options.needsShipping ? "Where should we deliver?" : "Your billing address"}>
      <PostForm
        form={form}
        intent="shipping"
        className="checkout-form"
        onChange={(event) => {
          const target = event.target as HTMLInputElement;
          if (target.name === "sameAsShipping") setSameAsShipping(target.checked);
        }}
      >
        {options.needsShipping ? <DefaultSubmit>{nextLabel}</DefaultSubmit> : null}
        {options.needsShipping ? (
          <>
            <AttributeFields fields={fields} attributes={options.attributes} placement="shippingAddress_before" />
            {hasSaved ? (
              <AddressBookChoice
                meta={fields.shippingChoice}
                legend="Delivery address"
                addresses={book!.addresses}
                kind="shipping"
                onChoose={setShippingChoice}
              />
            ) : null}
            <AddressFieldset
              meta={fields.shipping}
              legend={hasSaved ? "New delivery address (only if you chose “Use a new address”)" : "Delivery address"}
              section="shipping"
              countries={options.shippingCountries}
              rules={options.rules}
              hidden={savedShipping}
              conditional={hasSaved}
              lookup={{ postcode: fields[LOOKUP_POSTCODE], choice: fields[LOOKUP_CHOICE], detail: lookup }}
            >
              {saveBox(fields.saveShipping)}
            </AddressFieldset>
            <AttributeFields fields={fields} attributes={options.attributes} placement="shippingAddress_after" />
            <CheckboxField meta={fields.sameAsShipping} label="My billing address is the same as my delivery address" />
          </>
        ) : null}
        <AttributeFields fields={fields} attributes={options.attributes} placement="billingaddress_before" />
        {hasSaved ? (
          <AddressBookChoice
            meta={fields.billingChoice}
            legend={
              options.needsShipping
                ? "Billing address (only if different from the delivery address)"
                : "Billing address"
            }
            addresses={book!.addresses}
            kind="billing"
            hidden={hideBilling}
            onChoose={setBillingChoice}
          />
        ) : null}
        <AddressFieldset
          meta={fields.billing}
          legend={
            hasSaved
              ? "New billing address (only if you chose “Use a new address”)"
              : options.needsShipping
                ? "Billing address (only if different from the delivery address)"
                : "Billing address"
          }
          section="billing"
          countries={options.billingCountries}
          rules={options.rules}
          hidden={hideBilling || savedBilling}
          conditional={options.needsShipping || hasSaved}
        >
          {saveBox(fields.saveBilling)}
        </AddressFieldset>
        <AttributeFields fields={fields} attributes={options.attributes} placement="billingaddress_after" />
        <AttributeFields fields={fields} attributes={options.attributes} placement="buttonDelivery_before" />
        <SubmitButton intent="shipping" className="btn btn--primary btn--large">
          {nextLabel}
        </SubmitButton>
      </PostForm>
    </StepPage>
  );
}
