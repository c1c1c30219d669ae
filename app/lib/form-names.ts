// The words a form and its schema share: intents, field names, option lists and messages.
// Pages import them from here, not from the schemas' modules, so a page's script carries no
// zod: the schemas validate on the server (docs/decisions/0032-stock-runtime.md).

// fields
/** The products are age-restricted: a date of birth must make the shopper an adult. */
export const MINIMUM_AGE = 18;
/** Paying by card: the choice of a new card rather than one of the saved ones. */
export const NEW_CARD = "new";

// auth
export const consentField = (id: string) => `consent_${id}`;
/** Flat field names keep ids and error-summary links simple. */
export const customField = (code: string) => `custom_${code}`;
/** One answer for an unknown e-mail and a wrong password (no account enumeration). */
export const INCORRECT_CREDENTIALS = "The e-mail or password is incorrect.";
/** A deactivated account (product.md §4 account status INACTIVE), said only to its right password. */
export const ACCOUNT_INACTIVE =
  "This account is deactivated, so it can't be signed in to. To use it again, write to us from the Contact page.";

// cart
/** The cart's form choosing the free gifts that come with a line (product.md §7). */
export const ADD_GIFTS_INTENT = "add-gifts";
/** Its check boxes: one per gift, the gift's sku as the value. */
export const GIFT_FIELD = "gift";
/** The quantity field of a grouped product's item, on its product page's add-to-cart form. */
export const groupedQuantityField = (sku: string) => `qty_${sku}`;

// engagement
/** The intent of a contest's entry form. */
export const CONTEST_INTENT = "enter-contest";
export const PHOTO_FIELD = "photo";
/** The intents of the survey pages' forms. */
export const START_SURVEY_INTENT = "start-survey";
export const SURVEY_CODE_INTENT = "survey-code";
/** The intent of a quiz's form. */
export const QUIZ_INTENT = "quiz";

// loyalty
/** The intent of the reward page's form. */
export const REDEEM_INTENT = "redeem";

// account
export const CANCEL_ACCOUNT_REASONS = [
  { value: "not-using", label: "I no longer use the products" },
  { value: "too-many-emails", label: "I get too many messages" },
  { value: "privacy", label: "I'm worried about my data" },
  { value: "other", label: "Another reason" },
];
export const GENDERS = [
  { value: "female", label: "Female" },
  { value: "male", label: "Male" },
  { value: "other", label: "Another gender" },
  { value: "unspecified", label: "Prefer not to say" },
];
/** Ticked checkboxes of one name, whether the browser sent one value or several. */
export const checkedValues = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String) : typeof v === "string" && v ? [v] : [];
export const CANCEL_ORDER_REASONS = [
  { value: "changed-mind", label: "I changed my mind" },
  { value: "ordered-by-mistake", label: "I ordered by mistake" },
  { value: "wrong-items", label: "I chose the wrong products or quantities" },
  { value: "delivery-too-slow", label: "Delivery would take too long" },
  { value: "other", label: "Another reason" },
];

// packs
/** The intent of every pack-code form. */
export const PACK_CODE_INTENT = "register-pack";

// checkout
/** Attribute inputs are flat fields, so their ids (and error-summary links) stay simple. */
export const attributeField = (code: string) => `attr_${code}`;

// contact
export const CONTACT_INTENT = "contact-us";
export const CONTACT_TOPICS = [
  { value: "order", label: "An order or a delivery" },
  { value: "device", label: "My device" },
  { value: "subscription", label: "My subscription" },
  { value: "other", label: "Something else" },
] as const;

// unsubscribe
export const INVALID_LINK_MESSAGE =
  "This unsubscribe link is not complete or not valid. Use the link in our latest e-mail, or change what we send you in your account's communication preferences.";
export const UNSUBSCRIBE_INTENT = "unsubscribe";

// subscription
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
/** Product rows a change form can have (the platform's limit). */
export const MAX_ROWS = 5;
