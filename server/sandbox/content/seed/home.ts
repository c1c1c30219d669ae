import { FLAVOUR_RATINGS, FLAVOURS, STICK_PRICES, stickUrlKey } from "../../commerce/seed/catalog-data";
import { flavourArtwork } from "../art";
import { MEDIA, button, el, image, pageData, section, symbol, text, type SeedEntry } from "./helpers";

// The flavour cards are the editors' choice of the catalogue's flavours: each names a stick
// product the shop sells, rates it as its product page does and leads to it (issue 40, 3).
type Look = { backgroundGradient: string; theme: "light" | "dark" };

function flavourCard(code: string, look: Look, description?: string) {
  const f = FLAVOURS.find((x) => x.code === code);
  if (!f) throw new Error(`the catalogue has no flavour ${code}`);
  return {
    title: f.label,
    description: description ?? `<p>${f.description}</p>`,
    image: { src: `${MEDIA}/${flavourArtwork(f.code)}.svg`, alt: `A pack of ${f.label} sticks` },
    ...look,
    flavours: FLAVOUR_RATINGS.map((label, i) => ({ label, rating: f.ratings[i] })),
    cta: { label: `Shop ${f.label}`, url: `/shop/sticks/single-packs/${stickUrlKey(f, "pack")}`, target: "_self" },
  };
}

const flavourCards = [
  flavourCard("amber_tobacco", { backgroundGradient: "brown2", theme: "dark" }),
  flavourCard(
    "turquoise_mint",
    { backgroundGradient: "teal", theme: "light" },
    // The event handler is here on purpose: it proves card descriptions are sanitised.
    "<p>Bright spearmint with a <strong onmouseover=\"alert('content')\">clean</strong>, cooling finish.</p>",
  ),
  flavourCard("ruby_berry", { backgroundGradient: "red3", theme: "dark" }),
  flavourCard("silver_menthol", { backgroundGradient: "grey", theme: "light" }),
];

const hero = el("home-hero-columns", "Columns", {
  space: 32,
  stackColumnsAt: "tablet",
  reverseColumnsWhenStacked: true,
  columns: [
    {
      width: 50,
      blocks: [
        text(
          "home-hero-text",
          "<h1>Heat, not fire. All of the ritual, none of the ash.</h1><p>Ashless devices heat specially made sticks instead of burning them, so there is no ash, no smoke and far less smell.</p>",
        ),
        el("home-hero-shop", "Core:Button", { text: "Shop sticks", link: "/shop/sticks", size: "large" }),
        button("home-hero-devices", "Find your device", "/shop/devices", "secondary"),
      ],
    },
    {
      width: 50,
      blocks: [image("home-hero-image", "hero", "An Ashless One device lying beside a pack of sticks", 1200, 900)],
    },
  ],
});

const benefits = el("home-benefits-columns", "Columns", {
  space: 20,
  stackColumnsAt: "mobile",
  columns: [
    {
      blocks: [
        image("home-benefit-ash-img", "no-ash", "", 160, 160),
        text("home-benefit-ash", "<h3>No ash</h3><p>Nothing burns, so nothing falls.</p>"),
      ],
    },
    {
      blocks: [
        image("home-benefit-smell-img", "no-smoke-smell", "", 160, 160),
        // The script tag is here on purpose: it proves text blocks are sanitised.
        text(
          "home-benefit-smell",
          '<h3>No smoke smell</h3><p>Less lingering odour on hands and clothes.</p><script>alert("content")</script>',
        ),
      ],
    },
    {
      blocks: [
        image("home-benefit-clean-img", "minimal-cleaning", "", 160, 160),
        text("home-benefit-clean", "<h3>Minimal cleaning</h3><p>A quick brush every twenty sticks.</p>"),
      ],
    },
  ],
});

const howItWorks = el("home-how", "Builder:Tabs", {
  collapsible: false,
  tabs: [
    {
      label: "Sticks",
      content: [
        text("home-how-sticks", "<p>Each stick is heated to 350 °C — hot enough for flavour, far below burning.</p>"),
      ],
    },
    {
      label: "Devices",
      content: [
        text(
          "home-how-devices",
          "<p>One charge lasts for twenty sticks. The device vibrates when your stick is ready.</p>",
        ),
        button("home-how-devices-cta", "Compare devices", "/shop/devices", "tertiary"),
      ],
    },
    {
      label: "Subscriptions",
      content: [
        text(
          "home-how-subscriptions",
          `<p>Subscribe to any flavour's sticks and they arrive every 4 weeks, ${STICK_PRICES.subscriptionDiscount * 100}% cheaper than buying once. Pause or cancel any time.</p>`,
        ),
        button("home-how-subscriptions-cta", "Choose your sticks", "/shop/sticks", "tertiary"),
      ],
    },
  ],
});

export const home: SeedEntry = {
  id: "page-home",
  model: "page",
  name: "Home",
  data: pageData(
    "/",
    // A localized value, as editors store translated fields; the service resolves it.
    {
      "@type": "@builder.io/core:LocalizedValue",
      Default: "Ashless — heat, not fire",
      "en-GB": "Ashless — heat, not fire",
    },
    "Heated sticks and devices: no ash, no smoke, less smell.",
    [
      section("home-hero", [hero]),
      symbol("home-promo", "promo-banner"),
      section("home-flavours", [
        text("home-flavours-title", "<h2>Find your flavour</h2>"),
        el("home-flavour-carousel", "Ashless:FlavourCarousel", { title: "Our stick flavours", cards: flavourCards }),
        button("home-flavour-finder", "Not sure? Try the flavour finder", "/flavor-finder", "secondary"),
      ]),
      section("home-benefits-section", [text("home-benefits-title", "<h2>Why Ashless</h2>"), benefits]),
      section("home-how-section", [text("home-how-title", "<h2>How it works</h2>"), howItWorks], 991),
      section("home-faq-section", [
        el("home-faq-link", "Core:Button", { text: "Read the FAQ", link: "/faq", variant: "redirect", icon: "arrow" }),
      ]),
    ],
  ),
};
