// A trial product's terms are its catalogue description, as one line of text (issue 40, 5).
import { describe, expect, it } from "vitest";
import { plainText } from "~/.server/checkout/trial-terms";

describe("plainText", () => {
  it("keeps the words of a description and drops its markup", () => {
    expect(plainText("<p>Try it for 14 days.</p>\n<p>Keep it for <strong>£39.00</strong> &amp; more.</p>")).toBe(
      "Try it for 14 days. Keep it for £39.00 & more.",
    );
  });
  it("drops what a description may not carry (scripts)", () => {
    expect(plainText('<p>Free</p><script>alert("x")</script>')).toBe("Free");
  });
});
