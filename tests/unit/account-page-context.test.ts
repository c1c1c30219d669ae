import { describe, expect, it } from "vitest";
import { jsonForScript, resolvePageName } from "~/components/account/PageContext";

const meta = (name: string) => [{ title: "x" }, { name: "page-name", content: name }];

describe("page name for the data layer", () => {
  it("takes the deepest route's handle.pageName", () => {
    expect(
      resolvePageName([
        { handle: undefined },
        { handle: { pageName: "account-page" } },
        { handle: { pageName: "my-orders" } },
      ]),
    ).toBe("my-orders");
  });

  it("a child naming nothing defers to its parent (account layout → account-page)", () => {
    expect(resolvePageName([{}, { handle: { pageName: "account-page" } }, { handle: { breadcrumbs: () => [] } }])).toBe(
      "account-page",
    );
  });

  it("reads the page-name meta of routes that only have meta (cart, shop…)", () => {
    expect(resolvePageName([{ meta: [{ title: "Ashless" }] }, { meta: meta("cart") }])).toBe("cart");
    expect(
      resolvePageName([{ meta: meta("shop") }, { handle: { pageName: "my-addresses" }, meta: meta("cart") }]),
    ).toBe("my-addresses");
  });

  it("reports unknown names as other, and nothing when no route names one", () => {
    expect(resolvePageName([{ handle: { pageName: "made-up" } }])).toBe("other");
    expect(resolvePageName([{ meta: [{ title: "Ashless" }] }, {}])).toBeNull();
  });

  it("serialises safely inside a <script> element", () => {
    const json = jsonForScript({ pageName: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ pageName: "</script><script>alert(1)</script>" });
  });
});
