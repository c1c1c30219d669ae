import { MEDIA, el, pageData, section, text, type SeedEntry } from "./helpers";

/** product.md §2's redirection link card (block "Ashless:RedirectionCard"). */
const card = (
  id: string,
  variant: "list" | "club" | "withImage",
  label: string,
  link: string,
  extra: { description?: string; hideArrow?: boolean; image?: string } = {},
) => el(id, "Ashless:RedirectionCard", { variant, text: label, link, ...extra });

const columns = (id: string, columns: unknown[][]) =>
  el(id, "Columns", { space: 16, stackColumnsAt: "mobile", columns: columns.map((blocks) => ({ blocks })) });

/**
 * "Help and services" (/help, linked from the footer): the shop's ways to find things, as
 * redirection cards in every variant — list cards with their chevron and one with the arrow
 * hidden, the club's card, and a card with a picture behind it.
 */
export const help: SeedEntry = {
  id: "page-help",
  model: "page",
  name: "Help and services",
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
        ],
        960,
      ),
    ],
  ),
};
