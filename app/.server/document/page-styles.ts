// The shop's one stylesheet, as the build minified it, for the server to write into each page's
// <head> (decision 0028). Imported only by entry.server.tsx, so it never reaches the browser's
// script bundles.
import css from "~/styles/app.css?inline";

export const PAGE_STYLES: string = css;
