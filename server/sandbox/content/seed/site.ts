import { PROMOTIONS } from "../../commerce/seed/catalog-data";
import { MEDIA, button, el, image, text, type SeedEntry } from "./helpers";

const FREE_GIFT = PROMOTIONS.find((p) => p.type === "free_gift_fixed")!;

/** Symbols: reusable block groups that pages reference by id. */
export const promoBanner: SeedEntry = {
  id: "promo-banner",
  model: "symbol",
  name: "Promo banner",
  data: {
    blocks: [
      el("promo-columns", "Columns", {
        space: 24,
        stackColumnsAt: "tablet",
        columns: [
          {
            width: 66,
            blocks: [
              // the catalogue's own promotion, so the banner promises only what the cart gives (issue 40, 3)
              text("promo-text", `<h2>${FREE_GIFT.title}</h2><p>${FREE_GIFT.description}</p>`),
              button("promo-cta", "Choose your device", "/shop/devices"),
            ],
          },
          { width: 34, blocks: [image("promo-image", "promo", "An Ashless One device in a gift box", 800, 600)] },
        ],
      }),
    ],
  },
};

/** The main menu (product.md §2 navigation) and its product teaser. */
export const navigation: SeedEntry = {
  id: "main-navigation",
  model: "navigation",
  name: "Main navigation",
  data: {
    links: [
      { label: "Shop", href: "/shop" },
      { label: "Sticks", href: "/shop/sticks" },
      { label: "Devices", href: "/shop/devices" },
      { label: "Bundles", href: "/shop/bundles" },
      { label: "Accessories", href: "/shop/accessories" },
      { label: "FAQ", href: "/faq" },
      { label: "Stores", href: "/stores" },
    ],
    teaser: {
      name: "Ashless One",
      image: { src: `${MEDIA}/device-teaser.svg?w=128`, alt: "The Ashless One device in slate grey" },
      link: { text: "Discover devices", href: "/shop/devices" },
    },
  },
};

export const footer: SeedEntry = {
  id: "main-footer",
  model: "footer",
  name: "Footer",
  data: {
    groups: [
      {
        title: "Shop",
        links: [
          { label: "Sticks", href: "/shop/sticks", variant: "footer" },
          { label: "Devices", href: "/shop/devices", variant: "footer" },
          { label: "Bundles", href: "/shop/bundles", variant: "footer" },
          { label: "Accessories", href: "/shop/accessories", variant: "footer" },
        ],
      },
      {
        title: "Help",
        links: [
          { label: "FAQ", href: "/faq", variant: "footer" },
          { label: "Find a store", href: "/stores", variant: "footer" },
          { label: "Help and services", href: "/help", variant: "footer" },
          { label: "Find your order", href: "/order-status", variant: "footer" },
          { label: "Search", href: "/search", variant: "footer" },
          { label: "Blog", href: "/blog", variant: "footer" },
          { label: "Contact us", href: "/contact", variant: "arrow" },
          { label: "Your cart", href: "/cart", variant: "footer" },
        ],
      },
    ],
  },
};
