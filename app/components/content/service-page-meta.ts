import { pageMeta } from "~/lib/page-names";

/**
 * The meta of a legal or service page (/privacy, /terms, /returns, /delivery, /cookies): its
 * own title, unique to it whatever the CMS entry is called, the entry's description, and
 * noindex for an editor's preview.
 */
export function servicePageMeta(
  data: { page: { description: string | null }; mode: string } | undefined,
  title: string,
) {
  return [
    { title: `${title} · Ashless` },
    ...(data?.page.description ? [{ name: "description", content: data.page.description }] : []),
    ...(data && data.mode !== "live" ? [{ name: "robots", content: "noindex" }] : []),
    ...pageMeta("other"),
  ];
}
