// GOV.UK's address lookup at the top of an address fieldset: a postcode and "Find address",
// then up to 5 addresses to choose from and "Use this address", which fills the fields below
// on the server. Both buttons post the whole form, so nothing already typed is lost; the
// fields below stay there for anyone who would rather type ("Enter the address manually").
import type { TextMeta } from "~/components/forms/Field";
import { TextField } from "~/components/forms/Field";
import { RadioGroup } from "~/components/forms/RadioGroup";
import { LOOKUP_BUTTON, type LookupDetail } from "~/lib/address-lookup";

export interface LookupProps {
  postcode: TextMeta;
  choice: TextMeta;
  detail: LookupDetail["lookup"] | undefined;
  /** the id of the first address field, where "Enter the address manually" leads */
  manualId: string;
}

export function AddressLookup({ postcode, choice, detail, manualId }: LookupProps) {
  const suggestions = detail?.suggestions ?? [];
  return (
    <div className="address-lookup">
      <TextField
        meta={postcode}
        label="Find your address"
        hint="Enter a UK postcode, like M4 3AH, and we will list the addresses there."
        autoComplete="off"
        className="field--short"
        spellCheck={false}
        optional
      />
      <button type="submit" name={LOOKUP_BUTTON} value="find" formNoValidate className="btn btn--secondary">
        Find address
      </button>
      {suggestions.length > 0 ? (
        <>
          <RadioGroup
            meta={choice}
            legend={`${suggestions.length} ${suggestions.length === 1 ? "address" : "addresses"} found for ${detail!.postcode}`}
            options={suggestions.map((s) => ({ value: s.id, label: s.label }))}
          />
          <button type="submit" name={LOOKUP_BUTTON} value="use" formNoValidate className="btn btn--secondary">
            Use this address
          </button>
        </>
      ) : null}
      {detail?.used ? (
        <p role="status" className="address-lookup__used">
          We have filled in {detail.used} below. Check it, and add anything missing.
        </p>
      ) : null}
      <p>
        <a href={`#${manualId}`}>Enter the address manually</a>
      </p>
    </div>
  );
}

/**
 * The form's first submit button is the one Enter presses. With a lookup in the form that
 * would be "Find address", so a copy of the form's own button comes first, out of sight
 * and out of the tab order.
 */
export function DefaultSubmit({ children }: { children: string }) {
  return (
    <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
      {children}
    </button>
  );
}
