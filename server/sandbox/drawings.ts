// Drawing primitives the sandbox's pictures share (the content service's illustrations and
// the catalogue's product images). Shapes only, never words: an SVG <text> in an image makes
// the browser look fonts up for a document of its own, on the main thread, which real product
// photographs never cost (decision 0024).

export const INK = "#14342b";
export const AMBER = "#f4d58d";
export const PAPER = "#f5f3ee";

/** An upright device: body, mouthpiece and the ready light. */
export const device = (x: number, y: number, w: number, h: number, colour = "#3b4a52") => `
<g>
  <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2.4}" fill="${colour}"/>
  <rect x="${x + w * 0.08}" y="${y + h * 0.04}" width="${w * 0.28}" height="${h * 0.9}" rx="${w * 0.14}" fill="#ffffff" opacity="0.12"/>
  <rect x="${x + w * 0.3}" y="${y - h * 0.08}" width="${w * 0.4}" height="${h * 0.12}" rx="${w * 0.12}" fill="#222c31"/>
  <circle cx="${x + w / 2}" cy="${y + h * 0.3}" r="${w * 0.09}" fill="${AMBER}"/>
  <circle cx="${x + w / 2}" cy="${y + h * 0.3}" r="${w * 0.16}" fill="${AMBER}" opacity="0.25"/>
</g>`;

/** A pack of sticks, lid open, three filters showing. */
export const pack = (x: number, y: number, w: number, h: number, colour: string, band: string) => `
<g>
  ${[0.2, 0.42, 0.64]
    .map(
      (f) =>
        `<rect x="${x + w * f}" y="${y - h * 0.16}" width="${w * 0.18}" height="${h * 0.3}" rx="${w * 0.05}" fill="#e9d9b5" stroke="#c7b48a" stroke-width="${w * 0.012}"/>`,
    )
    .join("")}
  <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.06}" fill="${colour}"/>
  <rect x="${x}" y="${y + h * 0.42}" width="${w}" height="${h * 0.16}" fill="${band}"/>
  <circle cx="${x + w / 2}" cy="${y + h * 0.24}" r="${w * 0.12}" fill="none" stroke="${band}" stroke-width="${w * 0.03}"/>
  <rect x="${x}" y="${y}" width="${w * 0.1}" height="${h}" rx="${w * 0.05}" fill="#000000" opacity="0.12"/>
</g>`;

/** A soft shadow on the ground under a drawing. */
export const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.12}" fill="#000000" opacity="0.18"/>`;
