import { pageData, section, text, type SeedEntry } from "./helpers";

// The legal and service pages (issue 40): copy the brand's editors keep in the CMS, as a real
// brand does with its lawyers' wording. Every fact in it (the seller, delivery times, the
// free-delivery threshold, the returns window, the warranty, the reply time) is a
// {{state.store.…}} placeholder the shop fills from its store configuration, so no page can
// promise something another page does not. The shop's routes add what only it knows: the
// delivery methods as the checkout offers them, and the cookies it sets.

const S = "state.store";
const company = `{{${S}.company.legalName}}`;

const legalPage = (id: string, url: string, title: string, description: string, html: string[]): SeedEntry => ({
  id,
  model: "page",
  name: title,
  data: pageData(
    url,
    title,
    description,
    html.map((h, i) => section(`${id}-${i}`, [text(`${id}-text-${i}`, h)], 760)),
  ),
});

const contactUs = `<p>Write to <a href="mailto:{{${S}.company.email}}">{{${S}.company.email}}</a>, call {{${S}.company.phone}} ({{${S}.company.hours}}) or use our <a href="/contact">contact form</a>. We reply {{${S}.contact.replyTime}}.</p>`;

export const privacy = legalPage(
  "page-privacy",
  "/privacy",
  "Privacy notice",
  "What personal data Ashless keeps about you, why, for how long, and your rights.",
  [
    `<h1>Privacy notice</h1><p>This notice explains what personal data we collect when you use the Ashless shop, why we need it, who we share it with and what your rights are. We wrote it to be read, not skimmed past.</p>`,
    `<h2>Who we are</h2><p>The Ashless shop is run by ${company}, {{${S}.company.address}}. {{${S}.company.registration}}. We are the controller of the personal data described here.</p>${contactUs}`,
    `<h2>What we collect</h2><ul><li><strong>Your account</strong>: your name, e-mail address, date of birth, telephone number if you give it, and your password (stored only as a one-way hash).</li><li><strong>Your orders</strong>: delivery and billing addresses, what you bought, your subscriptions and their deliveries, and the devices you register.</li><li><strong>Age verification</strong>: the result of the check that you are 18 or over, and which method was used. We do not keep copies of identity documents.</li><li><strong>Payments</strong>: our payment provider handles your card details on its own page; we only see the card type, its last four digits and whether the payment succeeded.</li><li><strong>Your messages</strong>: what you write to us and our replies.</li><li><strong>Club membership</strong>: your points, rewards and the pack codes you enter.</li></ul>`,
    `<h2>Why we use it, and on what basis</h2><ul><li>To sell and deliver your orders and run your subscriptions: this is necessary for our contract with you.</li><li>To check that you are an adult before we sell you nicotine-alternative products: this is our legal obligation.</li><li>To keep records for tax and accounting, such as invoices: our legal obligation.</li><li>To protect the shop from fraud and abuse: our legitimate interest in a safe shop.</li><li>To send you news and offers by e-mail, post or text message: only with your consent, which you can withdraw at any time in your account or with the link in every message.</li></ul>`,
    `<h2>Who we share it with</h2><p>We share only what each needs with the companies that work for us: our e-commerce platform and hosting providers, the payment provider, the age-verification service, and the carriers that deliver your parcels. They may use it only on our instructions. We do not sell your personal data. Where a provider handles data outside the UK, we use the safeguards UK law requires, such as the International Data Transfer Agreement.</p>`,
    `<h2>How long we keep it</h2><p>We keep your account while it is open. Order and invoice records are kept for six years after the end of the financial year they belong to, as tax law requires. When you close your account we delete or anonymise the rest within 30 days, except what we must keep by law.</p>`,
    `<h2>Your rights</h2><p>You can ask for a copy of your personal data, have it corrected or deleted, object to or restrict how we use it, and take it with you to another service. You can change your marketing choices in your account at any time. To use any of these rights, contact us as above; we answer within one month.</p><p>If you are unhappy with how we handle your data, please tell us first. You also have the right to complain to the Information Commissioner's Office (ICO) at <a href="https://ico.org.uk">ico.org.uk</a> or on 0303 123 1113.</p>`,
    `<h2>Cookies</h2><p>The shop uses only the cookies it needs to work. Our <a href="/cookies">cookie notice</a> lists each one.</p>`,
  ],
);

export const terms = legalPage(
  "page-terms",
  "/terms",
  "Terms and conditions of sale",
  "The terms on which Ashless sells to you: who we are, age, orders, prices, subscriptions, cancellation and returns.",
  [
    `<h1>Terms and conditions of sale</h1><p>These terms apply to every order you place in the Ashless shop. Please read them before you order; we will also send them with your order confirmation.</p>`,
    `<h2>1. Who we are</h2><p>We are ${company}, trading as {{${S}.company.tradingName}}, {{${S}.company.address}}. {{${S}.company.registration}}. VAT number {{${S}.company.vatNumber}}.</p>${contactUs}`,
    `<h2>2. Adults only</h2><p>Our products contain nicotine or are used with products that do. We sell only to adults aged 18 or over who live in the United Kingdom. We verify the age of every customer before we send the first order, and we may ask for proof of age on delivery. We cancel an order if we cannot confirm that you are 18 or over, and refund anything you have paid.</p>`,
    `<h2>3. Your order</h2><p>When you place an order you offer to buy the products in it. The contract between us starts when we send you the e-mail confirming that your order has been dispatched. We may limit the quantity of products in one order, and we may decline an order, for example if a product is out of stock or the price shown was plainly wrong; we then refund you in full.</p>`,
    `<h2>4. Prices and payment</h2><p>Prices are in pounds sterling and include VAT. The delivery charge is shown at the checkout before you pay; delivery is free on orders of {{${S}.delivery.freeFrom}} or more. You pay when you place the order, by card on our payment provider's page or by one of the other methods the checkout offers.</p>`,
    `<h2>5. Delivery</h2><p>We deliver to addresses in England, Scotland, Wales and Northern Ireland. Our <a href="/delivery">delivery page</a> gives each delivery method, its price and how long it takes. A parcel may need a signature from an adult.</p>`,
    `<h2>6. Subscriptions</h2><p>A subscription sends the products you chose at the interval you chose and charges your saved payment method before each delivery. You can change what is in it, change how often it comes, pause it or cancel it in your account at any time up to the day before the next billing date; a change made later applies from the delivery after. There is no minimum term and no cancellation fee, except where an offer you accepted (such as a device at a reduced price) says otherwise before you subscribe.</p>`,
    `<h2>7. Your right to cancel</h2><p>You may cancel your order without giving a reason within 14 days of the day you receive the products (for a subscription, within 14 days of receiving the first delivery). Tell us by e-mail or through the contact form. Send the products back within 14 days of telling us; unless they are faulty, you pay for the return. We refund the price and the standard delivery charge within 14 days of receiving the products back, or of your proof that you sent them.</p><p>For reasons of health protection and hygiene, heated sticks and other consumables whose seal you have broken cannot be returned unless they are faulty.</p>`,
    `<h2>8. Returns and faulty products</h2><p>Beyond your legal right to cancel, you can return unopened products within {{${S}.returns.window}} of delivery for a full refund. Every device comes with a {{${S}.warranty.term}} warranty against defects, in addition to your statutory rights under the Consumer Rights Act 2015. Our <a href="/returns">returns page</a> explains how to send something back.</p>`,
    `<h2>9. Our responsibility to you</h2><p>If we do not keep to these terms, we are responsible for loss or damage you suffer that is a foreseeable result of it. Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else the law does not allow us to limit.</p>`,
    `<h2>10. Your personal data and the law</h2><p>We use your personal data as our <a href="/privacy">privacy notice</a> says. These terms are governed by the law of England and Wales; you can bring proceedings in the courts of England and Wales, or of Scotland or Northern Ireland if you live there.</p>`,
  ],
);

export const returns = legalPage(
  "page-returns",
  "/returns",
  "Returns and refunds",
  "How to return Ashless products, the returns window, refunds and the device warranty.",
  [
    `<h1>Returns and refunds</h1><p>Changed your mind, or something is not right? Here is how to send it back.</p>`,
    `<h2>Unopened products</h2><p>You can return products in their unopened, sealed packaging within {{${S}.returns.window}} of delivery for a full refund. For your health and others', we cannot take back heated sticks or consumables once the seal is broken, unless they are faulty.</p>`,
    `<h2>Your right to cancel</h2><p>By law you can cancel an order within 14 days of receiving it, without giving a reason. The <a href="/terms">terms and conditions</a> (section 7) explain how this right works.</p>`,
    `<h2>Faulty devices and the warranty</h2><p>Every Ashless device comes with a {{${S}.warranty.term}} warranty from the day it is delivered. If yours stops working, contact us: we repair or replace it free of charge, and if we cannot, we refund you. Registering your device in your account links its serial number to you, so a claim needs no receipt. The warranty adds to your rights under the Consumer Rights Act 2015; it does not replace them.</p>`,
    `<h2>How to return something</h2><ol><li>Contact us with your order number and what you are returning.</li><li>We send you a prepaid returns label for a faulty product, or instructions for other returns.</li><li>Pack the products securely and send them within 14 days.</li></ol><p>We refund to the payment method you used within 14 days of receiving the return. Points you earned with the order leave your club balance, and points you spent on it come back.</p>`,
    `<h2>Get in touch</h2>${contactUs}`,
  ],
);

export const delivery = legalPage(
  "page-delivery",
  "/delivery",
  "Delivery",
  "Where Ashless delivers, the delivery methods, what they cost and how long they take.",
  [
    `<h1>Delivery</h1><p>Delivery is free on orders of {{${S}.delivery.freeFrom}} or more. The table below lists every delivery method, exactly as the checkout offers them.</p>`,
    `<h2>Where we deliver</h2><p>We deliver to addresses in England, Scotland, Wales and Northern Ireland, including the Highlands and Islands at no extra charge. We do not deliver to PO boxes, to British Forces addresses, or outside the United Kingdom.</p>`,
    `<h2>Adults only</h2><p>We check your age before we send your first order. The carrier may ask whoever receives the parcel to show that they are 18 or over, and takes it back if they cannot.</p>`,
    `<h2>Subscriptions</h2><p>Subscription deliveries go by tracked or free delivery; the courier does not carry them. We charge your subscription before each delivery and send it the same working day.</p>`,
  ],
);

export const cookies = legalPage(
  "page-cookies",
  "/cookies",
  "Cookie notice",
  "The cookies the Ashless shop sets, what each is for and how long it lasts.",
  [
    `<h1>Cookie notice</h1><p>A cookie is a small file a website keeps in your browser. The Ashless shop sets only a few cookies of its own: to keep you signed in, remember your basket and checkout, and show you a message after a form. On a page where we compare two wordings, one more cookie keeps the wording you see the same. Only if you allow it below, two more cookies let us count your visits; we never use them for advertising, and no other company sets cookies through our shop.</p><p>The table below lists every cookie the shop sets. If you block cookies in your browser, you can still browse, but you will not be able to sign in or check out.</p>`,
    `<h2>Questions</h2><p>Our <a href="/privacy">privacy notice</a> explains how we handle your personal data.</p>${contactUs}`,
  ],
);

export const legalPages = [privacy, terms, returns, delivery, cookies];
