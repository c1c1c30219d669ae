/**
 * The address lookup inside an address form (GOV.UK's "find an address" pattern): the buttons
 * are named `lookup` ("find" or "use") and post the whole form, so nothing typed is lost.
 */
export const LOOKUP_BUTTON = "lookup";
export const LOOKUP_POSTCODE = "findPostcode";
export const LOOKUP_CHOICE = "foundAddress";

export interface LookupDetail {
  lookup: {
    /** changes with every lookup answer: the form is drawn afresh from it */
    nonce: string;
    postcode: string;
    suggestions: { id: string; label: string }[];
    /** the address that was just filled in */
    used: string | null;
  };
}
