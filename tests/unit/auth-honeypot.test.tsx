import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { isSpam } from "~/.server/honeypot";
import { Honeypot } from "~/components/forms/Honeypot";
import { HONEYPOT_FIELD } from "~/lib/schemas/auth";

const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.set(k, v);
  return f;
};

describe("honeypot", () => {
  it("a filled honeypot is spam; an empty or absent one is not", () => {
    expect(isSpam(form({ email: "a@example.com", [HONEYPOT_FIELD]: "http://spam.example" }))).toBe(true);
    expect(isSpam(form({ email: "a@example.com", [HONEYPOT_FIELD]: "" }))).toBe(false);
    expect(isSpam(form({ email: "a@example.com", [HONEYPOT_FIELD]: "   " }))).toBe(false);
    expect(isSpam(form({ email: "a@example.com" }))).toBe(false);
  });

  it("is visually hidden, hidden from assistive technology, out of the tab order and never autofilled", () => {
    const html = renderToStaticMarkup(<Honeypot />);
    expect(html).toMatch(/^<div class="visually-hidden" aria-hidden="true">/);
    expect(html).toContain(`name="${HONEYPOT_FIELD}"`);
    expect(html).toContain('tabindex="-1"');
    expect(html).toMatch(/autoComplete="off"/i);
    // labelled all the same, for the rare tool that ignores aria-hidden
    const id = /<input id="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<label for="${id}">`);
  });
});
