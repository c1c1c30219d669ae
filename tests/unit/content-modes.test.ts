import { beforeEach, describe, expect, it } from "vitest";
import { resetConfigForTests } from "~/.server/config";
import {
  clearContentCache,
  errorMessageAt,
  getContentForm,
  getContentPageVariants,
  getPreviewPage,
  previewPermissions,
  type PageVariant,
} from "~/.server/content";
import { prepareBlocks } from "~/.server/content/prepare";
import { fillState, initialState } from "~/.server/content/state";
import { el } from "../../server/sandbox/content/seed/helpers";
import { chooseVariant, draw } from "~/.server/content/variations";
import { contentModule } from "../../server/sandbox/content";
import { commerceModule } from "../../server/sandbox/commerce";
import { useSandboxModules } from "./sandbox-server";

// Issue 12, content item 4: preview and edit modes, httpRequests into the page state, and
// A/B variations, against the content sandbox in-process.
// commerce too: the FAQ's copy states the store's facts (issue 40)
const sandbox = useSandboxModules([contentModule, commerceModule]);

beforeEach(() => {
  process.env.CONTENT_API_URL = `${sandbox.origin}/content`;
  process.env.COMMERCE_GRAPHQL_URL = `${sandbox.origin}/graphql`;
  process.env.CONTENT_API_KEY = "sandbox-content-key";
  resetConfigForTests();
  clearContentCache();
});

describe("preview and edit modes", () => {
  it("lists drafts only to a preview token, and tells what a token may do", async () => {
    const key = "apiKey=sandbox-content-key&query.data.url=/summer";
    const live = await fetch(`${sandbox.origin}/content/api/v3/content/page?${key}`);
    expect(((await live.json()) as { results: unknown[] }).results).toHaveLength(0);
    const bad = await fetch(
      `${sandbox.origin}/content/api/v3/content/page?${key}&includeUnpublished=true&previewToken=nope`,
    );
    expect(bad.status).toBe(401);

    expect(await previewPermissions("preview-demo-token")).toEqual(["preview"]);
    expect(await previewPermissions("editor-demo-token")).toEqual(["preview", "editCode"]);
    expect(await previewPermissions("nope")).toBeNull();

    expect(await getContentPageVariants("/summer")).toBeNull();
    const draft = await getPreviewPage("/summer", "preview-demo-token");
    expect(JSON.stringify(draft?.variants[0].page.blocks)).toContain("Summer flavours are coming");
    expect(draft?.customCode.js).toContain("summer countdown");
    // customFonts: the families, for edit mode to name (decision 0067); a malformed one is left out
    expect(draft?.customCode.fonts).toEqual(["Playfair Display"]);
    await expect(getPreviewPage("/summer", "nope")).rejects.toThrow();
  });
});

describe("httpRequests", () => {
  it("fetches the page's data on the server and shows it, escaped, where text blocks ask", async () => {
    const summer = await getPreviewPage("/summer", "preview-demo-token");
    const text = JSON.stringify(summer?.variants[0].page.blocks);
    expect(text).toContain("Three limited flavours, from 1 June:");
    expect(text).not.toContain("{{state");
  });

  it("shows the store's own facts (state.store) from the commerce store configuration", async () => {
    const faq = await getContentPageVariants("/faq");
    const text = JSON.stringify(faq?.variants[0].page.blocks);
    expect(text).toContain("Tracked delivery (£2.99): 2–3 working days.");
    expect(text).toContain("Delivery is free on orders of £30 or more.");
    expect(text).not.toContain("{{state");
  });

  it("starts the state from the page's inputs' default values and its own state, which requests override", async () => {
    // product.md §3's page entity: data.inputs [{name, defaultValue}] and data.state
    expect(
      initialState({
        inputs: [
          { name: "flavours", type: "number", defaultValue: 3 },
          { name: "season", type: "string", defaultValue: "summer" },
          { name: "launch", type: "object", defaultValue: { date: "1 July" } },
          { name: "no default", type: "string" },
          { name: "__proto__", defaultValue: "x" },
          "not an input",
        ],
        state: { season: "Summer", extra: true },
      }),
    ).toEqual({ flavours: 3, season: "Summer", launch: { date: "1 July" }, extra: true });
    expect(initialState({ inputs: "nope", state: [1] })).toEqual({});
    // the seeded draft: its count from an input's default, its date from its httpRequests over the input's
    const summer = await getPreviewPage("/summer", "preview-demo-token");
    const text = JSON.stringify(summer?.variants[0].page.blocks);
    expect(text).toContain("Three limited flavours, from 1 June:");
  });

  it("fills values as text, never markup, and leaves missing paths empty", () => {
    const state = { d: { cutOff: "<b>2pm</b>", days: 2 }, x: null };
    expect(
      fillState("<p>{{state.d.cutOff}} / {{ state.d.days }} / {{state.x.y}} / {{state.__proto__}}</p>", state),
    ).toBe("<p>&lt;b&gt;2pm&lt;/b&gt; / 2 /  / </p>");
  });
});

describe("A/B variations", () => {
  const variant = (id: string | null, ratio: number) =>
    ({
      ratio,
      page: { id: "p", url: "/faq", title: "", description: null, blocks: [], variationId: id, breakpoints: null },
    }) as PageVariant;

  it("draws by the test ratios", () => {
    const vs = [variant(null, 0.25), variant("b", 0.75)];
    expect(draw(vs, 0).page.variationId).toBeNull();
    expect(draw(vs, 0.24).page.variationId).toBeNull();
    expect(draw(vs, 0.25).page.variationId).toBe("b");
    expect(draw(vs, 0.99).page.variationId).toBe("b");
  });

  it("keeps a visitor's variation through the page's cookie, and draws again for an unknown one", async () => {
    const prepared = {
      id: "page-faq",
      variants: [variant(null, 0.5), variant("b", 0.5)],
      customCode: { css: "", js: "", fonts: [] },
    };
    const options = { secure: false, secrets: ["s"] };
    const first = await chooseVariant(prepared, null, { ...options, random: () => 0.9 });
    expect(first.variant.page.variationId).toBe("b");
    expect(first.setCookie).toMatch(/^ab-page-faq=.*Path=\/faq;.*HttpOnly; SameSite=Lax/);
    const cookie = first.setCookie!.split(";")[0];
    for (const r of [0, 0.1, 0.4]) {
      const again = await chooseVariant(prepared, cookie, { ...options, random: () => r });
      expect(again.variant.page.variationId).toBe("b");
      expect(again.setCookie).toBeNull();
    }
    // a forged value (unsigned) is not believed: drawn again
    const forged = await chooseVariant(prepared, "ab-page-faq=Im93biI%3D", { ...options, random: () => 0.9 });
    expect(forged.setCookie).not.toBeNull();
    const seeded = await getContentPageVariants("/faq");
    expect(seeded?.variants.map((v) => [v.page.variationId, v.ratio])).toEqual([
      [null, 0.5],
      ["faq-intro-question", 0.5],
    ]);
  });
});

describe("content forms: custom action and error-message path", () => {
  it("reads the refusal's message where the path points, as short text, or nothing", () => {
    const body = { error: { message: "  Already on our list.  " }, list: ["x"] };
    expect(errorMessageAt(body, "error.message")).toBe("Already on our list.");
    expect(errorMessageAt(body, "error.code")).toBeNull();
    expect(errorMessageAt(body, "list")).toBeNull();
    expect(errorMessageAt(body, null)).toBeNull();
    expect(errorMessageAt("text", "error.message")).toBeNull();
    expect(errorMessageAt({ m: "x".repeat(400) }, "m")).toHaveLength(300);
  });

  it("keeps the seeded newsletter form's action on the content service, and drops a form posting elsewhere", async () => {
    const form = await getContentForm("/faq", "faq-newsletter-form");
    expect(form?.action).toBe(`${sandbox.origin}/content/demo/newsletter`);
    expect(form?.errorMessagePath).toBe("error.message");
    const { forms } = await prepareBlocks(
      [
        el("f", "Form:Form", {
          name: "n",
          sendSubmissionsToEmail: "a@example.com",
          action: "http://169.254.169.254/latest",
          fields: [{ name: "email", label: "Email" }],
        }),
      ],
      { pageUrl: "/x", resolveSymbol: async () => null },
    );
    expect(forms).toEqual({});
  });
});
