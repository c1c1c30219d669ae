import { createContext, useContext } from "react";
import href from "~/styles/app.css?url";

/**
 * How a page carries the shop's one stylesheet (decisions 0028, 0077). Written into the `<head>`
 * (the server's context holds its text), so the first paint waits for the document alone, with
 * the file beside it for print only, which the browser fetches at the lowest priority, holding up
 * no paint. Or linked (the context holds null): the page links the file, which the browser has
 * kept since an earlier page fetched it. The file's hashed address is the same in both bundles.
 *
 * The server passes the text through this context (entry.server.tsx). The browser's bundle never
 * holds it: when a page hydrates, the `<style>` takes the text the server wrote into the page, so
 * the markup matches and the elements are left as they are.
 */
export const PageStylesContext = createContext<string | null | undefined>(undefined);

export function PageStyles({ nonce }: { nonce: string | undefined }) {
  const served = useContext(PageStylesContext);
  const css = served === undefined ? document.getElementById("page-styles")?.textContent : served;
  return (
    <>
      {/* The browser hides a nonce from the page once it has used it, and the client has none to
          give: the attribute may differ at hydration, as on Remix's own <Scripts>. */}
      {css && (
        <style id="page-styles" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />
      )}
      <link id="page-styles-file" rel="stylesheet" href={href} media={css ? "print" : undefined} />
    </>
  );
}
