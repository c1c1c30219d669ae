import { expect } from "@playwright/test";
import { HtmlValidate } from "html-validate";

// The served HTML of every page type is checked by a standard validator (html-validate):
// its "standard" rules (the HTML specification: content models, attributes, unique ids, valid
// autocomplete tokens…) and "document" rules (doctype, lang, title…). Subresource integrity is
// left out: every script and stylesheet is the shop's own, from its own origin.
const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:document"],
  rules: { "require-sri": "off" },
});

/** Fails with each message, its line and rule, when `html` (a page as served) is not valid. */
export async function expectValidHtml(html: string, name: string) {
  const report = await validator.validateString(html, name);
  const problems = report.results.flatMap((r) =>
    r.messages.map((m) => `${m.ruleId} at ${m.line}:${m.column}: ${m.message} (${m.selector ?? ""})`),
  );
  expect(problems, `${name}: HTML problems`).toEqual([]);
}
