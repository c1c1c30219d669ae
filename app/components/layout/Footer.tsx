import type { FooterGroup } from "~/.server/content";
import type { Company } from "~/lib/models/store-facts";
import { addressLine, registration } from "~/lib/store-facts";

/** The legal and service pages: always linked, whatever the CMS footer holds. */
export const LEGAL_LINKS = [
  { label: "Delivery", href: "/delivery" },
  { label: "Returns and refunds", href: "/returns" },
  { label: "Terms and conditions", href: "/terms" },
  { label: "Privacy notice", href: "/privacy" },
  { label: "Cookies", href: "/cookies" },
] as const;

export function Footer({ groups, company = null }: { groups: FooterGroup[]; company?: Company | null }) {
  return (
    <footer className="site-footer">
      {groups.length > 0 ? (
        <nav aria-label="Footer">
          {groups.map((g) => (
            <section key={g.title} className="site-footer__group">
              <h2>{g.title}</h2>
              <ul>
                {g.links.map((l) => (
                  <li key={l.href}>
                    <a href={l.href} className={`link link--${l.variant ?? "footer"}`}>
                      {l.label}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      ) : null}
      <nav aria-label="Legal" className="site-footer__legal-links">
        <ul>
          {LEGAL_LINKS.map((l) => (
            <li key={l.href}>
              <a href={l.href} className="link link--footer">
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-footer__legal">
        Ashless products are for adults aged 18 and over who smoke or vape. They contain nicotine or are used with
        products that do.
      </p>
      {company ? (
        <p className="site-footer__company">
          © {company.legalName}
          {company.tradingName !== company.legalName ? `, trading as ${company.tradingName}` : ""}. Registered office:{" "}
          {addressLine(company)}.{registration(company) ? ` ${registration(company)}.` : ""}
          {company.vatNumber ? ` VAT number ${company.vatNumber}.` : ""}
        </p>
      ) : null}
    </footer>
  );
}
