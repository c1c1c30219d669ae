/**
 * product.md §3's icon set: 27 names, in the content service's spelling. Content blocks name
 * them (`Ashless:Icons`); the drawings are the server's (app/.server/content/icons.ts), so an
 * icon costs a page no script.
 */
export const ICON_NAMES = [
  "account",
  "check-round-border",
  "check-plus-circle",
  "card-with-lock",
  "easy-to-maintain",
  "edit",
  "falling",
  "ingredient-fibers",
  "flavoring",
  "gumbase-and-nicotine",
  "lock-outline-close",
  "minimal-cleaning",
  "mouth-tingle",
  "mouth-under-lip",
  "no-ash",
  "no-smoke-smell",
  "package-arrow",
  "package-checkmark",
  "package-clock",
  "package-return",
  "package-shopping",
  "pin-time-and-place",
  "pleasant-aroma",
  "pouch-dispose",
  "profile-family",
  "timer",
  "tobacco-leaf",
] as const;
export type IconName = (typeof ICON_NAMES)[number];

/** An icon's name in words ("no-ash" → "No ash"): its default label. */
export const iconLabel = (name: IconName) => (name.charAt(0).toUpperCase() + name.slice(1)).replace(/-/g, " ");
