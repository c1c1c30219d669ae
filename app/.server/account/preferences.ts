// The profile's custom attributes (product.md §3 Profile `extra`, Custom attribute definition) as
// the customer meets them after sign-up: shown on /account/information, changed on
// /account/preferences. Definitions and order come from the platform's configuration, the values
// from the profile, on both flavours.
import type { CustomAttributeDefinition, Profile } from "~/lib/models/account";
import type { PreferenceRule } from "~/lib/schemas/account";
import { customField } from "~/lib/form-names";
import { orderByDisplayAfter } from "~/.server/platform";
import { formatCalendarDate } from "./format";

export interface Preference extends PreferenceRule {
  readOnly: boolean;
  isAddressField: boolean;
  /** the value as a person reads it: an option's label, a date in words, Yes or No; "" when none */
  shown: string;
}

export interface PreferenceGroups {
  /** about the customer: tastes, where they buy */
  profile: Preference[];
  /** what goes with their deliveries (is_address_field) */
  delivery: Preference[];
}

function shownValue(def: CustomAttributeDefinition, value: string): string {
  if (value === "") return "";
  if (def.type === "select") return def.options?.find((o) => o.value === value)?.label ?? value;
  if (def.type === "boolean") return value === "true" ? "Yes" : "No";
  if (def.type === "date") return formatCalendarDate(value);
  return value;
}

/** Every attribute the configuration defines, in its display order, with the customer's value. */
export function preferences(
  definitions: CustomAttributeDefinition[],
  profile: Pick<Profile, "extra">,
): PreferenceGroups {
  const all = orderByDisplayAfter(definitions).map((d): Preference => {
    const current = profile.extra[d.code] ?? "";
    return {
      code: d.code,
      type: d.type,
      label: d.label,
      hint: d.hint,
      isRequired: d.isRequired,
      readOnly: d.readOnly,
      isAddressField: d.isAddressField,
      clearable: d.clearable,
      current,
      shown: shownValue(d, current),
      ...(d.options ? { options: d.options } : {}),
      ...(d.validation ? { validation: d.validation } : {}),
    };
  });
  return { profile: all.filter((p) => !p.isAddressField), delivery: all.filter((p) => p.isAddressField) };
}

/** The attributes the customer may change: never the brand's own (behaviour "readonly"). */
export const editable = (groups: PreferenceGroups) =>
  [...groups.profile, ...groups.delivery].filter((p) => !p.readOnly);

/** The form's starting values: what each editable attribute holds now. */
export const preferenceDefaults = (groups: PreferenceGroups) =>
  Object.fromEntries(
    editable(groups).map((p) => [
      customField(p.code),
      p.type === "boolean" ? (p.current === "true" ? "on" : "") : p.current,
    ]),
  );

/**
 * What to send: the attributes whose value changed ("" clears one). The schema has already
 * refused emptying one that can't be cleared.
 */
export function changedPreferences(groups: PreferenceGroups, values: Record<string, string>): Record<string, string> {
  const changes: Record<string, string> = {};
  for (const p of editable(groups)) {
    const value = values[customField(p.code)] ?? "";
    // an unticked box never given an answer stays unanswered
    if (p.type === "boolean" && value === "false" && p.current === "") continue;
    if (value !== p.current) changes[p.code] = value;
  }
  return changes;
}
