import type { MetaDescriptor } from "@remix-run/node";
import { pageMeta } from "~/lib/page-names";

/** Seconds between the pending status page's own refreshes. */
export const REFRESH_SECONDS = 3;

const TITLES = { success: "Age verified", pending: "Checking your age", failed: "Age not verified" } as const;

/** The status page's title; while pending, a refresh every few seconds (works without scripting). */
export function ageStatusMeta(status: keyof typeof TITLES | null, area: string): MetaDescriptor[] {
  return [
    { title: `${status ? TITLES[status] : "Age verification"} · ${area} · Ashless` },
    { name: "robots", content: "noindex" },
    ...pageMeta("age-verification"),
    ...(status === "pending" ? [{ httpEquiv: "refresh", content: String(REFRESH_SECONDS) }] : []),
  ];
}

export const ageMethodsMeta = (area: string): MetaDescriptor[] => [
  { title: `Confirm your age · ${area} · Ashless` },
  { name: "robots", content: "noindex" },
  ...pageMeta("age-verification"),
];
