import type { RedirectionCardModel } from "~/lib/content";
import { NO_PICTURE, srcSet } from "~/lib/images";
import { atWidth } from "~/lib/images";

export type RedirectionCardProps = Omit<RedirectionCardModel, "description" | "hideArrow" | "image" | "newTab"> &
  Partial<Pick<RedirectionCardModel, "description" | "hideArrow" | "image" | "newTab">> & {
    className?: string;
    /** the picture's widths as laid out (withImage) */
    sizes?: string;
    /** data attributes for the link, e.g. the tracking redirect's data-track */
    data?: Record<`data-${string}`, string>;
    /**
     * withImage, for a card in the first screen that the stylesheet hides at some widths: the
     * media query of those widths. There the picture is not fetched; elsewhere it is fetched at
     * once rather than lazily. Without it the picture is lazy.
     */
    hiddenAt?: string;
  };

/** The Ashless Club's name on its variant (product.md §2 "{product}Club"). */
export const CLUB_NAME = "Ashless Club";

/**
 * product.md §2's redirection link card: one real link, the whole card its target, with nothing
 * interactive inside. Its name is its text (the club's name, the title, the description); the
 * chevron, the club's star and a withImage picture are decoration, out of the accessibility
 * tree. Icons are inline SVG in currentColor, so they stay drawn in forced colours.
 */
export function RedirectionCard({
  variant,
  title,
  description = null,
  href,
  hideArrow = false,
  image = null,
  newTab = false,
  className,
  sizes = "(max-width: 600px) 100vw, 600px",
  data,
  hiddenAt,
}: RedirectionCardProps) {
  const withImage = variant === "withImage" && image;
  const picture = withImage ? (
    <img
      className="rcard__image"
      src={atWidth(image, 800)}
      srcSet={srcSet(image)}
      sizes={sizes}
      alt=""
      width="800"
      height="400"
      loading={hiddenAt ? undefined : "lazy"}
      decoding="async"
    />
  ) : null;
  return (
    <a
      {...data}
      className={["rcard", `rcard--${withImage ? "withImage" : variant === "club" ? "club" : "list"}`, className]
        .filter(Boolean)
        .join(" ")}
      href={href}
      {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {picture && hiddenAt ? (
        <picture>
          <source media={hiddenAt} srcSet={NO_PICTURE} />
          {picture}
        </picture>
      ) : (
        picture
      )}
      <span className="rcard__body">
        <span className="rcard__text">
          {/* spaces between the parts: the link's name, and the text with CSS off, stay words */}
          {variant === "club" ? (
            <>
              <span className="rcard__club">
                <ClubStar />
                {CLUB_NAME}
              </span>{" "}
            </>
          ) : null}
          <span className="rcard__title">{title}</span>
          {description ? (
            <>
              {" "}
              <span className="rcard__description">{description}</span>
            </>
          ) : null}
          {newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
        </span>
        {hideArrow ? null : <Chevron />}
      </span>
    </a>
  );
}

const svg = { "aria-hidden": true, focusable: "false" } as const;

function Chevron() {
  return (
    <svg {...svg} className="rcard__chevron" viewBox="0 0 16 16" width="16" height="16">
      <path d="M5.5 2.5 11 8l-5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

function ClubStar() {
  return (
    <svg {...svg} className="rcard__star" viewBox="0 0 16 16" width="14" height="14">
      <path d="M8 1.2 10 5.6l4.8.5-3.6 3.2 1 4.7L8 11.6 3.8 14l1-4.7L1.2 6.1 6 5.6Z" fill="currentColor" />
    </svg>
  );
}
