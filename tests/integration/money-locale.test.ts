// product.md §3 Currency and the LOCALE setting, against the whole sandbox: every page gets
// commerce's display currency (its symbol) and the shop's locale from the root loader, and the
// prices a loader writes itself (a subscription's, from the platform) read the same, on both
// platform flavours. The sandbox's currency is changed in its own tables, as its admin would.
import { graphql, HttpResponse, passthrough } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearCache } from "~/.server/state/cache";
import { resetConfigForTests } from "~/.server/config";
import { formatMoney, type MoneyFormats } from "~/lib/format";
import type { SignIn } from "~/lib/models/account";
import { loader as rootLoader } from "~/root";
import { loader as listLoader } from "~/routes/account.subscriptions._index/route";
import {
  browserRequest,
  cookieWith,
  newCustomer,
  replied,
  sandboxDb,
  usePlatformFlavour,
  useRoutesSandbox,
} from "./routes-sandbox";
import { hosted } from "../support/session";
import { server } from "../msw/server";

useRoutesSandbox();

const root = async () =>
  replied<{ locale: string; money: MoneyFormats }>(
    await hosted(rootLoader)({ request: browserRequest("/shop"), params: {} }),
  ).data;

function setSymbol(code: string, symbol: string) {
  sandboxDb().prepare("UPDATE directory_currency SET symbol = ? WHERE code = ?").run(symbol, code);
  clearCache();
}

let symbolBefore: string;
beforeEach(() => {
  ({ symbol: symbolBefore } = sandboxDb().prepare("SELECT symbol FROM directory_currency WHERE code = 'GBP'").get() as {
    symbol: string;
  });
});
afterEach(() => {
  setSymbol("GBP", symbolBefore);
  delete process.env.LOCALE;
  resetConfigForTests();
});

describe("the root loader", () => {
  it("gives every page the LOCALE and commerce's display currency as the shop writes it", async () => {
    const { locale, money } = await root();
    expect(locale).toBe("en-GB");
    expect(formatMoney({ value: 1234.5, currency: "GBP" }, money)).toBe("£1,234.50");
  });

  it("writes commerce's symbol, read again once the cached currency expires", async () => {
    setSymbol("GBP", "GB£");
    expect(formatMoney({ value: -5, currency: "GBP" }, (await root()).money)).toBe("-GB£5.00");
  });

  it("keeps one store view's currency while the other's cannot be read", async () => {
    server.use(
      graphql.query("getCurrency", ({ request }) =>
        request.headers.get("Store") === "trial" ? HttpResponse.error() : passthrough(),
      ),
    );
    clearCache();
    expect(formatMoney({ value: 5.5, currency: "GBP" }, (await root()).money)).toBe("£5.50");
  });

  it("writes amounts the LOCALE's way", async () => {
    process.env.LOCALE = "de-DE";
    resetConfigForTests();
    clearCache();
    const { locale, money } = await root();
    expect(locale).toBe("de-DE");
    expect(formatMoney({ value: 1234.5, currency: "GBP" }, money)).toBe("1.234,50\u00a0£");
  });
});

describe.each(["unified", "legacy"] as const)("a subscription's price (%s platform)", (flavour) => {
  let signIn: SignIn;
  beforeEach(async () => {
    usePlatformFlavour(flavour);
    ({ signIn } = await newCustomer());
    const orderId = sandboxDb()
      .prepare(
        `INSERT INTO sales_order (increment_id, store_code, customer_uuid, customer_email, status, subtotal, tax_amount,
        grand_total, order_currency_code, payment_method, payment_title, created_at)
        VALUES (?, 'default', ?, 'someone@example.com', 'pending_payment', 9.9, 1.65, 9.9, 'GBP', 'ashless_card', 'Card', ?)`,
      )
      .run(`00000${flavour === "unified" ? 7811 : 7812}`, signIn.userUuid, new Date().toISOString()).lastInsertRowid;
    sandboxDb()
      .prepare(
        `INSERT INTO sales_order_item (order_id, sku, name, product_type, qty_ordered, price_incl_tax, row_total_incl_tax,
        is_subscription) VALUES (?, 'ASH-STK-SILVER-P20-SUB', 'Silver', 'simple', 2, 4.95, 9.9, 1)`,
      )
      .run(orderId);
  });

  it("is written with commerce's symbol in the LOCALE's way", async () => {
    setSymbol("GBP", "GB£");
    process.env.LOCALE = "de-DE";
    resetConfigForTests();
    const { userUuid, identityToken, sessionToken, commerceToken } = signIn;
    const cookie = await cookieWith({ userUuid, identityToken, sessionToken, commerceToken });
    const { subscriptions } = replied<{ subscriptions: { price: string; lines: { unitPrice: string }[] }[] }>(
      await hosted(listLoader)({ request: browserRequest("/account/subscriptions", { cookie }), params: {} }),
    ).data;
    expect(subscriptions[0]).toMatchObject({ price: "9,90\u00a0GB£", lines: [{ unitPrice: "4,95\u00a0GB£" }] });
  });
});
