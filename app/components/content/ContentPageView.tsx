import { useSearchParams } from "@remix-run/react";
import type { Breakpoints, CustomCode, PageMode, RenderBlock } from "~/lib/content";
import { ContentBlocks } from "./ContentBlocks";

/**
 * A whole content-service page; its own first text block carries the h1. In preview and
 * edit modes (editors only) a notice says so; edit mode outlines each block with its kind
 * and id, and lists the page's custom code as text and names its custom fonts: the shop never runs or loads them.
 */
export function ContentPageView({
  page,
  mode = "live",
  customCode = null,
}: {
  page: { blocks: RenderBlock[]; breakpoints?: Breakpoints | null };
  mode?: PageMode;
  customCode?: CustomCode | null;
}) {
  const [searchParams] = useSearchParams();
  return (
    <>
      {mode !== "live" ? (
        <p className="notice notice--info content-mode" role="status">
          <strong>{mode === "edit" ? "Edit mode" : "Preview"}:</strong>{" "}
          {mode === "edit"
            ? "draft content with each block outlined. Shoppers do not see this page."
            : "draft content, as it will look when published. Shoppers do not see it yet."}
        </p>
      ) : null}
      <ContentBlocks
        blocks={page.blocks}
        searchParams={searchParams}
        edit={mode === "edit"}
        breakpoints={page.breakpoints}
      />
      {customCode ? (
        <section className="content-code" aria-labelledby="content-code-title">
          <h2 id="content-code-title">Custom code of this page</h2>
          <p>Shown for editors with the editCode permission. The shop does not run custom code.</p>
          <h3>CSS</h3>
          <pre>{customCode.css || "(none)"}</pre>
          <h3>JavaScript</h3>
          <pre>{customCode.js || "(none)"}</pre>
          <h3>Custom fonts</h3>
          {customCode.fonts.length ? (
            <>
              <p>Not loaded: the shop’s pages use its own typefaces.</p>
              <ul>
                {customCode.fonts.map((family) => (
                  <li key={family}>{family}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>(none)</p>
          )}
        </section>
      ) : null}
    </>
  );
}
