import { ChoiceLinks, PageLinks } from "~/components/layout/LinkControls";
import type { ProductSort } from "~/lib/models/commerce";
import { SORTS } from "~/lib/listing";

export function hrefWith(base: string, params: Record<string, string | number | undefined>) {
  const [path, query] = base.split("?");
  const q = new URLSearchParams(query);
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== "" && v !== 1 && v !== "position") q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

export function SortLinks({ base, sort }: { base: string; sort: ProductSort }) {
  return (
    <ChoiceLinks
      label="Sort products"
      lead="Sort by:"
      choices={SORTS.map((s) => ({
        key: s.value,
        label: s.label,
        href: hrefWith(base, { sort: s.value }),
        current: s.value === sort,
      }))}
    />
  );
}

export function Pagination({
  base,
  sort,
  page,
  totalPages,
}: {
  base: string;
  sort: ProductSort;
  page: number;
  totalPages: number;
}) {
  return (
    <PageLinks label="Pages" page={page} totalPages={totalPages} href={(p) => hrefWith(base, { sort, page: p })} />
  );
}
