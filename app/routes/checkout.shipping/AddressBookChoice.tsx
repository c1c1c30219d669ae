// A signed-in customer's saved addresses as a radio group, plus "Use a new address".
import type { TextMeta } from "~/components/forms/Field";
import { RadioGroup } from "~/components/forms/RadioGroup";
import { NEW_ADDRESS, type SavedAddress } from "~/lib/address-book";

export function AddressBookChoice({
  meta,
  legend,
  addresses,
  kind,
  hidden,
  onChoose,
}: {
  meta: TextMeta;
  legend: string;
  addresses: SavedAddress[];
  kind: "shipping" | "billing";
  hidden?: boolean;
  /** told the chosen value as it changes (with JavaScript), to show or hide the new-address fields */
  onChoose?: (value: string) => void;
}) {
  const options = [
    ...addresses.map((a) => ({
      value: a.id,
      label: a.label,
      hint: (kind === "shipping" ? a.isDefaultShipping : a.isDefaultBilling)
        ? `Your default ${kind === "shipping" ? "delivery" : "billing"} address`
        : undefined,
    })),
    { value: NEW_ADDRESS, label: "Use a new address", hint: "Enter it below." },
  ];
  return (
    <div
      className={`address-book--${kind}`}
      hidden={hidden}
      onChange={onChoose ? (e) => onChoose((e.target as HTMLInputElement).value) : undefined}
    >
      <RadioGroup meta={meta} legend={legend} options={options} />
    </div>
  );
}
