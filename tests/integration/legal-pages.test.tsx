// Issue 40: the legal and service pages, the seller's details in the footer, the consent's link
// to the privacy notice, and one source for every service promise. The promises are read from
// the commerce store configuration; the last test changes them there and expects every page
// to follow, so a page that typed its own copy of a promise fails it.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { clearCache } from "~/.server/state/cache";
import { loadLayout } from "~/.server/document/layout";
import { openSession } from "~/.server/session/request-session";
import { hosted } from "../support/session";
import { Footer } from "~/components/layout/Footer";
import { ConsentDocumentLinks } from "~/components/legal/ConsentDocumentLinks";
import { loader as contentLoader } from "~/routes/content-page/route";
import { loader as privacyLoader } from "~/routes/privacy/route";
import { loader as termsLoader } from "~/routes/terms/route";
import { loader as returnsLoader } from "~/routes/returns/route";
import { loader as deliveryLoader } from "~/routes/delivery/route";
import { loader as cookiesLoader } from "~/routes/cookies/route";
import { loader as contactLoader } from "~/routes/contact/route";
import { loader as shopLoader } from "~/routes/shop.$/route";
import * as register from "~/routes/register/route";
import * as deliveryStep from "~/routes/checkout.delivery/delivery.server";
import {
  args,
  browserRequest,
  caught,
  cartWith,
  checkoutSteps,
  cookieWith,
  replied,
  sandboxDb,
  SKU,
  useRoutesSandbox,
} from "./routes-sandbox";

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest set-up, not a React hook
useRoutesSandbox();

// ---- the one source: the sandbox's store configuration, read as the commerce service keeps it

const configValue = <T,>(path: string): T => {
  const row = sandboxDb()
    .prepare("SELECT value FROM core_config_data WHERE store_code = 'default' AND path = ?")
    .get(path) as { value: string } | undefined;
  if (!row) throw new Error(`no ${path} in the sandbox's configuration`);
  return JSON.parse(row.value) as T;
};
const setConfig = (path: string, value: unknown) => {
  sandboxDb()
    .prepare("UPDATE core_config_data SET value = ? WHERE store_code IN ('default', 'trial') AND path = ?")
    .run(JSON.stringify(value), path);
  clearCache();
};

const NUMBERS = ["zero", "one", "two", "three", "four", "five"];
/** The promises as every page must word them, from the configuration's raw values. */
function expected() {
  const replyDays = configValue<number>("brand/service/contact_reply_working_days");
  const months = configValue<number>("brand/service/device_warranty_months");
  return {
    legalName: configValue<string>("general/store_information/legal_name"),
    companyNumber: configValue<string>("general/store_information/company_number"),
    vatNumber: configValue<string>("general/store_information/merchant_vat_number"),
    street: configValue<string>("general/store_information/street_line1"),
    postcode: configValue<string>("general/store_information/postcode"),
    tracked: configValue<string>("carriers/flatrate/delivery_time"),
    courier: configValue<string>("carriers/courier/delivery_time"),
    free: configValue<string>("carriers/freeshipping/delivery_time"),
    freeFrom: `£${configValue<number>("carriers/freeshipping/free_shipping_subtotal")}`,
    reply: `within ${NUMBERS[replyDays]} working day${replyDays === 1 ? "" : "s"}`,
    warranty: months % 12 === 0 ? `${months / 12}-year warranty` : `${months}-month warranty`,
    returns: `${configValue<number>("brand/service/returns_period_days")} days`,
  };
}

// ---- what each page says, as its loader hands it to the page

type PageData = { page: { title: string; blocks: unknown[] } };
const text = (value: unknown) => JSON.stringify(value);

async function pageText(loader: (a: LoaderFunctionArgs) => Promise<unknown>, path: string) {
  const r = replied<PageData>(await caught(hosted(loader)(args(browserRequest(path)))));
  expect(r.init?.status ?? 200, path).toBe(200);
  expect(text(r.data), path).not.toContain("{{");
  return { data: r.data, text: text(r.data) };
}

const LEGAL = [
  { path: "/privacy", loader: privacyLoader, h1: "Privacy notice" },
  { path: "/terms", loader: termsLoader, h1: "Terms and conditions of sale" },
  { path: "/returns", loader: returnsLoader, h1: "Returns and refunds" },
  { path: "/delivery", loader: deliveryLoader, h1: "Delivery" },
  { path: "/cookies", loader: cookiesLoader, h1: "Cookie notice" },
] as const;

async function checkoutMethods() {
  const cartId = await cartWith("default", [SKU, 1]);
  await checkoutSteps("default", cartId, { method: null, payment: null });
  const request = browserRequest("/checkout/delivery", { cookie: await cookieWith({ cartId }) });
  const r = replied<{ methods: { value: string; description: string | null }[] }>(
    await hosted(deliveryStep.loader)(args(request)),
  );
  return Object.fromEntries(r.data.methods.map((m) => [m.value, m.description]));
}

async function devicePage() {
  const path = "/shop/devices/ashless-one-device";
  const r = await caught(
    hosted(shopLoader)({ request: browserRequest(path), params: { "*": path.replace("/shop/", "") } }),
  );
  return ((r as { data?: unknown }).data ?? r) as { warranty: string | null };
}

/** Every page that states a promise states it as the configuration says. */
async function expectPromisesEverywhere() {
  const e = expected();
  const faq = await pageText(contentLoader, "/faq");
  for (const fact of [e.tracked, e.courier, e.free, e.freeFrom, e.warranty, e.returns, e.reply])
    expect(faq.text, `FAQ: ${fact}`).toContain(fact);
  const help = await pageText(contentLoader, "/help");
  for (const fact of [e.tracked, e.freeFrom, e.reply]) expect(help.text, `help: ${fact}`).toContain(fact);
  const delivery = await pageText(deliveryLoader, "/delivery");
  for (const fact of [e.tracked, e.courier, e.free, e.freeFrom])
    expect(delivery.text, `delivery: ${fact}`).toContain(fact);
  const returns = await pageText(returnsLoader, "/returns");
  for (const fact of [e.returns, e.warranty, e.reply]) expect(returns.text, `returns: ${fact}`).toContain(fact);
  const terms = await pageText(termsLoader, "/terms");
  for (const fact of [e.freeFrom, e.returns, e.warranty]) expect(terms.text, `terms: ${fact}`).toContain(fact);
  // the checkout's hint under each method is the same delivery time
  const methods = await checkoutMethods();
  expect(methods["flatrate|tracked"]).toBe(e.tracked);
  expect(methods["courier|ground"]).toBe(e.courier);
  // the device page's registration consent names the same warranty
  expect(`${(await devicePage()).warranty} warranty`).toBe(e.warranty);
  const contact = replied<{ reply: string }>(await hosted(contactLoader)(args(browserRequest("/contact"))));
  expect(contact.data.reply).toBe(e.reply);
}

describe("legal and service pages", () => {
  it("answers each page with its own title, heading and the seller's details", async () => {
    const e = expected();
    const titles = new Set<string>();
    for (const { path, loader, h1 } of LEGAL) {
      const page = await pageText(loader, path);
      expect(page.text, path).toContain(`<h1>${h1}</h1>`);
      titles.add(page.data.page.title);
    }
    expect(titles.size).toBe(LEGAL.length);
    const privacy = await pageText(privacyLoader, "/privacy");
    for (const fact of [e.legalName, e.street, e.postcode, e.companyNumber]) expect(privacy.text).toContain(fact);
    const terms = await pageText(termsLoader, "/terms");
    for (const fact of [e.legalName, e.companyNumber, e.vatNumber]) expect(terms.text).toContain(fact);
    expect(privacy.text).toContain("18 or over");
    expect(terms.text).toContain("within 14 days");
    expect(terms.text).toContain("Subscriptions");
  });

  it("lists the cookies the shop really sets", async () => {
    const cookies = (await pageText(cookiesLoader, "/cookies")).data as unknown as { cookies: { name: string }[] };
    const names = cookies.cookies.map((c) => c.name);
    // the session cookie a cart sets, and the flash cookie a message sets, by their real names
    const session = await openSession(browserRequest("/"));
    session.set("cartCount", 1);
    session.flash({ kind: "success", message: "Saved." });
    const set = await session.commit();
    expect(set).toHaveLength(2);
    for (const cookie of set) expect(names).toContain(cookie.split("=")[0]);
  });

  it("puts the seller and the five pages in every page's footer", async () => {
    const e = expected();
    const { layout } = await loadLayout(await openSession(browserRequest("/")));
    const html = renderToStaticMarkup(<Footer groups={layout.footer} company={layout.company} />);
    for (const fact of [e.legalName, e.street, e.postcode, e.companyNumber, e.vatNumber]) expect(html).toContain(fact);
    for (const href of ["/privacy", "/terms", "/returns", "/delivery", "/cookies"])
      expect(html).toContain(`href="${href}"`);
  });

  it("links registration's privacy consent to the privacy notice, in a new tab that says so", async () => {
    const r = replied<{ options: { consents: { id: string; label: string; required: boolean }[] } }>(
      await caught(hosted(register.loader)(args(browserRequest("/register")))),
    );
    const privacy = r.data.options.consents.find((c) => /privacy notice/i.test(c.label));
    expect(privacy?.required).toBe(true);
    const html = renderToStaticMarkup(<ConsentDocumentLinks label={privacy!.label} />);
    expect(html).toContain('href="/privacy"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain("(opens in a new tab)");
  });
});

describe("one source for every promise", () => {
  it("states the delivery times, free-delivery threshold, warranty, returns window and reply time alike everywhere", async () => {
    await expectPromisesEverywhere();
  });

  it("follows the store configuration when the brand changes it", async () => {
    setConfig("carriers/flatrate/delivery_time", "1–2 working days");
    setConfig("carriers/courier/delivery_time", "Next working day when you order by 6pm");
    setConfig("carriers/freeshipping/free_shipping_subtotal", 40);
    setConfig("brand/service/device_warranty_months", 36);
    setConfig("brand/service/contact_reply_working_days", 2);
    setConfig("brand/service/returns_period_days", 60);
    expect(expected()).toMatchObject({
      warranty: "3-year warranty",
      reply: "within two working days",
      freeFrom: "£40",
    });
    await expectPromisesEverywhere();
  });
});
