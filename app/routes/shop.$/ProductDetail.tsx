import { Link } from "@remix-run/react";
import type { ProductPageData } from "./product.server";
import type { WishlistState } from "./route";
import { useMoney } from "~/lib/use-money";
import { srcSet } from "~/lib/images";
import { AddToCartForm } from "./AddToCartForm";
import { Price, RatingRow, StockStatus } from "~/components/product/Price";

function VariantLinks({ page }: { page: ProductPageData }) {
  const { product, selected, variant } = page;
  return (
    <>
      {product.configurableOptions.map((option) => (
        <nav key={option.code} aria-label={`Choose ${option.label.toLowerCase()}`}>
          {/* the chosen variant's colour (color_label) by the colours to choose from */}
          <h2 className="h3">
            {option.code === "color" && variant?.colour ? `${option.label}: ${variant.colour}` : option.label}
          </h2>
          <ul className="variant-links">
            {option.values.map((value) => {
              const combo = { ...selected, [option.code]: value.valueIndex };
              const variant = product.variants.find((v) =>
                Object.entries(combo).every(([c, i]) => v.attributes[c] === i),
              );
              const out = !variant || variant.stockStatus !== "IN_STOCK";
              const current = selected[option.code] === value.valueIndex;
              const query = new URLSearchParams(Object.entries(combo).map(([k, v]) => [k, String(v)]));
              return (
                <li key={value.valueIndex}>
                  <Link
                    to={`?${query}`}
                    replace
                    preventScrollReset
                    aria-current={current ? "true" : undefined}
                    className={out ? "unavailable" : undefined}
                  >
                    {/* the colour beside its name, never alone */}
                    {value.swatch ? <span className="swatch" style={{ background: value.swatch }} /> : null}
                    {value.label}
                    {out ? <span> (out of stock)</span> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ))}
    </>
  );
}

export function ProductDetail({
  page,
  tradeInHtml = null,
  wishlist = null,
  quantityPriceHtml = null,
}: {
  page: ProductPageData;
  /** the trade-in offer, drawn on the server (static-parts.server.tsx) */
  tradeInHtml?: string | null;
  wishlist?: WishlistState;
  /** "What would this many cost?" and its answer, drawn on the server (quantity-price.server.tsx) */
  quantityPriceHtml?: string | null;
}) {
  const money = useMoney();
  const { product, variant } = page;
  // the store finder, named for what the product's category holds (store_locator_name)
  const sold = product.categories.find((c) => c.storeLocatorName);
  const image = variant?.image ?? product.image;
  // the variant's picture (or the product's) first, then the rest of the product's gallery
  const pictures = [image, ...product.gallery.slice(1)];
  return (
    <article className="pdp">
      <div className="pdp__gallery">
        {/* Without scripting: a row of pictures that scrolls sideways, each thumbnail a link to one */}
        <ul
          className="pdp__slides"
          aria-label={`Pictures of ${product.name}`}
          tabIndex={pictures.length > 1 ? 0 : undefined}
        >
          {pictures.map((g, i) => (
            <li key={g.url} id={`picture-${i + 1}`}>
              <img
                src={g.url}
                srcSet={srcSet(g.url)}
                sizes="(min-width: 860px) 600px, 100vw"
                alt={g.label || product.name}
                width="800"
                height="800"
                {...(i ? { loading: "lazy" } : { fetchpriority: "high" })}
              />
            </li>
          ))}
        </ul>
        {pictures.length > 1 ? (
          <ul className="pdp__thumbs">
            {pictures.map((g, i) => (
              <li key={g.url}>
                <a href={`#picture-${i + 1}`} aria-label={`Picture ${i + 1} of ${pictures.length}`}>
                  <img
                    src={g.url}
                    srcSet={srcSet(g.url, [100, 200])}
                    sizes="72px"
                    alt=""
                    width="72"
                    height="72"
                    loading="lazy"
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {product.videos.map((v) => (
          <a key={v.url} href={v.url} className="pdp__video">
            <img src={v.still.url} alt="" width="72" height="72" loading="lazy" />
            Watch the video: {v.title}
          </a>
        ))}
      </div>
      <div className="pdp__info">
        <h1>{product.name}</h1>
        {product.subtitle ? <p className="pdp__subtitle">{product.subtitle}</p> : null}
        {page.variant ? null : page.bundle?.chosenInUrl && page.bundle.total ? (
          <p className="price">{money(page.bundle.total)}</p>
        ) : (
          <Price price={product.price} from={product.priceVaries} />
        )}
        <StockStatus status={page.inStock ? "IN_STOCK" : "OUT_OF_STOCK"} />
        {product.orderQuantityLimit ? (
          <p className="notice notice--info">
            You can buy at most {product.orderQuantityLimit} of this product per order.
          </p>
        ) : null}
        {product.priceTiers.length > 0 ? (
          <section aria-labelledby="tiers-title">
            <h2 id="tiers-title" className="h3">
              Buy more, save more
            </h2>
            <ul className="tiers">
              {product.priceTiers.map((t) => (
                <li key={t.quantity}>
                  {t.label ?? `Buy ${t.quantity} or more`}: {money(t.finalPrice)} each
                  {t.discountPercent > 0 ? ` (save ${Math.round(t.discountPercent)}%)` : ""}
                </li>
              ))}
            </ul>
            {quantityPriceHtml ? <div dangerouslySetInnerHTML={{ __html: quantityPriceHtml }} /> : null}
          </section>
        ) : null}
        {product.promotionalOffers.map((o) => (
          <p key={o.code} className="notice notice--info">
            <strong>{o.title}</strong> {o.description}
          </p>
        ))}
        {product.colour ? <p>Colour: {product.colour}</p> : null}
        <VariantLinks page={page} />
        {page.packagingFormats.length > 1 ? (
          <nav aria-label="Choose a pack size">
            <ul className="variant-links">
              {page.packagingFormats.map((f) => (
                <li key={f.sku}>
                  <Link to={f.href} aria-current={f.sku === product.sku ? "true" : undefined}>
                    {f.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {tradeInHtml ? <div dangerouslySetInnerHTML={{ __html: tradeInHtml }} /> : null}
        {/* a downloadable product's files and samples: static, so drawn on the server (static-parts.server.tsx) */}
        {page.downloadsHtml ? <div dangerouslySetInnerHTML={{ __html: page.downloadsHtml }} /> : null}
        <AddToCartForm page={page} />
        {/* "Save to wishlist" (product.md §8) as the loader worked it out (WishlistState), in plain HTML */}
        {!wishlist ? null : wishlist.saved ? (
          <p>
            In your wishlist. <a href={wishlist.href}>View your wishlist</a>
          </p>
        ) : (
          <form method={wishlist.method} action={wishlist.action}>
            {wishlist.fields.map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button className="btn btn--secondary">Save to wishlist</button>
          </form>
        )}
        {sold ? (
          <p>
            <a href={`/stores?category=${encodeURIComponent(sold.urlPath)}`}>
              Find a store that sells {sold.storeLocatorName}
            </a>
          </p>
        ) : null}
        {product.flavourRatings.length > 0 ? (
          <section aria-labelledby="flavour-title">
            <h2 id="flavour-title">Flavour profile</h2>
            {product.flavourDescription ? <p>{product.flavourDescription}</p> : null}
            {product.flavourRatings.map((r) => (
              <RatingRow key={r.label} label={r.label} rating={r.rating} />
            ))}
          </section>
        ) : null}
        <section aria-labelledby="description-title">
          <h2 id="description-title">Description</h2>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: page.descriptionHtml }} />
        </section>
        {product.disclaimer ? <p className="disclaimer">{product.disclaimer}</p> : null}
      </div>
    </article>
  );
}
