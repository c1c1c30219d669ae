// React 18.3's Node renderer (renderToPipeableStream) encodes the page into 2048-byte views.
// When a character of two to four bytes in UTF-8 ("©", "—", "£") does not fit at the end of a
// view, it sends the whole view anyway, so the bytes left unwritten reach the page as NULs: the
// device listing had one before "© Ashless". Fixed in React 19 (facebook/react#26228), not in
// 18. A NUL is never part of a page (React writes no U+0000; HTML parsers drop it as an error).

/** The size of React 18.3's views (react-dom-server.node: VIEW_SIZE). */
const VIEW_SIZE = 2048;

/** The chunk without the unwritten tail of a full view: at most three NUL bytes at its end. */
export function withoutUnwrittenTail(chunk: Buffer): Buffer {
  if (chunk.length !== VIEW_SIZE || chunk[VIEW_SIZE - 1] !== 0) return chunk;
  let end = VIEW_SIZE - 1;
  while (end > VIEW_SIZE - 3 && chunk[end - 1] === 0) end--;
  return chunk.subarray(0, end);
}
