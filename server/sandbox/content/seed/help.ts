import { MEDIA, el, pageData, section, text, type SeedEntry } from "./helpers";

/** product.md §2's redirection link card (block "Ashless:RedirectionCard"). */
const card = (
  id: string,
  variant: "list" | "club" | "withImage",
  label: string,
  link: string,
  extra: { description?: string; hideArrow?: boolean; image?: string } = {},
) => el(id, "Ashless:RedirectionCard", { variant, text: label, link, ...extra });

/** product.md §3's 27 icon names, as the content service spells them (the shop draws them). */
const ICONS = [
  "account",
  "check-round-border",
  "check-plus-circle",
  "card-with-lock",
  "easy-to-maintain",
  "edit",
  "falling",
  "ingredient-fibers",
  "flavoring",
  "gumbase-and-nicotine",
  "lock-outline-close",
  "minimal-cleaning",
  "mouth-tingle",
  "mouth-under-lip",
  "no-ash",
  "no-smoke-smell",
  "package-arrow",
  "package-checkmark",
  "package-clock",
  "package-return",
  "package-shopping",
  "pin-time-and-place",
  "pleasant-aroma",
  "pouch-dispose",
  "profile-family",
  "timer",
  "tobacco-leaf",
];

/** product.md §2's link variants (block "Ashless:Links"). */
const links = (id: string, variant: string, title: string, items: [string, string][]) =>
  el(id, "Ashless:Links", { variant, title, links: items.map(([text, link]) => ({ text, link })) });

const columns = (id: string, columns: unknown[][]) =>
  el(id, "Columns", { space: 16, stackColumnsAt: "mobile", columns: columns.map((blocks) => ({ blocks })) });

/**
 * "Help and services" (/help, linked from the footer): the shop's ways to find things, as
 * redirection cards in every variant — list cards with their chevron and one with the arrow
 * hidden, the club's card, and a card with a picture behind it; then links in each of the seven
 * link variants, and the key to the shop's 27 icons (block "Ashless:Icons").
 */
export const help: SeedEntry = {
  id: "page-help",
  model: "page",
  name: "Help and services",
  // its own small breakpoint: the two columns of cards stack below 720 px, not 640
  meta: { breakpoints: { small: 720, medium: 991, large: 1200 } },
  data: pageData(
    "/help",
    "Help and services",
    "Find a store, an answer or a person to talk to, and what the Ashless Club gives back.",
    [
      section(
        "help-body",
        [
          text(
            "help-intro",
            "<h1>Help and services</h1><p>Everything that helps you find your way around Ashless, in one place.</p>",
          ),
          columns("help-list", [
            [
              card("help-stores", "list", "Find a store", "/stores", {
                description: "Ten stores in Great Britain and Ireland, with opening hours",
              }),
              card("help-faq", "list", "Questions and answers", "/faq", {
                description: "Delivery, returns, devices and your account",
              }),
            ],
            [
              card("help-contact", "list", "Contact us", "/contact", {
                description: "Write to us and we answer {{state.store.contact.replyTime}}",
              }),
              card("help-delivery", "list", "Delivery and returns", "/delivery", {
                description:
                  "Tracked delivery in {{state.store.delivery.flatrate_tracked.time}}, free from {{state.store.delivery.freeFrom}}",
              }),
              card("help-warranty", "list", "Make a warranty claim", "/warranty-claim", {
                description: "Send the serial number and a photo of the fault",
              }),
              card("help-blog", "list", "Read the blog", "/blog", { hideArrow: true }),
            ],
          ]),
          text("help-more", "<h2>More from Ashless</h2>"),
          columns("help-more-cards", [
            [
              card("help-club", "club", "Points on every pack", "/club", {
                description: "Collect points and swap them for devices, sticks and more",
              }),
            ],
            [
              card("help-devices", "withImage", "Ashless One", "/shop/devices", {
                description: "Discover devices",
                image: `${MEDIA}/card-devices.svg`,
              }),
            ],
          ]),
          text("help-links-title", "<h2>Find your way</h2>"),
          columns("help-links", [
            [
              links("help-links-standard", "standard", "Your order", [
                ["Where is my order?", "/order-status"],
                ["Delivery", "/delivery"],
              ]),
              links("help-links-related", "related-resources", "Related reading", [
                ["Returns and refunds", "/returns"],
                ["Questions and answers", "/faq"],
              ]),
              links("help-links-blue", "blue-links", "Your account", [
                ["Sign in", "/login"],
                ["Create an account", "/register"],
              ]),
              links("help-links-arrow", "arrow", "Get started", [
                ["Shop devices", "/shop/devices"],
                ["Find your flavour", "/flavor-finder"],
              ]),
            ],
            [
              links("help-links-footer", "footer", "The small print", [
                ["Privacy", "/privacy"],
                ["Terms", "/terms"],
                ["Cookies", "/cookies"],
              ]),
              links("help-links-navigation", "navigation", "Browse the shop", [
                ["Devices", "/shop/devices"],
                ["Sticks", "/shop/sticks"],
                ["Club", "/club"],
              ]),
              links("help-links-arrows", "horizontal-arrows", "Read on", [
                ["Blog", "/blog"],
                ["Search", "/search"],
              ]),
            ],
          ]),
          text(
            "help-icons-title",
            "<h2>What our icons mean</h2><p>The pictures you meet on product pages and in the club, and what each one says.</p>",
          ),
          el("help-icons", "Ashless:Icons", {
            icons: ICONS.map((name) => ({ name })),
          }),
        ],
        960,
      ),
    ],
  ),
};
