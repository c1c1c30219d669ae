import type { NavigationTeaser } from "~/.server/content";
import { RedirectionCard } from "~/components/content/RedirectionCard";

/** From this width the compact link shows instead of the card (app.css, "menu's product teaser"). */
export const TEASER_WIDE = "(min-width: 992px)";

/**
 * The menu's product teaser on small screens (product.md §2: "a mobile variant shows a redirection
 * card with an image"): the withImage card, its picture a background. The link's name is the
 * teaser's name and link text; the picture repeats them, so here it is decoration (the wide
 * screens' teaser keeps the image's alt text). `href` is the tracking redirect's (/go).
 */
export function NavTeaserCard({ teaser, href }: { teaser: NavigationTeaser; href: string }) {
  return (
    <RedirectionCard
      className="nav-teaser-card"
      variant="withImage"
      title={teaser.name}
      description={teaser.link.text}
      href={href}
      image={teaser.image.src}
      sizes="(max-width: 991px) 100vw, 1px"
      hiddenAt={TEASER_WIDE}
      data={{ "data-track": "list_click", "data-track-list": "menu-navigation" }}
    />
  );
}
