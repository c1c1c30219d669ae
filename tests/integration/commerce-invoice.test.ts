// Issue 40, item 4: the invoice PDF is a UK VAT invoice: the seller from the store configuration
// (the footer's source), the buyer's billing address as the order holds it, the invoice's number
// and date, each line with quantity, unit price, VAT rate and amounts, and the totals.
import { describe, expect, it } from "vitest";
import { getCustomerOrderDetails, getInvoiceDocument } from "../../app/.server/commerce/customer";
import { demoCustomer, sandbox, useSandbox } from "./commerce-customer-sandbox";

useSandbox();

/** The strings the PDF shows, in the order it draws them. */
const shown = (pdf: Uint8Array) =>
  [
    ...Buffer.from(pdf)
      .toString("latin1")
      .matchAll(/\(((?:[^()\\]|\\.)*)\) Tj/g),
  ].map((m) => m[1].replace(/\\([\\()])/g, "$1"));

const config = (path: string) =>
  JSON.parse(
    (
      sandbox.db.prepare("SELECT value FROM core_config_data WHERE store_code = 'default' AND path = ?").get(path) as {
        value: string;
      }
    ).value,
  ) as string;

describe("the invoice PDF", () => {
  it("names the seller and the buyer, and itemises VAT", async () => {
    const { token } = demoCustomer();
    // the order was billed to another address than the account's: the invoice shows the order's
    sandbox.db
      .prepare(
        "UPDATE sales_order_address SET firstname = 'Ada', lastname = 'Lovelace', company = 'Analytical Engines Ltd', street = ?, city = 'Bristol', postcode = 'BS1 4DJ' WHERE address_type = 'billing' AND order_id = (SELECT entity_id FROM sales_order WHERE increment_id = '000000102')",
      )
      .run(JSON.stringify(["12 Harbourside", "Flat 3"]));
    const order = await getCustomerOrderDetails("default", token, "000000102");
    const invoice = await getInvoiceDocument("default", token, "000000102", order!.invoices[0].id);
    const text = shown(invoice!.body);

    // the seller, as configured
    for (const path of [
      "general/store_information/legal_name",
      "general/store_information/street_line1",
      "general/store_information/postcode",
    ])
      expect(text).toContain(config(path));
    expect(text).toContain(
      `Registered in England and Wales, company number ${config("general/store_information/company_number")}`,
    );
    expect(text).toContain(`VAT number ${config("general/store_information/merchant_vat_number")}`);
    // the buyer, as the order was billed: each street line on its own
    const billed = text.indexOf("Billed to");
    expect(text.slice(billed, billed + 8)).toEqual([
      "Billed to",
      "Ada Lovelace",
      "Analytical Engines Ltd",
      "12 Harbourside",
      "Flat 3",
      "Bristol",
      "BS1 4DJ",
      "United Kingdom",
    ]);
    expect(text.join(" ")).not.toMatch(/Baker Street/);
    // the invoice's identity
    expect(text).toEqual(expect.arrayContaining(["VAT invoice", "Invoice number", "000000102", "27 January 2026"]));
    // lines: the device, 1 at £59.00 with VAT: £49.17 before it, at 20%
    const device = text.indexOf("Ashless Duo Heating Device");
    expect(text.slice(device, device + 7)).toEqual([
      "Ashless Duo Heating Device",
      "1",
      "£49.17",
      "20%",
      "£49.17",
      "£9.83",
      "£59.00",
    ]);
    // totals: £83.99 of which VAT £14.00
    const total = text.indexOf("Total paid");
    expect(text[total + 1]).toBe("£83.99");
    expect(text).toEqual(expect.arrayContaining(["VAT at 20%", "£14.00", "Total excluding VAT", "£69.99"]));
  });
});
