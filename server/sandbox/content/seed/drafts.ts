import { CONTENT_BASE, button, image, pageData, section, text, type SeedEntry } from "./helpers";

/**
 * Preview and edit modes (product.md §2): tokens an editor's preview link carries. "preview" shows
 * drafts; "editCode" also opens edit mode, where the page's custom code can be read.
 */
export const PREVIEW_TOKENS: Record<string, string[]> = {
  "preview-demo-token": ["preview"],
  "editor-demo-token": ["preview", "editCode"],
};

/** A page not yet published: /summer is a 404 until then, except in a preview. */
export const summerDraft: SeedEntry = {
  id: "page-summer-draft",
  model: "page",
  name: "Summer flavours (draft)",
  published: "draft",
  data: {
    ...pageData("/summer", "Summer flavours", "Three limited flavours for the summer.", [
      section("summer-intro", [
        text(
          "summer-title",
          // the count is an input's default value (state.count); the launch date comes from the
          // page's httpRequests (state.launch), fetched by the shop's server, over the input's "soon"
          "<h1>Summer flavours are coming</h1><p>{{state.count}} limited flavours, from {{state.launch.date}}: Lemon Zest, Peach Tea and Cool Melon.</p>",
        ),
        image("summer-image", "promo", "Three packs of the summer flavours in a gift box", 800, 600),
        button("summer-cta", "Shop sticks", "/shop/sticks"),
      ]),
    ]),
    // custom code the editor wrote; the shop never runs it (CSP), edit mode shows it to editors
    cssCode: ".summer-intro h1 { letter-spacing: 0.02em; }",
    jsCode: "console.log('summer countdown');",
    httpRequests: { launch: `${CONTENT_BASE}/demo/launch.json` },
    // the editor's web font (product.md §3 customFonts); the shop names it in edit mode, and does not load it
    customFonts: [
      {
        family: "Playfair Display",
        kind: "webfont",
        files: { regular: `${CONTENT_BASE}/demo/fonts/playfair-display-regular.woff2` },
      },
      { kind: "webfont" },
    ],
    inputs: [
      { name: "count", type: "string", defaultValue: "Three", helperText: "How many flavours the summer brings" },
      { name: "launch", type: "object", defaultValue: { date: "soon" } },
    ],
  },
};
