import { useHydrated } from "remix-utils/use-hydrated";
import { useRef, type CSSProperties } from "react";
import { RatingRow } from "~/components/product/Price";
import { GRADIENTS, type FlavourCardModel, type RenderBlock } from "~/lib/content";
import { atWidth, srcSet } from "~/lib/images";

type CarouselBlock = Extract<RenderBlock, { type: "flavourCarousel" }>;

/**
 * A horizontally scrolling list of flavour cards. Without JavaScript it scrolls (the
 * viewport is focusable so keyboards can scroll it); once hydrated, previous/next
 * buttons move it by one card, smoothly unless reduced motion is asked for.
 */
export function FlavourCarousel({ block }: { block: CarouselBlock }) {
  const viewport = useRef<HTMLDivElement>(null);
  const enhanced = useHydrated();
  const label = block.title ?? "Flavours";

  const move = (dir: 1 | -1) => {
    const el = viewport.current;
    const card = el?.querySelector("li");
    if (!el || !card) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollBy({ left: dir * card.getBoundingClientRect().width, behavior: smooth ? "smooth" : "auto" });
  };

  return (
    <div className="cb-carousel">
      <div ref={viewport} className="cb-carousel__viewport" role="region" aria-label={label} tabIndex={0}>
        <ul className="cb-carousel__track">
          {block.cards.map((card, i) => (
            <li key={i} className="cb-carousel__slide">
              <FlavourCard card={card} />
            </li>
          ))}
        </ul>
      </div>
      {enhanced && block.cards.length > 1 ? (
        <div className="cb-carousel__controls">
          <button type="button" className="btn btn--secondary btn--small" onClick={() => move(-1)}>
            <span aria-hidden="true">‹</span> Previous<span className="visually-hidden"> flavour</span>
          </button>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => move(1)}>
            Next<span className="visually-hidden"> flavour</span> <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** product.md §3 flavour card. Text sits on a theme-coloured panel so any background keeps AA contrast. */
export function FlavourCard({ card }: { card: FlavourCardModel }) {
  const bg = card.background;
  const classes = ["cb-card", `cb-card--${card.theme}`, card.inversed ? "cb-card--inversed" : ""].filter(Boolean);
  const style: CSSProperties | undefined = !bg
    ? undefined
    : "color" in bg
      ? { backgroundColor: bg.color }
      : { backgroundImage: `linear-gradient(135deg, ${GRADIENTS[bg.gradient].join(", ")})` };
  return (
    <article className={classes.join(" ")} style={style}>
      {card.image ? (
        <img
          className="cb-card__image"
          src={atWidth(card.image.src, 400)}
          srcSet={srcSet(card.image.src)}
          sizes="(max-width: 640px) 80vw, 320px"
          alt={card.image.alt}
          width={400}
          height={400}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="cb-card__body">
        <h3 className="cb-card__title">{card.title}</h3>
        <div className="cb-card__description cb-text" dangerouslySetInnerHTML={{ __html: card.description }} />
        {card.flavours.length > 0 ? (
          <ul className="cb-card__ratings" aria-label={`${card.title} flavour profile`}>
            {card.flavours.map((f) => (
              <li key={f.label}>
                <RatingRow label={f.label} rating={f.rating} />
              </li>
            ))}
          </ul>
        ) : null}
        {card.cta ? (
          <a
            className="btn btn--primary btn--small cb-card__cta"
            href={card.cta.url}
            {...(card.cta.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {card.cta.label}
            {card.cta.newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
          </a>
        ) : null}
      </div>
    </article>
  );
}
