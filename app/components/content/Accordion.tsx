import type { SyntheticEvent } from "react";
import type { RenderBlock } from "~/lib/content";

type AccordionBlock = Extract<RenderBlock, { type: "accordion" }>;

/**
 * <details>/<summary>: opens and closes without JavaScript and is announced as an
 * expandable control. "One at a time" uses the details `name` group, which browsers
 * enforce natively; the toggle handler does the same where that is not supported.
 */
export function Accordion({ block }: { block: AccordionBlock }) {
  const group = block.oneAtATime ? `accordion-${block.id}` : undefined;
  return (
    <div className="cb-accordion" id={block.id}>
      {block.items.map((item, i) => (
        <details key={i} className="cb-accordion__item" name={group} onToggle={group ? closeOthers : undefined}>
          <summary className="cb-accordion__summary">{item.title}</summary>
          <div className="cb-accordion__body cb-text" dangerouslySetInnerHTML={{ __html: item.html }} />
        </details>
      ))}
    </div>
  );
}

function closeOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open) return;
  opened.parentElement?.querySelectorAll<HTMLDetailsElement>(":scope > details[open]").forEach((d) => {
    if (d !== opened) d.open = false;
  });
}
