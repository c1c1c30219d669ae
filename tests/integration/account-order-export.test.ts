import { describe, expect, it } from "vitest";
import { commitSession, getSession } from "~/.server/session/session";
import { loader } from "~/routes/account.orders.$number.export/route";
import { hosted } from "../support/session";
import { demoCustomer, newCustomer, useSandbox } from "./commerce-customer-sandbox";

// /account/orders/:number/export (getCustomerExportedOrderDetails, decision 0045): the order's
// details as a CSV download, built from the order-details read, for its owner only.
useSandbox();

async function cookieOf(customer: { uuid: string; token: string }) {
  const session = await getSession(new Request("http://shop.test/"));
  session.set("userUuid", customer.uuid);
  session.set("identityToken", "id-token");
  session.set("sessionToken", "s-token");
  session.set("commerceToken", customer.token);
  session.set("customerName", "Alex");
  return (await commitSession(session)).split(";")[0];
}

const exported = async (number: string, cookie?: string) =>
  (await hosted(loader)({
    request: new Request(`http://shop.test/account/orders/${number}/export`, {
      headers: cookie ? { Cookie: cookie } : {},
    }),
    params: { number },
  }).catch((thrown: unknown) => thrown)) as Response;

/** RFC 4180 rows (quoted fields may hold commas and quotes) */
function rows(csv: string): string[][] {
  const out: string[][] = [];
  for (const line of csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n")) {
    const cells: string[] = [];
    for (const m of line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g))
      cells.push(m[1] !== undefined ? m[1].replace(/""/g, '"') : m[2]);
    out.push(cells);
  }
  return out;
}

describe("the order details download", () => {
  it("answers the owner with a CSV attachment: a row per item, the totals with the refund, payment and attributes", async () => {
    const response = await exported("000000109", await cookieOf(demoCustomer()));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="order-000000109.csv"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const table = rows(await response.text());
    expect(table[0]).toEqual(["Section", "Description", "Product code", "Quantity", "Refunded", "Amount (GBP)"]);
    expect(table).toContainEqual(["Order", "Order number 000000109", "", "", "", ""]);
    const items = table.filter((r) => r[0] === "Item");
    expect(items.map((r) => [r[2], r[3], r[4]])).toEqual([
      ["ASH-STK-SIENNA-C10", "1", "0"],
      ["ASH-CON-CLEAN-150", "1", "1"],
    ]);
    const amount = (description: string) => table.find((r) => r[0] === "Total" && r[1] === description)?.[5];
    const kit = Number(items[1][5]);
    expect(Number(amount("Refunded"))).toBe(-kit);
    expect(Number(amount("Total after refund"))).toBeCloseTo(Number(amount("Total")) - kit, 2);
    expect(table).toContainEqual(["Payment", "Card", "", "", "", ""]);
    expect(table).toContainEqual(["Payment", "Card number ending: 4242", "", "", "", ""]);
    expect(table).toContainEqual(["Checkout", "How did you hear about us?: A friend", "", "", "", ""]);
  });

  it("is 404 for another customer's order and an unknown one", async () => {
    const stranger = await cookieOf(newCustomer());
    expect((await exported("000000109", stranger)).status).toBe(404);
    expect((await exported("000000999", await cookieOf(demoCustomer()))).status).toBe(404);
  });

  it("sends a signed-out visitor to log in and back", async () => {
    const response = await exported("000000109");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Faccount%2Forders%2F000000109%2Fexport");
  });
});
