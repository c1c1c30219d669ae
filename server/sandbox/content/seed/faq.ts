import { CONTENT_BASE, MEDIA, el, pageData, section, symbol, text, type SeedEntry } from "./helpers";

const general = el("faq-general", "Builder:Accordion", {
  oneAtATime: true,
  items: [
    {
      title: "What is Ashless?",
      detail:
        "<p>Ashless makes heated sticks and the devices that heat them. Nothing is set alight, so there is no ash and no smoke.</p>",
    },
    {
      title: "Who can buy Ashless products?",
      detail:
        "<p>Our products are for adults who would otherwise keep smoking or vaping. We verify the age of every customer before the first delivery.</p>",
    },
    {
      title: "How long does a stick last?",
      // The onerror handler is here on purpose: it proves accordion HTML is sanitised.
      detail: `<p><img src="${MEDIA}/timer.svg?w=48" width="48" height="48" alt="" onerror="alert('content')"> About six minutes or fourteen puffs, whichever comes first.</p>`,
    },
    {
      title: "How do I clean my device?",
      detail:
        '<p>Use the brush in the box every twenty sticks. Our <a href="/shop/accessories">cleaning kits</a> make it quicker.</p>',
    },
  ],
});

const orders = el("faq-orders", "Builder:Accordion", {
  oneAtATime: false,
  items: [
    {
      title: "When will my order arrive?",
      // the promises come from the shop's store configuration (state.store), never typed here
      detail:
        '<p>Tracked delivery ({{state.store.delivery.flatrate_tracked.price}}): {{state.store.delivery.flatrate_tracked.time}}. Next-day courier ({{state.store.delivery.courier_ground.price}}): {{state.store.delivery.courier_ground.time}}. Free delivery on orders of {{state.store.delivery.freeFrom}} or more: {{state.store.delivery.freeshipping_freeshipping.time}}. More on our <a href="/delivery">delivery page</a>.</p>',
    },
    {
      title: "Can I change my subscription?",
      detail:
        "<p>Yes. Change what is in it, how often it comes, pause it or cancel it in your account at any time before the next billing date.</p>",
    },
    {
      title: "How do I return a device?",
      detail:
        '<p>Send back unopened products within {{state.store.returns.window}} of delivery for a full refund. A faulty device is covered by its {{state.store.warranty.term}} warranty. Our <a href="/returns">returns page</a> says how.</p>',
    },
  ],
});

const topics = el("faq-topics", "Builder:Tabs", {
  collapsible: true,
  tabs: [
    {
      label: "Devices",
      content: [
        text(
          "faq-topics-devices",
          "<p>Charge fully before first use. The light turns green when the device is ready.</p>",
        ),
      ],
    },
    {
      label: "Sticks",
      content: [
        text("faq-topics-sticks", "<p>Store sticks in a cool, dry place and use them within twelve months.</p>"),
      ],
    },
    {
      label: "Warranty",
      content: [
        text(
          "faq-topics-warranty",
          "<p>Every Ashless device comes with a {{state.store.warranty.term}} warranty. Register it in your account so a claim needs no receipt.</p>",
        ),
      ],
    },
  ],
});

const contactForm = el("faq-contact-form", "Form:Form", {
  name: "faq-contact",
  title: "Contact us",
  sendSubmissionsToEmail: "support@ashless.example",
  submitLabel: "Send message",
  successMessage: "Thanks! We will reply {{state.store.contact.replyTime}}.",
  fields: [
    { name: "name", label: "Your name", type: "text", required: true, autocomplete: "name" },
    { name: "email", label: "Email address", type: "email", required: true, autocomplete: "email" },
    { name: "message", label: "Your question", type: "textarea", required: true, maxLength: 2000 },
  ],
});

// A form with a custom action URL and an error-message path (product.md §7, §8).
const newsletterForm = el("faq-newsletter-form", "Form:Form", {
  name: "faq-newsletter",
  title: "Get the Ashless newsletter",
  sendSubmissionsToEmail: "news@ashless.example",
  action: `${CONTENT_BASE}/demo/newsletter`,
  errorMessagePath: "error.message",
  submitLabel: "Sign up",
  successMessage: "Thanks! The next newsletter is on its way to you.",
  fields: [{ name: "email", label: "Email address", type: "email", required: true, autocomplete: "email" }],
});

/** The page's blocks with its introduction; the A/B variation words the introduction differently. */
const faqBlocks = (intro: string) => [
  section("faq-intro", [text("faq-title", intro)], 991),
  section("faq-general-section", [text("faq-general-title", "<h2>About Ashless</h2>"), general], 991),
  section(
    "faq-orders-section",
    [
      text("faq-orders-title", "<h2>Orders and delivery</h2>"),
      // filled from the shop's store configuration (state.store), by the shop's server
      text("faq-orders-free", "<p>Delivery is free on orders of {{state.store.delivery.freeFrom}} or more.</p>"),
      orders,
    ],
    991,
  ),
  section("faq-topics-section", [text("faq-topics-title", "<h2>Tips by topic</h2>"), topics], 991),
  section("faq-contact-section", [text("faq-contact-title", "<h2>Still have a question?</h2>"), contactForm], 991),
  section("faq-newsletter-section", [newsletterForm], 991),
  symbol("faq-promo", "promo-banner"),
];

const title = "Frequently asked questions";
const description = "Answers about Ashless devices, sticks, orders and subscriptions.";
const faqData = (intro: string) => pageData("/faq", title, description, faqBlocks(intro));

export const faq: SeedEntry = {
  id: "page-faq",
  model: "page",
  name: "FAQ",
  data: faqData(
    "<h1>Frequently asked questions</h1><p>Quick answers about our devices, sticks, orders and subscriptions.</p>",
  ),
  // A/B test (product.md §3 variations): half the visitors see the introduction worded as a question
  variations: {
    "faq-intro-question": {
      id: "faq-intro-question",
      name: "Introduction as a question",
      testRatio: 0.5,
      data: faqData("<h1>How can we help?</h1><p>Answers about our devices, sticks, orders and subscriptions.</p>"),
    },
  },
};
