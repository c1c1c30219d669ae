import express, { type Router } from "express";
import type Database from "better-sqlite3";
import { userByCommerceToken } from "../accounts/store";
import type { OrderRow } from "./order-object";

// GET <commerce>/invoices/<number>.pdf: the invoice document behind Invoice.url. Like every
// customer call it needs the owner's bearer token; the storefront fetches it server-side and
// passes it on to the shopper. A one-page PDF written by hand (Helvetica, WinAnsi text).

const pdfText = (s: string) =>
  s
    .replace(/[–—]/g, "-")
    .replace(/×/g, "x")
    .replace(/[^\x20-\xff]/g, "?")
    .replace(/[\\()]/g, (c) => `\\${c}`);

export function onePagePdf(lines: string[]): Buffer {
  const text = lines.map((l, i) => `${i === 0 ? "" : "T* "}(${pdfText(l)}) Tj`).join("\n");
  const stream = `BT /F1 11 Tf 16 TL 56 780 Td\n${text}\nET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

const gbp = (value: number) => `£${value.toFixed(2)}`;

function invoiceLines(
  db: Database.Database,
  invoice: { increment_id: string; created_at: string },
  order: OrderRow,
): string[] {
  const items = db
    .prepare(
      "SELECT name, sku, qty_ordered, row_total_incl_tax FROM sales_order_item WHERE order_id = ? ORDER BY item_id",
    )
    .all(order.entity_id) as { name: string; sku: string; qty_ordered: number; row_total_incl_tax: number }[];
  const billing = db
    .prepare("SELECT * FROM sales_order_address WHERE order_id = ? AND address_type = 'billing'")
    .get(order.entity_id) as
    { firstname: string; lastname: string; street: string; city: string; postcode: string | null } | undefined;
  return [
    `Ashless - Invoice ${invoice.increment_id}`,
    `Date: ${invoice.created_at.slice(0, 10)}`,
    `Order: ${order.increment_id}`,
    "",
    ...(billing
      ? [
          `Billed to: ${billing.firstname} ${billing.lastname}`,
          (JSON.parse(billing.street) as string[]).join(" "),
          `${billing.city} ${billing.postcode ?? ""}`,
          "",
        ]
      : []),
    ...items.map((i) => `${i.qty_ordered} × ${i.name} (${i.sku})    ${gbp(i.row_total_incl_tax)}`),
    "",
    `Subtotal: ${gbp(order.subtotal)}`,
    ...(order.discount_amount > 0
      ? [`Discount (${order.discount_label ?? "Discount"}): -${gbp(order.discount_amount)}`]
      : []),
    `Delivery: ${gbp(order.shipping_amount)}`,
    `Total: ${gbp(order.grand_total)}`,
    `of which ${order.tax_label ?? "VAT"} ${order.tax_rate}%: ${gbp(order.tax_amount)}`,
  ];
}

export function invoiceRouter(db: Database.Database): Router {
  const router = express.Router();
  router.get("/invoices/:file", (req, res) => {
    const token = /^Bearer\s+(.+)$/i.exec(req.get("Authorization") ?? "")?.[1];
    const customer = token ? userByCommerceToken(db, token) : null;
    if (!customer) return res.status(401).json({ message: "The current customer isn't authorized." });
    const number = req.params.file.replace(/\.pdf$/, "");
    const invoice = db.prepare("SELECT * FROM sales_invoice WHERE increment_id = ?").get(number) as
      { order_id: number; increment_id: string; created_at: string } | undefined;
    const order =
      invoice && (db.prepare("SELECT * FROM sales_order WHERE entity_id = ?").get(invoice.order_id) as OrderRow);
    if (!invoice || !order || order.customer_uuid !== customer.uuid)
      return res.status(404).json({ message: "Invoice not found." });
    res
      .type("application/pdf")
      .set({
        "Content-Disposition": `attachment; filename="invoice-${number}.pdf"`,
        "Cache-Control": "private, no-store",
      })
      .send(onePagePdf(invoiceLines(db, invoice, order)));
  });
  return router;
}
