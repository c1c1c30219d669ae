// The seed's illustrations, drawn as SVG so the demo ships no binaries and every srcset
// width is sharp. Each is a picture, never a caption: the words belong in the content
// entry's alt text (or an empty alt where the picture is decoration). The colours are the
// brand's (app/styles/app.css): forest #14342b, amber #f4d58d, paper #f5f3ee.

import { AMBER, device, INK, pack, PAPER, shadow } from "../drawings";
import { FLAVOURS } from "../commerce/seed/catalog-data";

export interface Artwork {
  /** the viewBox: the drawing's own coordinates */
  width: number;
  height: number;
  body: string;
}

const backdrop = (w: number, h: number, from: string, to: string) => `
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>`;

/** An icon on a round tile, for the benefit columns (decorative: empty alt). */
const tile = (glyph: string) => ({
  width: 400,
  height: 400,
  body: `<rect width="400" height="400" fill="${PAPER}"/><circle cx="200" cy="200" r="150" fill="${INK}"/>${glyph}`,
});

/** A club reward's picture: the thing itself on a soft ground (product.md §3 reward images). */
const reward = (from: string, to: string, body: string) => ({
  width: 400,
  height: 400,
  body: `${backdrop(400, 400, from, to)}${body}`,
});

/** A tier's badge: a medal with a star, in the tier's metal. */
const medal = (metal: string, rim: string) => ({
  width: 400,
  height: 400,
  body: `<circle cx="200" cy="200" r="190" fill="${rim}"/><circle cx="200" cy="200" r="160" fill="${metal}"/><polygon points="200,95 228,165 303,168 244,214 265,287 200,245 135,287 156,214 97,168 172,165" fill="${rim}"/>`,
});

/** The picture of a flavour's pack: `sticks-<flavour code>`. */
export const flavourArtwork = (code: string) => `sticks-${code.replace(/_/g, "-")}`;

const flavourPack = (colour: string) => {
  // a band that stands out on the pack's own colour, as on the product's own picture
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16) / 255);
  const band = 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.55 ? INK : AMBER;
  return {
    width: 400,
    height: 400,
    body: `<rect width="400" height="400" fill="${PAPER}"/>${shadow(200, 350, 110)}${pack(110, 110, 180, 240, colour, band)}`,
  };
};

const strike = `<line x1="100" y1="300" x2="300" y2="100" stroke="${AMBER}" stroke-width="22" stroke-linecap="round"/>`;

export const ARTWORK: Record<string, Artwork> = {
  hero: {
    width: 1200,
    height: 900,
    body: `${backdrop(1200, 900, "#dfe9e3", "#a9c5b8")}
<circle cx="930" cy="210" r="150" fill="${AMBER}" opacity="0.55"/>
<path d="M0 700 C300 640 700 760 1200 660 L1200 900 L0 900 Z" fill="${INK}" opacity="0.12"/>
${shadow(470, 760, 190)}${shadow(820, 760, 170)}
<g transform="rotate(-8 470 520)">${device(400, 260, 140, 480)}</g>
${pack(700, 420, 240, 330, INK, AMBER)}
<g fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.7">
  <path d="M560 200 c30 -40 -30 -70 0 -110"/><path d="M610 230 c30 -40 -30 -70 0 -110"/>
</g>`,
  },
  promo: {
    width: 800,
    height: 600,
    body: `${backdrop(800, 600, "#fbe9c0", "#f2b872")}
${shadow(400, 520, 250)}
<rect x="170" y="300" width="460" height="210" rx="14" fill="${INK}"/>
<rect x="370" y="300" width="60" height="210" fill="${AMBER}"/>
<path d="M150 270 L650 270 L630 330 L170 330 Z" fill="#1f4a3d"/>
<rect x="370" y="270" width="60" height="60" fill="${AMBER}"/>
<g transform="rotate(12 560 250)">${device(520, 110, 80, 260)}</g>
<path d="M400 270 C340 200 300 230 330 270 M400 270 C460 200 500 230 470 270" fill="none" stroke="${AMBER}" stroke-width="16" stroke-linecap="round"/>`,
  },
  "device-teaser": {
    width: 400,
    height: 400,
    body: `${backdrop(400, 400, "#4f7c8a", INK)}${shadow(200, 345, 90)}${device(155, 70, 90, 270, "#6b7b83")}`,
  },
  // a wide picture behind a redirection card's text (its left half stays quiet for the panel)
  "card-devices": {
    width: 1200,
    height: 600,
    body: `${backdrop(1200, 600, "#4f7c8a", INK)}
<circle cx="980" cy="140" r="110" fill="${AMBER}" opacity="0.35"/>
${shadow(760, 520, 120)}${shadow(980, 520, 130)}
<g transform="rotate(-6 760 330)">${device(710, 140, 100, 360, "#6b7b83")}</g>
${pack(880, 280, 200, 250, AMBER, INK)}`,
  },
  "video-poster": {
    width: 1600,
    height: 900,
    body: `${backdrop(1600, 900, "#222831", "#2f4f47")}
${shadow(620, 720, 200)}${shadow(1000, 720, 180)}
<g transform="rotate(6 620 460)">${device(550, 220, 140, 480, "#52616a")}</g>
${pack(880, 400, 240, 320, AMBER, INK)}`,
  },
  "no-ash": tile(
    `<rect x="130" y="185" width="140" height="30" rx="15" fill="${PAPER}"/><rect x="250" y="185" width="26" height="30" rx="8" fill="#e9d9b5"/>${strike}`,
  ),
  "no-smoke-smell": tile(
    `<g fill="none" stroke="${PAPER}" stroke-width="18" stroke-linecap="round"><path d="M160 290 c40 -50 -40 -90 0 -150"/><path d="M240 290 c40 -50 -40 -90 0 -150"/></g>${strike}`,
  ),
  "minimal-cleaning": tile(
    `<rect x="185" y="90" width="30" height="140" rx="12" fill="${PAPER}"/><path d="M150 230 h100 l-10 90 h-80 z" fill="${AMBER}"/><g stroke="${INK}" stroke-width="6"><line x1="175" y1="250" x2="170" y2="310"/><line x1="200" y1="250" x2="200" y2="310"/><line x1="225" y1="250" x2="230" y2="310"/></g>`,
  ),
  // a pack of each flavour's sticks, in the catalogue's colour (the home page's flavour cards)
  ...Object.fromEntries(FLAVOURS.map((f) => [flavourArtwork(f.code), flavourPack(f.colour)])),
  // the club's rewards (loyalty/catalogue.ts): what each one is, drawn
  "reward-voucher-5": reward(
    "#fbe9c0",
    "#f2b872",
    `${shadow(200, 320, 150)}<rect x="60" y="120" width="280" height="170" rx="18" fill="${INK}"/>
<rect x="60" y="185" width="280" height="14" fill="${AMBER}" opacity="0.6"/>
<circle cx="60" cy="205" r="22" fill="#f6d39a"/><circle cx="340" cy="205" r="22" fill="#f4c784"/>
<circle cx="260" cy="160" r="26" fill="${AMBER}"/>`,
  ),
  "reward-travel-case": reward(
    "#dfe8e4",
    "#9fb9b0",
    `${shadow(200, 330, 130)}<rect x="95" y="110" width="210" height="215" rx="40" fill="#7a4a1f"/>
<rect x="95" y="170" width="210" height="16" fill="#5c3616"/><rect x="175" y="150" width="50" height="50" rx="10" fill="${AMBER}"/>
<rect x="95" y="110" width="40" height="215" rx="20" fill="#ffffff" opacity="0.08"/>`,
  ),
  "reward-scratch-card": reward(
    "#e7e1f5",
    "#b7a6dd",
    `${shadow(200, 320, 150)}<rect x="70" y="110" width="260" height="180" rx="16" fill="${PAPER}"/>
<rect x="100" y="150" width="200" height="100" rx="12" fill="#b8bcc2"/>
<path d="M110 200 q30 -40 60 0 t60 0 t60 0" fill="none" stroke="${AMBER}" stroke-width="22" stroke-linecap="round"/>
<circle cx="300" cy="280" r="34" fill="#d9b34a"/>`,
  ),
  "reward-festival-draw": reward(
    "#fde2d8",
    "#f09a7a",
    `${shadow(200, 330, 120)}<path d="M120 320 L200 110 L280 320 Z" fill="${INK}"/>
<path d="M200 110 L200 70" stroke="${INK}" stroke-width="8"/><path d="M200 70 L250 85 L200 100 Z" fill="${AMBER}"/>
<circle cx="110" cy="130" r="10" fill="${AMBER}"/><circle cx="310" cy="150" r="8" fill="${PAPER}"/><circle cx="300" cy="100" r="6" fill="${AMBER}"/>`,
  ),
  "reward-flavour-lab": reward(
    "#e3efe6",
    "#93c2a2",
    `${shadow(200, 335, 110)}<path d="M170 90 h60 v70 l70 140 a20 20 0 0 1 -18 30 h-164 a20 20 0 0 1 -18 -30 l70 -140 z" fill="${PAPER}"/>
<path d="M128 260 h144 l24 50 a12 12 0 0 1 -11 18 h-170 a12 12 0 0 1 -11 -18 z" fill="#2a9d8f"/>
<circle cx="185" cy="230" r="10" fill="#2a9d8f"/><circle cx="215" cy="200" r="7" fill="#2a9d8f"/>`,
  ),
  "reward-limited-pin": reward(
    "#f3f0e8",
    "#d6cdb5",
    `${shadow(200, 320, 90)}<circle cx="200" cy="200" r="95" fill="#c9a227"/><circle cx="200" cy="200" r="75" fill="${INK}"/>
<path d="M170 235 L200 150 L230 235" fill="none" stroke="${AMBER}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
  // the club's tier badges (product.md §3 tier image_url)
  "tier-bronze": medal("#b87333", "#7a4a1f"),
  "tier-silver": medal("#d9dde0", "#9aa3a8"),
  "tier-gold": medal("#f3d27a", "#c9a227"),
};

/** Anything else asked for: a quiet pattern, still without words. */
export const FALLBACK_ARTWORK: Artwork = {
  width: 400,
  height: 400,
  body: `<rect width="400" height="400" fill="${PAPER}"/><g fill="${INK}" opacity="0.12"><circle cx="100" cy="100" r="40"/><circle cx="300" cy="100" r="40"/><circle cx="100" cy="300" r="40"/><circle cx="300" cy="300" r="40"/><circle cx="200" cy="200" r="60"/></g>`,
};

/** The artwork as an SVG document `w` pixels wide (height from its own proportions). */
export function renderArtwork(art: Artwork, w: number): string {
  const h = Math.round((w * art.height) / art.width);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${art.width} ${art.height}" aria-hidden="true" focusable="false">${art.body}</svg>`;
}
