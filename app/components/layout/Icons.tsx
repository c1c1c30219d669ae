// The header's two pictures, drawn in the page rather than fetched: each <img> of an SVG was a
// request and a document of its own, built on the main thread of every page (decision 0026).
// Both are decorative: the link's text names it.

export function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#14342b" />
      <path d="M10 22c2-8 4-12 6-12s4 4 6 12" stroke="#f4d58d" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** Drawn in the link's own colour, so it follows forced colours. */
export function CartIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="9" cy="21" r="1" />
      <circle cx="20" cy="21" r="1" />
      <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
    </svg>
  );
}
