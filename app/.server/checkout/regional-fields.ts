// How the address forms ask for the regional fields a country's addresses need (product.md §3
// Checkout address, §5): label, autofill token and hint, kept here on the server so the
// browser's code carries none of them; the form renders whatever the loader sends.
import type { RegionalField } from "~/lib/models/checkout";
import type { Country } from "~/lib/models/commerce";
import type { RegionalFieldOption } from "~/lib/schemas/address";

const FIELDS: Record<RegionalField, Omit<RegionalFieldOption, "name" | "required">> = {
  provinceName: { label: "Province", hint: "Its two-letter code, like MI for Milano." },
  districtName: {
    label: "Townland or locality",
    hint: "If your address has one, like Ballyboughal.",
    autoComplete: "address-level3",
  },
  district: { label: "District", autoComplete: "address-level3" },
  neighborhood: { label: "Neighbourhood", autoComplete: "address-level3" },
  buildingNumber: { label: "Building number" },
  premise: { label: "Building or premises name" },
  landmark: { label: "Nearby landmark", hint: "Something the courier can look for, like a church or a school." },
};

/** The form's regional fields for a country, in the country's order. */
export const regionalFieldOptions = (country: Pick<Country, "addressFields">): RegionalFieldOption[] =>
  country.addressFields.map(({ name, required }) => ({ name, required, ...FIELDS[name] }));
