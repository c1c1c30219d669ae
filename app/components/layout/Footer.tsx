import type { FooterGroup } from "~/.server/content";

export function Footer({ groups }: { groups: FooterGroup[] }) {
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
      <p className="site-footer__legal">Ashless products are intended for adult smokers and vapers only. © Ashless</p>
    </footer>
  );
}
