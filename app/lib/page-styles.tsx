import { createContext, useContext } from "react";

/**
 * The shop's stylesheet is written into each page's `<head>` (decision 0028), so the first paint
 * waits for the document alone, not for a second request on a slow connection.
 *
 * The server passes the stylesheet through this context (entry.server.tsx). The browser's
 * bundle never holds it: when a page hydrates, the `<style>` takes the text the server wrote
 * into the page, so the markup matches and the element is left as it is.
 */
const StylesContext = createContext<string | undefined>(undefined);
export const PageStylesProvider = StylesContext.Provider;

const ID = "page-styles";
let fromPage: string | undefined;

/** The stylesheet in the page the server sent, read once, before anything changes it. */
function stylesInPage(): string {
  fromPage ??= document.getElementById(ID)?.textContent ?? "";
  return fromPage;
}

export function PageStyles({ nonce }: { nonce: string | undefined }) {
  const served = useContext(StylesContext);
  const css = served ?? (typeof document === "undefined" ? "" : stylesInPage());
  // The browser hides a nonce from the page once it has used it, and the client has none to
  // give: the attribute may differ at hydration, as on Remix's own <Scripts>.
  return <style id={ID} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />;
}
