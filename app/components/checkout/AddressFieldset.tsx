// One address (shipping or billing) with autocomplete tokens for its section. Without
// JavaScript the region control and the country's regional fields (labels from the loader,
// product.md §5) follow the country last submitted; with it, they follow the country as soon
// as it changes.
import type { FieldMetadata } from "~/lib/form-kit";
import { useState, type ReactNode } from "react";
import { regionRequired, type AddressRules } from "~/lib/address";
import type { AddressInput, CountryOption } from "~/lib/schemas/checkout";
import { SelectField, TextField } from "~/components/forms/Field";
import { AddressLookup, type LookupProps } from "./AddressLookup";

/**
 * The text fields, in the order autofill expects them (issue 40, 11): names, then address line 1
 * (house and street), line 2, town and postcode; `optional` true, or the rule that makes it so.
 */
const TEXT_FIELDS: {
  name: "firstname" | "lastname" | "company" | "line1" | "line2" | "city" | "postcode";
  label: string;
  autoComplete: string;
  hint?: string;
  optional?: true | "firstname" | "postcode";
  className?: string;
  spellCheck?: false;
}[] = [
  { name: "firstname", label: "First name", autoComplete: "given-name", optional: "firstname", spellCheck: false },
  { name: "lastname", label: "Last name", autoComplete: "family-name", spellCheck: false },
  { name: "company", label: "Company", autoComplete: "organization", optional: true },
  {
    name: "line1",
    label: "Address line 1",
    hint: "House number or name and street, like 10 Downing Street.",
    autoComplete: "address-line1",
  },
  {
    name: "line2",
    label: "Address line 2",
    hint: "Flat, floor or building, if needed.",
    autoComplete: "address-line2",
    optional: true,
  },
  { name: "city", label: "Town or city", autoComplete: "address-level2" },
  {
    name: "postcode",
    label: "Postcode",
    autoComplete: "postal-code",
    optional: "postcode",
    className: "field--short",
    spellCheck: false,
  },
];

export function AddressFieldset({
  meta,
  legend,
  section,
  countries,
  rules,
  hidden,
  conditional,
  children,
  lookup,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  meta: FieldMetadata<AddressInput | undefined, any, string[]>;
  legend: string;
  section: "shipping" | "billing";
  countries: CountryOption[];
  rules: AddressRules;
  hidden?: boolean;
  /** asked for only when "same as delivery address" is unticked (or "a new address" chosen) */
  conditional?: boolean;
  /** extra controls that belong to this address (the "save to my address book" box) */
  children?: ReactNode;
  /** GOV.UK's "find address" by postcode above the fields (decision 0016) */
  lookup?: Omit<LookupProps, "manualId">;
}) {
  const f = meta.getFieldset();
  const ac = (token: string) => `${section} ${token}`;
  // with scripting on, the country as it is chosen, until the next answer sets the form again
  const [picked, pick] = useState<[key?: string, id?: string]>([]);
  const countryId = picked[0] === f.countryCode.key ? picked[1] : f.countryCode.initialValue;
  const country = countries.find((c) => c.id === countryId);
  const postcodeOptional =
    !rules.postcodeIsRequired || (!!countryId && !!rules.optionalZipCountries?.includes(countryId));
  return (
    <fieldset
      className={`address-fieldset address-fieldset--${section}`}
      hidden={hidden}
      onChange={({ target: t }) =>
        (t as HTMLSelectElement).name === f.countryCode.name &&
        pick([f.countryCode.key, (t as HTMLSelectElement).value])
      }
    >
      <legend>{legend}</legend>
      {lookup ? <AddressLookup {...lookup} manualId={f.line1.id} /> : null}
      {TEXT_FIELDS.map(({ name, autoComplete, optional, ...field }) => (
        <TextField
          key={name}
          conditional={conditional}
          meta={f[name]}
          autoComplete={ac(autoComplete)}
          optional={
            optional === true ||
            (optional === "firstname" && rules.allowEmptyFirstname) ||
            (optional === "postcode" && postcodeOptional)
          }
          {...field}
        />
      ))}
      <SelectField
        conditional={conditional}
        meta={f.countryCode}
        label="Country"
        autoComplete={ac("country")}
        options={countries.map((c) => ({ value: c.id, label: c.name }))}
        placeholder={countries.length > 1 ? "Choose a country" : undefined}
        hint={section === "shipping" && countries.length === 1 ? "We deliver to this country only." : undefined}
      />
      {country && country.regions.length > 0 ? (
        <SelectField
          conditional={conditional}
          optional={!regionRequired(country.id, true, rules)}
          meta={f.regionId}
          label="County, state or region"
          autoComplete={ac("address-level1")}
          options={country.regions.map((r) => ({ value: String(r.id), label: r.name }))}
          placeholder="Choose…"
        />
      ) : (
        <TextField
          conditional={conditional}
          meta={f.region}
          label="County, state or region"
          autoComplete={ac("address-level1")}
          optional
        />
      )}
      {country?.fields?.map((d) => (
        <TextField
          key={d.name}
          conditional={conditional}
          meta={f[d.name]}
          label={d.label}
          hint={d.hint}
          autoComplete={d.autoComplete && ac(d.autoComplete)}
          optional={!d.required}
        />
      ))}
      <TextField
        conditional={conditional}
        meta={f.telephone}
        type="tel"
        label="Phone number"
        hint={country?.phoneHint ?? "In case the courier needs to reach you, like 07700 900123 or +44 7700 900123."}
        autoComplete={ac("tel")}
        inputMode="tel"
      />
      {children}
    </fieldset>
  );
}
