import type { NavigationTeaser } from "~/.server/content";
import { trackedHref } from "~/lib/track-link";
import { NO_PICTURE } from "~/lib/images";
import { NavTeaserCard, TEASER_WIDE } from "./NavTeaserCard";

/**
 * product.md §2's navigation product teaser, in both its forms: on wide screens a compact link in a
 * column of its own beside the menu (the picture with its alt text, the name, the link text); on
 * small screens the redirection card (NavTeaserCard). The stylesheet shows one of them at a
 * time (display: none keeps the other out of the accessibility tree). Both go through the
 * tracking redirect, so a click records the menu-navigation list_click with or without
 * JavaScript (useTrackedClicks sends it as a beacon when it can).
 */
export function NavTeaser({ teaser }: { teaser: NavigationTeaser }) {
  const href = trackedHref({ event: "list_click", list: "menu-navigation", to: teaser.link.href });
  return (
    <>
      <a className="nav-teaser" href={href} data-track="list_click" data-track-list="menu-navigation">
        {/* on small screens this link is not displayed (the card below shows the picture there):
              the picture of nothing is picked, so nothing is fetched */}
        <picture>
          <source media={`not all and ${TEASER_WIDE}`} srcSet={NO_PICTURE} />
          <img src={teaser.image.src} alt={teaser.image.alt} width="36" height="36" />
        </picture>
        <span className="nav-teaser__text">
          <span className="nav-teaser__name">{teaser.name}</span>{" "}
          <span className="nav-teaser__link">{teaser.link.text}</span>
        </span>
      </a>{" "}
      <NavTeaserCard teaser={teaser} href={href} />
    </>
  );
}
