import { atWidth, fallbackWidth, srcSet } from "~/lib/images";
import type { RenderBlock } from "~/lib/content";

type ImageBlock = Extract<RenderBlock, { type: "image" }>;
type VideoBlock = Extract<RenderBlock, { type: "video" }>;

/**
 * Responsive image: every product.md §9 width in srcset, explicit size against layout shift,
 * lazy unless it is the first image of the page (likely above the fold).
 */
export function ContentImage({ block }: { block: ImageBlock }) {
  return (
    <img
      className="cb-image"
      src={atWidth(block.src, fallbackWidth(block.width))}
      srcSet={srcSet(block.src)}
      sizes={block.sizes}
      alt={block.alt}
      width={block.width}
      height={block.height}
      // never stretched past its own width: a small icon stays small in a wide column
      style={{ maxWidth: `${block.width}px` }}
      loading={block.eager ? "eager" : "lazy"}
      decoding={block.eager ? "auto" : "async"}
    />
  );
}

/**
 * A video file plays in a native player (with its title as the name and a download
 * link inside for browsers without <video>); anything else (a streaming site) is a link.
 */
export function ContentVideo({ block }: { block: VideoBlock }) {
  if (block.file) {
    return (
      <figure className="cb-video">
        {/* the track is there whenever the content entry has captions; jsx-a11y cannot see a conditional one */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video controls preload="none" poster={block.poster ?? undefined} aria-label={block.title} src={block.url}>
          {block.captions ? <track kind="captions" src={block.captions} srcLang="en" label="English" default /> : null}
          <a href={block.url}>Download the video: {block.title}</a>
        </video>
        <figcaption>{block.title}</figcaption>
      </figure>
    );
  }
  return (
    <a className="cb-video-link" href={block.url}>
      {block.poster ? (
        <img src={atWidth(block.poster, 800)} alt="" width={800} height={450} loading="lazy" decoding="async" />
      ) : null}
      <span className="cb-video-link__play" aria-hidden="true">
        ▶
      </span>{" "}
      <span className="cb-video-link__title">Watch the video: {block.title}</span>
    </a>
  );
}
