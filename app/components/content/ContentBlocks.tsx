import { Fragment, useMemo, type CSSProperties } from "react";
import { CtaButton } from "~/components/CtaButton";
import { Accordion } from "./Accordion";
import { ContentForm } from "./ContentForm";
import { BlocksContext, useBlocksContext } from "./context";
import { FlavourCarousel } from "./FlavourCarousel";
import { ContentImage, ContentVideo } from "./Media";
import { RedirectionCard } from "./RedirectionCard";
import { breakpointCss, type Breakpoints, type RenderBlock } from "~/lib/content";
import { useNonce } from "~/lib/nonce";
import { Tabs } from "./Tabs";

export interface ContentBlocksProps {
  /** the render model from the loader (`getContentPage(url).blocks`) */
  blocks: RenderBlock[];
  /** the page's query string: the server renders the tab and form state it names */
  searchParams?: URLSearchParams | string;
  /** edit mode: each block outlined and labelled with its kind and id */
  edit?: boolean;
  /** the page's own breakpoints (product.md §3), when it has some */
  breakpoints?: Breakpoints | null;
}

/**
 * Renders content-service blocks as plain, accessible HTML. Every block works without
 * JavaScript; tabs, accordions and the carousel enhance themselves once hydrated.
 */
export function ContentBlocks({ blocks, searchParams, edit = false, breakpoints = null }: ContentBlocksProps) {
  const nonce = useNonce();
  const query =
    typeof searchParams === "string" || searchParams === undefined ? (searchParams ?? "") : searchParams.toString();
  const value = useMemo(() => ({ searchParams: new URLSearchParams(query), edit }), [query, edit]);
  return (
    <BlocksContext.Provider value={value}>
      {/* the page's own stacking widths: numbers only, in a style the CSP's nonce or hash allows */}
      {breakpoints ? <style nonce={nonce}>{breakpointCss(breakpoints)}</style> : null}
      <div className={`cb-blocks${edit ? " cb-blocks--edit" : ""}${breakpoints ? " cb-blocks--bp" : ""}`}>
        <BlockList blocks={blocks} />
      </div>
    </BlocksContext.Provider>
  );
}

export function BlockList({ blocks }: { blocks: RenderBlock[] }) {
  return (
    <>
      {/* a space between blocks keeps side-by-side links apart when CSS is off */}
      {blocks.map((b) => (
        <Fragment key={b.id}>
          <Block block={b} />{" "}
        </Fragment>
      ))}
    </>
  );
}

/** Custom properties carry editor-chosen sizes; the stylesheet does the layout. */
const vars = (v: Record<string, string | number>) => v as CSSProperties;

function Block({ block }: { block: RenderBlock }) {
  const { edit } = useBlocksContext();
  if (!edit) return <BlockBody block={block} />;
  return (
    <div className="cb-edit" data-block={block.type}>
      <span className="cb-edit__label">
        {block.type} · {block.id}
      </span>
      <BlockBody block={block} />
    </div>
  );
}

function BlockBody({ block }: { block: RenderBlock }) {
  const { searchParams } = useBlocksContext();
  switch (block.type) {
    case "section":
      return (
        <div className="cb-section" id={block.id} style={vars({ "--cb-max": `${block.maxWidth}px` })}>
          <BlockList blocks={block.children} />
        </div>
      );
    case "columns":
      return (
        <div
          className={`cb-columns cb-columns--stack-${block.stackAt}${block.reverseWhenStacked ? " cb-columns--reverse" : ""}`}
          style={vars({ "--cb-gap": `${block.space}px` })}
        >
          {block.columns.map((c, i) => (
            <div key={i} className="cb-column" style={c.width ? vars({ "--cb-grow": c.width }) : undefined}>
              <BlockList blocks={c.blocks} />
            </div>
          ))}
        </div>
      );
    case "text":
      // Sanitised on the server (app/.server/content/prepare.ts); the type says so.
      return <div className="cb-text" dangerouslySetInnerHTML={{ __html: block.html }} />;
    case "image":
      return <ContentImage block={block} />;
    case "video":
      return <ContentVideo block={block} />;
    case "button":
      return (
        <CtaButton
          className="cb-button"
          href={block.href}
          newTab={block.newTab}
          variant={block.variant}
          size={block.size}
          theme={block.theme}
          icon={block.icon}
        >
          {block.label}
        </CtaButton>
      );
    case "accordion":
      return <Accordion block={block} />;
    case "tabs":
      return <Tabs block={block} searchParams={searchParams} />;
    case "symbol":
      return (
        <div className="cb-symbol">
          <BlockList blocks={block.blocks} />
        </div>
      );
    case "form": {
      const sent = searchParams.get("form") === "sent" && (searchParams.get("formId") ?? block.id) === block.id;
      return <ContentForm block={block} sent={sent} />;
    }
    case "flavourCarousel":
      return <FlavourCarousel block={block} />;
    case "redirectionCard": {
      const { type: _type, id: _id, ...card } = block;
      return <RedirectionCard {...card} className="cb-rcard" />;
    }
    case "links":
      return (
        <div className={`cb-links cb-links--${block.variant}`}>
          {block.title ? <h3 className="cb-links__title">{block.title}</h3> : null}
          <ul>
            {block.links.map((l) => (
              <li key={l.href + l.label}>
                <a className={`link link--${block.variant}`} href={l.href}>
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      );
    case "icons":
      // the drawings are the server's own markup (app/.server/content/icons.ts), never an editor's
      return (
        <ul className="cb-icons">
          {block.icons.map((icon) => (
            <li key={icon.label} className="cb-icons__item">
              <span className="cb-icons__icon" dangerouslySetInnerHTML={{ __html: icon.svg }} />
              {icon.shown ? <span>{icon.label}</span> : null}
            </li>
          ))}
        </ul>
      );
    default:
      return null;
  }
}
