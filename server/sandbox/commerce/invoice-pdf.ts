// A small PDF writer for the invoice: text placed on A4 pages in Helvetica (WinAnsi), with
// right-aligned figures measured by the standard Helvetica widths. No dependency: the sandbox
// plays Magento, which writes its invoice PDFs itself.

export interface PdfText {
  x: number;
  /** from the top of the page, in points */
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
  /** "right": `x` is where the text ends */
  align?: "left" | "right";
}

export interface PdfRule {
  x1: number;
  x2: number;
  y: number;
}

export interface PdfPage {
  texts: PdfText[];
  rules?: PdfRule[];
}

export const PAGE_WIDTH = 595;
export const PAGE_HEIGHT = 842;

const pdfText = (s: string) =>
  s
    .replace(/[–—]/g, "-")
    .replace(/×/g, "x")
    .replace(/[^\x20-\xff]/g, "?")
    .replace(/[\\()]/g, (c) => `\\${c}`);

// Helvetica's advance widths (per 1000 units of the font size) for what figures hold;
// anything else is taken as the average letter.
const WIDTHS: Record<string, number> = {
  " ": 278,
  ".": 278,
  ",": 278,
  "-": 333,
  "%": 889,
  "£": 556,
  "(": 333,
  ")": 333,
};
const BOLD_WIDTHS: Record<string, number> = { ...WIDTHS, "-": 333, "%": 889 };

export function textWidth(text: string, size: number, bold = false): number {
  const table = bold ? BOLD_WIDTHS : WIDTHS;
  let units = 0;
  for (const c of text) units += /\d/.test(c) ? 556 : (table[c] ?? (/[A-Z]/.test(c) ? 667 : 500));
  return (units * size) / 1000;
}

function contentStream(page: PdfPage): string {
  const texts = page.texts.map((t) => {
    const size = t.size ?? 9;
    const x = t.align === "right" ? t.x - textWidth(t.text, size, t.bold) : t.x;
    return `BT /${t.bold ? "F2" : "F1"} ${size} Tf ${x.toFixed(1)} ${(PAGE_HEIGHT - t.y).toFixed(1)} Td (${pdfText(t.text)}) Tj ET`;
  });
  const rules = (page.rules ?? []).map(
    (r) => `${r.x1} ${(PAGE_HEIGHT - r.y).toFixed(1)} m ${r.x2} ${(PAGE_HEIGHT - r.y).toFixed(1)} l S`,
  );
  return ["0.5 w", ...rules, ...texts].join("\n");
}

/** A PDF 1.4 document of the pages given, with its document title. */
export function pdfDocument(pages: PdfPage[], title: string): Buffer {
  // 1 catalog, 2 pages, 3 regular font, 4 bold font, 5 info, then a page and its content each
  const pageIds = pages.map((_, i) => 6 + i * 2);
  const objects: string[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Title (${pdfText(title)}) /Producer (Ashless sandbox) >>`,
  ];
  for (const [i, page] of pages.entries()) {
    const stream = contentStream(page);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
    );
  }
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
