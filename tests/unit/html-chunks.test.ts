import { PassThrough } from "node:stream";
import { createElement, type ReactElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withoutUnwrittenTail } from "~/.server/document/html-chunks";

/** The page as app/entry.server.tsx collects it, with or without the fix. */
function render(page: ReactElement, fix: boolean): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(page, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        body.on("data", (chunk: Buffer) => chunks.push(fix ? withoutUnwrittenTail(chunk) : chunk));
        body.on("end", () => resolve(Buffer.concat(chunks)));
        pipe(body);
      },
      onShellError: reject,
    });
  });
}

// Many short texts with two- and three-byte characters ("£", "©", "—"), shifted a byte at a
// time, so that some of them straddle the end of one of React's 2048-byte views.
const pages = Array.from({ length: 12 }, (_, shift) =>
  createElement(
    "div",
    null,
    "x".repeat(shift),
    ...Array.from({ length: 120 }, (_, i) => createElement("p", { key: i }, `Pack ${i} — £5.50 © Ashless`)),
  ),
);

describe("the page's bytes", () => {
  it("React 18.3 alone leaves NUL bytes where a character did not fit (what the fix is for)", async () => {
    const withNul = [];
    for (const page of pages) if ((await render(page, false)).includes(0)) withNul.push(page);
    expect(withNul.length).toBeGreaterThan(0);
  });

  it("has no NUL byte, and is exactly the markup React renders", async () => {
    for (const page of pages) {
      const html = await render(page, true);
      expect(html.includes(0)).toBe(false);
      expect(html.toString("utf8")).toBe(renderToString(page));
    }
  });

  it("leaves a chunk alone unless it is a full view ending in NUL", () => {
    const full = Buffer.alloc(2048, 0x61);
    expect(withoutUnwrittenTail(full)).toBe(full);
    const short = Buffer.from("abc\0");
    expect(withoutUnwrittenTail(short)).toBe(short);
    const two = Buffer.alloc(2048, 0x61).fill(0, 2046);
    expect(withoutUnwrittenTail(two).length).toBe(2046);
  });
});
