import express, { type Router } from "express";
import type Database from "better-sqlite3";
import { userByCommerceToken } from "../accounts/store";
import { round2 } from "./context";
import { pdfDocument, type PdfPage, type PdfText } from "./invoice-pdf";
import type { OrderRow } from "./order-object";
import { defaultStore, storeByCode } from "./store";
import { storeInformation, type StoreInformation } from "./store-information";

// GET <commerce>/invoices/<number>.pdf: the invoice document behind Invoice.url. Like every
// customer call it needs the owner's bearer token; the storefront fetches it server-side and
// passes it on to the shopper. A UK VAT invoice: the seller as the store view's configuration
// names it (StoreConfig.store_information, the footer's source too), the buyer's billing address
// as the order holds it, and each line with its quantity, unit price, VAT rate and amounts.

interface InvoiceRow {
  order_id: number;
  increment_id: string;
  created_at: string;
}

interface ItemRow {
  name: string;
  sku: string;
  qty_ordered: number;
  price_incl_tax: number;
  row_total_incl_tax: number;
  discount_amount: number;
}

interface AddressRow {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string;
  city: string;
  region: string | null;
  postcode: string | null;
  country_id: string;
  vat_id: string | null;
}

/** One line of the invoice: what it is, how many, and its money with VAT included. */
interface Line {
  description: string;
  detail: string | null;
  qty: number | null;
  gross: number;
}

const gbp = (value: number) => `${value < 0 ? "-" : ""}£${Math.abs(value).toFixed(2)}`;
const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/London",
  }).format(new Date(iso));

function countryName(db: Database.Database, id: string): string {
  return (
    (db.prepare("SELECT name FROM directory_country WHERE id = ?").get(id) as { name: string } | undefined)?.name ?? id
  );
}

/** The seller's block: name, address, registration and VAT number, each on its own line. */
export function sellerLines(seller: StoreInformation): string[] {
  const registration = [
    seller.registered_in ? `Registered in ${seller.registered_in}` : null,
    seller.company_number ? `company number ${seller.company_number}` : null,
  ].filter(Boolean);
  return [
    seller.street_line1,
    seller.street_line2,
    [seller.city, seller.region].filter(Boolean).join(", ") || null,
    seller.postcode,
    seller.country_name,
    registration.length ? registration.join(", ") : null,
    seller.vat_number ? `VAT number ${seller.vat_number}` : null,
    [seller.email, seller.phone].filter(Boolean).join(" · ") || null,
  ].filter((l): l is string => Boolean(l));
}

function buyerLines(db: Database.Database, a: AddressRow): string[] {
  return [
    `${a.firstname} ${a.lastname}`,
    a.company,
    ...(JSON.parse(a.street) as string[]),
    a.city,
    a.region,
    a.postcode,
    countryName(db, a.country_id),
    a.vat_id ? `VAT number ${a.vat_id}` : null,
  ].filter((l): l is string => Boolean(l && l.trim()));
}

function invoiceLines(db: Database.Database, order: OrderRow): Line[] {
  const items = db
    .prepare(
      "SELECT name, sku, qty_ordered, price_incl_tax, row_total_incl_tax, discount_amount FROM sales_order_item WHERE order_id = ? ORDER BY item_id",
    )
    .all(order.entity_id) as ItemRow[];
  const lines: Line[] = items.map((i) => ({
    description: i.name,
    detail: `SKU ${i.sku}${i.row_total_incl_tax === 0 ? " · free gift" : ""}`,
    qty: i.qty_ordered,
    gross: i.row_total_incl_tax,
  }));
  if (order.discount_amount > 0)
    lines.push({
      description: `Discount: ${order.discount_label ?? "coupon"}`,
      detail: order.coupon_code ? `Code ${order.coupon_code}` : null,
      qty: null,
      gross: -order.discount_amount,
    });
  if ((order.loyalty_discount_amount ?? 0) > 0)
    lines.push({
      description: "Club points offer",
      detail: `${order.loyalty_discount_points ?? 0} points`,
      qty: null,
      gross: -(order.loyalty_discount_amount ?? 0),
    });
  lines.push({
    description: `Delivery: ${order.shipping_description ?? "none"}`,
    detail: null,
    qty: null,
    gross: order.shipping_amount,
  });
  return lines;
}

// columns: where each figure ends
const COL = { qty: 300, unit: 365, rate: 405, net: 455, vat: 500, total: 545 };
const LEFT = 50;
const BOTTOM = 780;

function invoicePages(
  db: Database.Database,
  invoice: InvoiceRow,
  order: OrderRow,
  seller: StoreInformation,
  billing: AddressRow | undefined,
): PdfPage[] {
  const rate = order.tax_rate;
  const vatName = order.tax_label ?? "VAT";
  const net = (gross: number) => round2(gross / (1 + rate / 100));
  const pages: PdfPage[] = [];
  let page: PdfPage = { texts: [], rules: [] };
  const text = (t: PdfText) => page.texts.push(t);

  // the seller, top left; the invoice's identity, top right
  text({ x: LEFT, y: 60, text: seller.legal_name ?? seller.name ?? "", size: 14, bold: true });
  let y = 76;
  const tradingAs = seller.name && seller.legal_name && seller.name !== seller.legal_name;
  for (const l of [...(tradingAs ? [`trading as ${seller.name}`] : []), ...sellerLines(seller)]) {
    text({ x: LEFT, y, text: l });
    y += 12;
  }
  text({ x: COL.total, y: 60, text: `${vatName} invoice`, size: 16, bold: true, align: "right" });
  const identity: [string, string][] = [
    ["Invoice number", invoice.increment_id],
    ["Invoice date (tax point)", longDate(invoice.created_at)],
    ["Order number", order.increment_id],
    ["Order date", longDate(order.created_at)],
    ["Paid by", order.payment_title],
  ];
  identity.forEach(([label, value], i) => {
    text({ x: 340, y: 80 + i * 12, text: label });
    text({ x: COL.total, y: 80 + i * 12, text: value, align: "right" });
  });

  y = Math.max(y, 80 + identity.length * 12) + 20;
  text({ x: LEFT, y, text: "Billed to", bold: true });
  y += 13;
  const buyer = billing
    ? buyerLines(db, billing)
    : [`${order.customer_firstname ?? ""} ${order.customer_lastname ?? ""}`.trim()];
  for (const l of buyer) {
    text({ x: LEFT, y, text: l });
    y += 12;
  }

  const header = () => {
    y += 16;
    text({ x: LEFT, y, text: "Item", bold: true });
    text({ x: COL.qty, y, text: "Qty", bold: true, align: "right" });
    text({ x: COL.unit, y, text: "Unit price", bold: true, align: "right" });
    text({ x: COL.rate, y, text: `${vatName} rate`, bold: true, align: "right" });
    text({ x: COL.net, y, text: "Net", bold: true, align: "right" });
    text({ x: COL.vat, y, text: vatName, bold: true, align: "right" });
    text({ x: COL.total, y, text: "Total", bold: true, align: "right" });
    page.rules!.push({ x1: LEFT, x2: COL.total, y: y + 5 });
    y += 18;
  };
  header();
  for (const line of invoiceLines(db, order)) {
    if (y > BOTTOM - 30) {
      pages.push(page);
      page = { texts: [], rules: [] };
      y = 40;
      text({ x: LEFT, y, text: `${vatName} invoice ${invoice.increment_id} (continued)`, bold: true });
      header();
    }
    const lineNet = net(line.gross);
    text({ x: LEFT, y, text: line.description.slice(0, 48) });
    if (line.qty !== null) {
      text({ x: COL.qty, y, text: String(line.qty), align: "right" });
      text({ x: COL.unit, y, text: gbp(net(line.gross / line.qty)), align: "right" });
    }
    text({ x: COL.rate, y, text: `${rate}%`, align: "right" });
    text({ x: COL.net, y, text: gbp(lineNet), align: "right" });
    text({ x: COL.vat, y, text: gbp(round2(line.gross - lineNet)), align: "right" });
    text({ x: COL.total, y, text: gbp(line.gross), align: "right" });
    if (line.detail) text({ x: LEFT, y: y + 10, text: line.detail, size: 7 });
    y += line.detail ? 24 : 16;
  }

  page.rules!.push({ x1: 300, x2: COL.total, y: y - 6 });
  const totals: [string, string, boolean][] = [
    [`Total excluding ${vatName}`, gbp(round2(order.grand_total - order.tax_amount)), false],
    [`${vatName} at ${rate}%`, gbp(order.tax_amount), false],
    ["Total paid", gbp(order.grand_total), true],
  ];
  y += 6;
  for (const [label, value, bold] of totals) {
    text({ x: 340, y, text: label, bold });
    text({ x: COL.total, y, text: value, bold, align: "right" });
    y += 13;
  }
  y += 20;
  text({ x: LEFT, y, text: "Unit prices are shown before VAT. Thank you for shopping with us.", size: 8 });
  pages.push(page);
  return pages;
}

export function invoiceRouter(db: Database.Database): Router {
  const router = express.Router();
  router.get("/invoices/:file", (req, res) => {
    const token = /^Bearer\s+(.+)$/i.exec(req.get("Authorization") ?? "")?.[1];
    const customer = token ? userByCommerceToken(db, token) : null;
    if (!customer) return res.status(401).json({ message: "The current customer isn't authorized." });
    const number = req.params.file.replace(/\.pdf$/, "");
    const invoice = db.prepare("SELECT * FROM sales_invoice WHERE increment_id = ?").get(number) as
      InvoiceRow | undefined;
    const order =
      invoice && (db.prepare("SELECT * FROM sales_order WHERE entity_id = ?").get(invoice.order_id) as OrderRow);
    if (!invoice || !order || order.customer_uuid !== customer.uuid)
      return res.status(404).json({ message: "Invoice not found." });
    const store = storeByCode(db, order.store_code) ?? defaultStore(db);
    const billing = db
      .prepare("SELECT * FROM sales_order_address WHERE order_id = ? AND address_type = 'billing'")
      .get(order.entity_id) as AddressRow | undefined;
    const pages = invoicePages(db, invoice, order, storeInformation({ db, store }), billing);
    res
      .type("application/pdf")
      .set({
        "Content-Disposition": `attachment; filename="invoice-${number}.pdf"`,
        "Cache-Control": "private, no-store",
      })
      .send(pdfDocument(pages, `Invoice ${number}`));
  });
  return router;
}
