// A customer's bought files (decision 0071), against the whole sandbox: commerce's
// customerDownloadableProducts lists each file of a downloadable product the customer bought,
// Pending until the order is paid; /account/downloads lists them, and /account/downloads/:key
// passes the PDF on, fetched with the customer's token; nobody else's file, and none unpaid.
import { describe, expect, it } from "vitest";
import { attachGuestOrder } from "~/.server/commerce/customer";
import { getDownloads } from "~/.server/commerce/downloads";
import type { SignIn } from "~/lib/models/account";
import { loader as listLoader } from "~/routes/account.downloads/route";
import { loader as fileLoader } from "~/routes/account.downloads.$key/route";
import { hosted } from "../support/session";
import {
  browserRequest,
  caught,
  location,
  newCustomer,
  replied,
  sandboxDb,
  signedInCookie,
  useRoutesSandbox,
} from "./routes-sandbox";

useRoutesSandbox();

let sequence = 0;
/** An order of the flavour guide for the customer, as commerce keeps one (its status as given). */
function boughtGuide(signIn: SignIn, status: string, guestEmail?: string): string {
  const db = sandboxDb();
  const guide = db
    .prepare("SELECT id, sku, name, url_key FROM catalog_product WHERE sku = ?")
    .get("ASH-DL-FLAVOUR-GUIDE") as { id: number; sku: string; name: string; url_key: string };
  const number = `9${String(Date.now()).slice(-7)}${++sequence}`;
  const order = db
    .prepare(
      `INSERT INTO sales_order (increment_id, store_code, customer_uuid, customer_email, status, subtotal, tax_amount,
         grand_total, order_currency_code, payment_method, payment_title, created_at)
       VALUES (?, 'default', ?, ?, ?, 2.99, 0.5, 2.99, 'GBP', 'ashless_card', 'Card', ?)`,
    )
    .run(
      number,
      guestEmail ? null : signIn.userUuid,
      guestEmail ?? "buyer@example.com",
      status,
      new Date().toISOString(),
    );
  db.prepare(
    `INSERT INTO sales_order_item (order_id, product_id, sku, name, url_key, product_type, qty_ordered, price_incl_tax, row_total_incl_tax)
     VALUES (?, ?, ?, ?, ?, 'downloadable', 1, 2.99, 2.99)`,
  ).run(order.lastInsertRowid, guide.id, guide.sku, guide.name, guide.url_key);
  return number;
}

type Listed = { downloads: { key: string; orderNumber: string; available: boolean; remaining: string }[] };
const list = async (signIn: SignIn) =>
  replied<Listed>(
    await hosted(listLoader)({
      request: browserRequest("/account/downloads", { cookie: await signedInCookie(signIn) }),
      params: {},
    }),
  ).data;
const file = async (signIn: SignIn, key: string) =>
  caught(
    hosted(fileLoader)({
      request: browserRequest(`/account/downloads/${key}`, { cookie: await signedInCookie(signIn) }),
      params: { key },
    }),
  );

describe("a customer's downloads", () => {
  it("lists each file of a paid purchase and passes its PDF on", async () => {
    const { signIn } = await newCustomer();
    const number = boughtGuide(signIn, "payment_completed");
    const { downloads } = await list(signIn);
    // the guide has two files: each is its own download
    expect(downloads).toEqual(
      [
        { key: `${number}-1`, orderNumber: number, available: true, remaining: "Unlimited" },
        { key: `${number}-2`, orderNumber: number, available: true, remaining: "Unlimited" },
      ].map((d) => expect.objectContaining(d)),
    );
    const answer = (await file(signIn, `${number}-1`)) as Response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/pdf");
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="ashless-flavour-guide-\d+\.pdf"$/,
    );
    expect(
      Buffer.from(await answer.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("lists an unpaid purchase as pending and serves none of it, nor anyone else's", async () => {
    const { signIn } = await newCustomer();
    const other = await newCustomer();
    const pending = boughtGuide(signIn, "pending_payment");
    const paid = boughtGuide(other.signIn, "complete");
    const { downloads } = await list(signIn);
    expect(downloads.map((d) => [d.key, d.available])).toEqual([
      [`${pending}-1`, false],
      [`${pending}-2`, false],
    ]);
    for (const key of [`${pending}-1`, `${paid}-1`, "not-a-key", "../etc"]) {
      expect(location(await file(signIn, key)), key).toBe("/account/downloads");
    }
    // and commerce itself refuses the file to a customer it is not theirs, and to a browser without a token
    const url = (await getDownloads("default", other.signIn.commerceToken))[0].url;
    expect((await fetch(url, { headers: { Authorization: `Bearer ${signIn.commerceToken}` } })).status).toBe(404);
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { Authorization: `Bearer ${other.signIn.commerceToken}` } })).status).toBe(200);
  });

  it("lists a guest's purchase once the order is moved into the account made from its confirmation", async () => {
    const { signIn, email } = await newCustomer();
    const number = boughtGuide(signIn, "payment_completed", email);
    expect((await list(signIn)).downloads).toEqual([]);
    expect(await attachGuestOrder("default", signIn.commerceToken, number)).toBe(true);
    expect((await list(signIn)).downloads.map((d) => [d.key, d.available])).toEqual([
      [`${number}-1`, true],
      [`${number}-2`, true],
    ]);
  });

  it("says there is nothing yet to a customer who bought nothing to download", async () => {
    const { signIn } = await newCustomer();
    expect((await list(signIn)).downloads).toEqual([]);
  });
});
