import { ICON_NAMES, iconLabel, type IconName } from "~/lib/icons";
import type { SafeHtml } from "~/lib/content";

// product.md §3's 27 icons, drawn for the shop: 24×24 line drawings in the text's own colour
// (currentColor, so they follow forced colours), 2 px strokes with round ends. They are written
// into the page as markup by the server: a page without scripts gets them without any.

/** the parcel the five package icons share, its badge drawn in the lower right corner */
const PARCEL = "M3 7.5 11 3.5l8 4v5M3 7.5v9l8 4 1-.5M3 7.5l8 4 8-4M11 11.5v9";
const BADGE = '<circle cx="18" cy="18" r="4.5"/>';
const FACE = '<circle cx="12" cy="12" r="9"/>';

const DRAWINGS: Record<IconName, string> = {
  account: '<circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/>',
  "check-round-border": `${FACE}<path d="m8 12.5 3 3 5-6"/>`,
  "check-plus-circle": '<circle cx="10" cy="12" r="7"/><path d="m7 12.5 2 2 4-4.5M19 4v6M16 7h6"/>',
  "card-with-lock":
    '<rect x="2" y="5" width="16" height="11" rx="2"/><path d="M2 9h16"/><rect x="14" y="15" width="8" height="6" rx="1"/><path d="M16 15v-2a2 2 0 0 1 4 0v2"/>',
  "easy-to-maintain": '<path d="M14.5 6.5a4 4 0 0 0-5 5L4 17l3 3 5.5-5.5a4 4 0 0 0 5-5l-2.5 2.5-2.5-.5-.5-2.5z"/>',
  edit: '<path d="M4 20h4L19 9l-4-4L4 16z"/><path d="m13 7 4 4"/>',
  falling: '<path d="M12 3v13M7 11l5 5 5-5"/><path d="M5 21h14"/>',
  "ingredient-fibers": '<path d="M4 20C8 14 9 8 8 3M10 20c3-5 4-10 3-16M16 20c2-4 3-8 3-13"/>',
  flavoring: '<path d="M12 3c4 5 6 8 6 11a6 6 0 0 1-12 0c0-3 2-6 6-11z"/><path d="M9.5 15a2.5 2.5 0 0 0 2.5 2.5"/>',
  "gumbase-and-nicotine":
    '<rect x="3" y="8" width="11" height="8" rx="4"/><circle cx="18" cy="7" r="2.5"/><circle cx="18" cy="16" r="2.5"/>',
  "lock-outline-close": '<rect x="5" y="10" width="14" height="11" rx="2"/><path d="M8 10V7a4 4 0 0 1 8 0v3M12 14v3"/>',
  "minimal-cleaning": '<path d="M14 3 9 13M6 13h8l2 8H4z"/><path d="M8 17v4M12 17v4"/>',
  "mouth-tingle":
    '<path d="M4 13c2 3 4.5 4 8 4s6-1 8-4c-2-1-5-2-8-2s-6 1-8 2z"/><path d="M12 3v3M6 5l1.5 2.5M18 5l-1.5 2.5"/>',
  "mouth-under-lip":
    '<path d="M3 10c3 2 6 3 9 3s6-1 9-3"/><path d="M5 13c2 4 4.5 6 7 6s5-2 7-6"/><rect x="9" y="15" width="6" height="3" rx="1.5"/>',
  "no-ash": `${FACE}<path d="M8 14h8M9.5 10.5h5M5.6 5.6l12.8 12.8"/>`,
  "no-smoke-smell": `${FACE}<path d="M10 17c-2-2 2-3 0-5s2-3 0-5M14 17c-2-2 2-3 0-5M5.6 5.6l12.8 12.8"/>`,
  "package-arrow": `<path d="${PARCEL}"/><path d="M15 18h6M18.5 15.5 21 18l-2.5 2.5"/>`,
  "package-checkmark": `<path d="${PARCEL}"/>${BADGE}<path d="m16 18 1.5 1.5 2.5-3"/>`,
  "package-clock": `<path d="${PARCEL}"/>${BADGE}<path d="M18 15.5V18l1.5 1"/>`,
  "package-return": `<path d="${PARCEL}"/><path d="M21 19h-4.5a2 2 0 0 1 0-4H20M15 16.5l1.5-1.5L15 13.5"/>`,
  "package-shopping": `<path d="${PARCEL}"/><path d="M15 16h6l-.7 5h-4.6zM16.5 16v-1a1.5 1.5 0 0 1 3 0v1"/>`,
  "pin-time-and-place":
    '<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z"/><path d="M12 6.5v3l2 1.5"/>',
  "pleasant-aroma": '<path d="M6 20c-2-3 2-5 0-8s2-5 0-8M12 20c-2-3 2-5 0-8s2-5 0-8M18 20c-2-3 2-5 0-8s2-5 0-8"/>',
  "pouch-dispose": '<path d="M5 7h14M9 7V4h6v3M6 7l1 14h10l1-14"/><rect x="9.5" y="11" width="5" height="6" rx="2"/>',
  "profile-family":
    '<circle cx="8" cy="7" r="3"/><circle cx="17" cy="9" r="2.5"/><path d="M2 20a6 6 0 0 1 12 0M14 20a4 4 0 0 1 8 0"/>',
  timer: '<circle cx="12" cy="13" r="8"/><path d="M12 9v4l3 2M10 3h4M12 3v2"/>',
  "tobacco-leaf": '<path d="M5 19C5 10 10 4 20 4c0 10-6 15-15 15z"/><path d="M5 19 14 10M9 15h4M11 13V9"/>',
};

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * One icon's markup. With a `label` it is a picture with that name (role img); without, it is
 * decoration beside words that say the same, hidden from assistive technology.
 */
export function iconSvg(name: IconName, label: string | null): SafeHtml {
  const named = label === null ? 'aria-hidden="true"' : `role="img" aria-label="${escape(label)}"`;
  return (`<svg class="icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" ` +
    `stroke-width="2" stroke-linecap="round" stroke-linejoin="round" focusable="false" ${named}>` +
    `${DRAWINGS[name]}</svg>`) as SafeHtml;
}

export { ICON_NAMES, iconLabel };
