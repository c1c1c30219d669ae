import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CtaButton, ctaClassName } from "~/components/CtaButton";

// product.md §2's call-to-action button (issue 12, item 6).
describe("call-to-action button", () => {
  it("names its size, colour or variant, theme and the redirect's icon in its classes", () => {
    expect(ctaClassName({})).toBe("btn btn--primary");
    expect(ctaClassName({ size: "small", variant: "secondary" })).toBe("btn btn--secondary btn--small");
    expect(ctaClassName({ size: "large", theme: "dark" })).toBe("btn btn--primary btn--large btn--on-dark");
    expect(ctaClassName({ variant: "redirect", icon: "arrow" })).toBe("btn btn--redirect btn--arrow");
    expect(ctaClassName({ variant: "ghost", icon: "arrow" })).toBe("btn btn--ghost");
  });

  it("is a link or a real button; pending shows a loader, says so and cannot be pressed", () => {
    expect(renderToString(<CtaButton href="/shop">Shop</CtaButton>)).toBe(
      '<a class="btn btn--primary" href="/shop">Shop</a>',
    );
    const tab = renderToString(
      <CtaButton href="https://example.com/" newTab>
        Guide
      </CtaButton>,
    );
    expect(tab).toContain('target="_blank" rel="noopener noreferrer"');
    expect(tab).toContain("(opens in a new tab)");
    const pending = renderToString(
      <CtaButton type="submit" pending>
        Save
      </CtaButton>,
    );
    expect(pending).toMatch(/^<button type="submit" class="btn btn--primary" disabled="" aria-busy="true">/);
    expect(pending).toContain("(working…)");
    const link = renderToString(
      <CtaButton href="/shop" disabled>
        Shop
      </CtaButton>,
    );
    expect(link).toBe('<span class="btn btn--primary" aria-disabled="true">Shop</span>');
  });
});
