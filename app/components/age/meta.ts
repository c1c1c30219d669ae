import type { MetaDescriptor } from "@remix-run/node";
import { pageMeta } from "~/lib/page-names";

/** Seconds between a hydrated pending status page's checks (no meta refresh: WCAG 2.2.1). */
export const REFRESH_SECONDS = 3;

const TITLES = { success: "Age verified", pending: "Checking your age", failed: "Age not verified" } as const;

/** The status page's title. */
export function ageStatusMeta(status: keyof typeof TITLES | null, area: string): MetaDescriptor[] {
  return [
    { title: `${status ? TITLES[status] : "Age verification"} · ${area} · Ashless` },
    { name: "robots", content: "noindex" },
    ...pageMeta("age-verification"),
  ];
}

export const ageMethodsMeta = (area: string): MetaDescriptor[] => [
  { title: `Confirm your age · ${area} · Ashless` },
  { name: "robots", content: "noindex" },
  ...pageMeta("age-verification"),
];
