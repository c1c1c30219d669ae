import { useSearchParams } from "@remix-run/react";
import type { ContentPage } from "~/.server/content";
import { ContentBlocks } from "./ContentBlocks";

/** A whole content-service page; its own first text block carries the h1. */
export function ContentPageView({ page }: { page: ContentPage }) {
  const [searchParams] = useSearchParams();
  return <ContentBlocks blocks={page.blocks} searchParams={searchParams} />;
}
