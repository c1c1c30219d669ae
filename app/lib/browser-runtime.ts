import type { ReactNode } from "react";
import { createElement, Fragment } from "react";

declare const __PREACT_IN_BROWSER__: boolean | undefined;

/** True in the browser bundle of a production build, which runs Preact's compat layer
 * instead of React (decision 0018); false on the server and under `vite dev`. */
export const hydratesWithPreact = typeof __PREACT_IN_BROWSER__ !== "undefined" && __PREACT_IN_BROWSER__;

/** The document's `<html>` element. Preact hydrates a document into its root element, so in
 * the browser it renders only the head and body, into the `<html>` the server sent. */
export function Html({ lang, children }: { lang: string; children: ReactNode }) {
  return hydratesWithPreact ? createElement(Fragment, null, children) : createElement("html", { lang }, children);
}
