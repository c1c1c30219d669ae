// The legal pages a consent's wording names: a consent that says "privacy notice" or "terms"
// links to that page, so nobody accepts a document they cannot read.

export interface LegalLink {
  href: "/privacy" | "/terms";
  label: string;
}

export function legalLinksFor(consentLabel: string): LegalLink[] {
  const links: LegalLink[] = [];
  if (/privacy/i.test(consentLabel)) links.push({ href: "/privacy", label: "Read the privacy notice" });
  if (/\bterms\b/i.test(consentLabel)) links.push({ href: "/terms", label: "Read the terms and conditions" });
  return links;
}
