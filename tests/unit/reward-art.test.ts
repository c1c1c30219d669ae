// Issue 40, 14: every club reward and tier is pictured as what it is, not the quiet fallback
// pattern the content service draws for names it does not know.
import { describe, expect, it } from "vitest";
import { ARTWORK, FALLBACK_ARTWORK } from "../../server/sandbox/content/art";
import { REWARDS, TIERS } from "../../server/sandbox/loyalty/catalogue";

describe("the club's pictures", () => {
  it("draw each reward and each tier, each its own", () => {
    const names = [...REWARDS.map((r) => `reward-${r.slug}`), ...TIERS.map((t) => `tier-${t.code}`)];
    for (const name of names) {
      expect(Object.hasOwn(ARTWORK, name), name).toBe(true);
      expect(ARTWORK[name].body).not.toBe(FALLBACK_ARTWORK.body);
      expect(ARTWORK[name].body, `${name} has no words`).not.toMatch(/<text/);
    }
    const bodies = new Set(names.map((n) => ARTWORK[n].body));
    expect(bodies.size).toBe(names.length);
  });
});
