import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/lib/page-names";

/** Title, noindex (personal pages) and the SPEC §2 page name of an account page. */
export function accountMeta(title: string, name: string): MetaFunction {
  return () => [
    { title: `${title} · Your account · Ashless` },
    { name: "robots", content: "noindex" },
    ...pageMeta(name),
  ];
}
