// The shop's page for a request the host refused before any route ran (server/security.ts
// hands it here as a GET): a post that did not come from one of our own pages. The browser's
// address stays the refused form's, so this page ships no scripts to hydrate elsewhere.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { noStore } from "~/.server/responses/no-store";
import type { ScriptsHandle } from "~/lib/page-scripts";

const STATUS: Record<string, number> = { "cross-site": 403 };

export const handle: ScriptsHandle = { scripts: false };

export const loader = ({ params }: LoaderFunctionArgs) => {
  const reason = params.reason ?? "";
  const status = STATUS[reason];
  if (!status) throw data({ reason: "not-found" }, { status: 404, headers: noStore() });
  throw data({ reason }, { status, headers: noStore() });
};

/** Never rendered: the loader always throws, and the root's error boundary shows the shop's page
 * for the status. A route without a component would be a resource route, whose thrown answer
 * Remix sends as bare JSON instead. */
export default function Refused() {
  return null;
}
