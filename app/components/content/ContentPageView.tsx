import { useSearchParams } from "@remix-run/react";
import type { Breakpoints, PageMode, RenderBlock } from "~/lib/content";
import { ContentBlocks } from "./ContentBlocks";

/**
 * A whole content-service page; its own first text block carries the h1. In preview and
 * edit modes (editors only) a notice says so; edit mode outlines each block with its kind
 * and id, and lists the page's custom code as text: the shop never runs it.
 */
export function ContentPageView({
  page,
  mode = "live",
  customCode = null,
}: {
  page: { blocks: RenderBlock[]; breakpoints?: Breakpoints | null };
  mode?: PageMode;
  customCode?: { css: string; js: string } | null;
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
        </section>
      ) : null}
    </>
  );
}
