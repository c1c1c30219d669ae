import { legalLinksFor } from "~/lib/legal-links";

/**
 * Links to the documents a consent names, below its tick-box. They open in a new tab, and say
 * so: with scripting off, leaving the page would lose what the shopper typed in the form.
 */
export function ConsentDocumentLinks({ label }: { label: string }) {
  const links = legalLinksFor(label);
  if (links.length === 0) return null;
  return (
    <p className="field__hint consent-links">
      {links.map((l, i) => (
        <span key={l.href}>
          {i > 0 ? " · " : null}
          <a href={l.href} target="_blank" rel="noreferrer">
            {l.label} (opens in a new tab)
          </a>
        </span>
      ))}
    </p>
  );
}
