/** A one-time message shown at the top of the next page (after a redirect). */
export interface Flash {
  kind: "success" | "error" | "info";
  message: string;
}
