// The club's tiers, lowest first as the platform lists them, the customer's own marked in words
// (not by colour alone) and for assistive technology (aria-current), and the next one in words.
import type { TierItem } from "~/.server/club/view";

export function ClubTiers({ tiers }: { tiers: TierItem[] }) {
  return (
    <section aria-labelledby="club-tiers" className="club-tiers">
      <h2 id="club-tiers">Club tiers</h2>
      <p>Your tier comes from the points you earned in the last 12 months.</p>
      <ul className="club-tiers__list">
        {tiers.map((t) => (
          <li
            key={t.code}
            className={t.current ? "club-tier club-tier--current" : "club-tier"}
            aria-current={t.current ? "true" : undefined}
          >
            {t.image ? <img className="club-tier__image" src={t.image} alt="" width="40" height="40" /> : null}
            <span className="club-tier__text">
              <span>
                <strong>{t.name}</strong>
                {t.current ? <span className="badge club-tier__yours">Your tier</span> : null}
                {t.next ? <span className="badge club-tier__next">Your next tier</span> : null}
              </span>
              <span className="club-tier__needs">{t.needs}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
