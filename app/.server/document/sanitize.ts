import createDOMPurify, { type Config } from "dompurify";
import { JSDOM } from "jsdom";

/**
 * HTML from the content service and from product descriptions is authored elsewhere,
 * so it is cleaned here, on the server, before it reaches any component. One jsdom
 * window is created lazily and reused: building a window costs milliseconds.
 */
let purifier: ReturnType<typeof createDOMPurify> | undefined;

const CONFIG: Config = {
  // Forms must go through our own form block (honeypot, validation, server action);
  // styles would break the CSP and the design system; media embeds are blocks too.
  FORBID_TAGS: [
    "style",
    "form",
    "input",
    "button",
    "textarea",
    "select",
    "option",
    "iframe",
    "frame",
    "object",
    "embed",
    "link",
    "meta",
    "base",
  ],
  FORBID_ATTR: ["style"],
  ADD_ATTR: ["target"],
  ALLOW_DATA_ATTR: false,
};

function instance() {
  if (purifier) return purifier;
  const { window } = new JSDOM("");
  const p = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  // A link that opens a new window must not hand that window a reference back to us.
  p.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName !== "A") return;
    const target = node.getAttribute("target");
    if (target === "_blank") node.setAttribute("rel", "noopener noreferrer");
    else if (target) node.removeAttribute("target");
  });
  purifier = p;
  return p;
}

// The same content (navigation, footer, product descriptions) is cleaned on every page view:
// remember the last results, bounded, rather than parse it with jsdom each time.
const MAX_REMEMBERED = 500;
const cleaned = new Map<string, string>();

/** Returns `html` without scripts, event handlers, javascript: URLs or forbidden tags. */
export function sanitizeHtml(html: string): string {
  if (!html) return "";
  const known = cleaned.get(html);
  if (known !== undefined) return known;
  const clean = instance().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
  cleaned.set(html, clean);
  if (cleaned.size > MAX_REMEMBERED) cleaned.delete(cleaned.keys().next().value!);
  return clean;
}
