import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { isSpam } from "~/.server/forms/honeypot";
import { Honeypot } from "~/components/forms/Honeypot";
import { HONEYPOT_FIELD } from "~/lib/form-kit";

const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.set(k, v);
  return f;
};

describe("honeypot", () => {
  it("an empty or absent honeypot passes; a filled one is spam", () => {
    expect(isSpam(form({ email: "a@example.com", [HONEYPOT_FIELD]: "" }))).toBe(false);
    expect(isSpam(form({ email: "a@example.com", [HONEYPOT_FIELD]: "http://spam.example" }))).toBe(true);
    expect(isSpam(form({ email: "a@example.com" }))).toBe(false);
  });

  it("is hidden, hidden from assistive technology, out of the tab order and labelled", () => {
    const html = renderToStaticMarkup(<Honeypot />);
    expect(html).toMatch(/^<div [^>]*style="display:none" aria-hidden="true">/);
    expect(html).toContain(`name="${HONEYPOT_FIELD}"`);
    expect(html).toContain('tabindex="-1"');
    const id = /<input id="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<label for="${id}">`);
    // no time-stamp field: a cached page must not turn shoppers away
    expect(html.match(/<input/g)).toHaveLength(1);
    // valid HTML: "off" is an autocomplete token ("nope" is not)
    expect(html).toMatch(/autocomplete="off"/i);
    expect(html).not.toMatch(/autocomplete="nope"/i);
  });

  it("gives each honeypot of a page ids of its own (the FAQ has two forms)", () => {
    const html = renderToStaticMarkup(
      <>
        <Honeypot />
        <Honeypot />
      </>,
    );
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
