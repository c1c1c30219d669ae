import { MEDIA, button, el, image, pageData, section, symbol, text, type SeedEntry } from "./helpers";

const flavourCards = [
  {
    title: "Original",
    description: "<p>Rich roasted tobacco notes with a <strong>smooth</strong> finish.</p>",
    image: { src: `${MEDIA}/sticks-original.svg`, alt: "A pack of Original sticks" },
    backgroundGradient: "brown2",
    theme: "dark",
    flavours: [
      { label: "Intensity", rating: 4 },
      { label: "Freshness", rating: 1.5 },
      { label: "Sweetness", rating: 2 },
    ],
    cta: { label: "Shop Original", url: "/shop/sticks", target: "_self" },
  },
  {
    title: "Arctic Mint",
    // The event handler is here on purpose: it proves card descriptions are sanitised.
    description: "<p>A cool, <strong onmouseover=\"alert('content')\">clean</strong> menthol hit.</p>",
    image: { src: `${MEDIA}/sticks-mint.svg`, alt: "A pack of Arctic Mint sticks" },
    backgroundGradient: "teal",
    theme: "light",
    flavours: [
      { label: "Intensity", rating: 3 },
      { label: "Freshness", rating: 5 },
      { label: "Sweetness", rating: 1 },
    ],
    cta: { label: "Shop Arctic Mint", url: "/shop/sticks", target: "_self" },
  },
  {
    title: "Golden Amber",
    description: "<p>Mellow and warm, with hints of honey and toasted grain.</p>",
    backgroundColor: "#f4e3c1",
    theme: "light",
    flavours: [
      { label: "Intensity", rating: 2.5 },
      { label: "Freshness", rating: 1 },
      { label: "Sweetness", rating: 3.5 },
    ],
    cta: { label: "Shop Golden Amber", url: "/shop/sticks", target: "_self" },
  },
  {
    title: "Berry Fusion",
    description: "<p>Dark berries over a balanced tobacco base.</p>",
    backgroundGradient: "purple2",
    theme: "dark",
    flavours: [
      { label: "Intensity", rating: 3 },
      { label: "Freshness", rating: 2.5 },
      { label: "Sweetness", rating: 4.5 },
    ],
  },
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
        text("home-how-subscriptions", "<p>Get sticks delivered monthly and save 10%. Pause or cancel any time.</p>"),
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
      ]),
      section("home-benefits-section", [text("home-benefits-title", "<h2>Why Ashless</h2>"), benefits]),
      section("home-how-section", [text("home-how-title", "<h2>How it works</h2>"), howItWorks], 991),
      section("home-video-section", [
        el("home-video", "Video", {
          video: "https://www.youtube.com/watch?v=ashless-how-to",
          title: "How to use your Ashless One (2 minutes)",
          posterImage: `${MEDIA}/video-poster.svg`,
        }),
        el("home-faq-link", "Core:Button", { text: "Read the FAQ", link: "/faq", variant: "redirect", icon: "arrow" }),
      ]),
    ],
  ),
};
