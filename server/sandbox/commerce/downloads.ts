// Downloadable products a customer bought (Magento's CustomerDownloadableGraphQl,
// `customerDownloadableProducts`), and their files behind the purchase's download URL. Magento
// enables the files once the order is invoiced: here, once it is paid (an invoice, or a status
// past payment); until then a file is listed as Pending and not served. The URL is Magento's path
// with the purchase's own id, and asks for the buyer's token, as Magento asks for their session.
import type Database from "better-sqlite3";
import express, { type Router } from "express";
import { userByCommerceToken } from "../accounts/store";
import type { Ctx } from "./context";
import { requireCustomer } from "./customer-auth";
import { pdfDocument } from "./invoice-pdf";
import { boughtLinks } from "./downloadable-links";
import { productById } from "./products";

/** the statuses of an order the shopper has paid for (orders-customer-status.ts) */
const PAID = [
  "payment_completed",
  "processing",
  "confirmed",
  "shipped_to_warehouse",
  "shipped",
  "delivered_to_pick_up_point",
  "delivered",
  "complete",
];

interface Purchase {
  item_id: number;
  product_id: number;
  increment_id: string;
  created_at: string;
  status: string;
  invoiced: number;
}

function purchasesOf(db: Database.Database, uuid: string): Purchase[] {
  return db
    .prepare(
      `SELECT i.item_id, i.product_id, o.increment_id, o.created_at, o.status,
              EXISTS (SELECT 1 FROM sales_invoice v WHERE v.order_id = o.entity_id) AS invoiced
         FROM sales_order o JOIN sales_order_item i ON i.order_id = o.entity_id
        WHERE o.customer_uuid = ? AND i.product_type = 'downloadable' AND i.product_id IS NOT NULL
        ORDER BY o.created_at DESC, o.entity_id DESC, i.item_id`,
    )
    .all(uuid) as Purchase[];
}

const available = (p: Purchase) => p.invoiced === 1 || PAID.includes(p.status);

/** Where the commerce module's files are served: the media base's parent (…/graphql). */
const filesBase = (ctx: Ctx) => ctx.mediaBase.replace(/\/media$/, "");

export const downloadResolvers = {
  Query: {
    customerDownloadableProducts: (_p: unknown, _a: unknown, ctx: Ctx) => {
      const customer = requireCustomer(ctx);
      const items = purchasesOf(ctx.db, customer.uuid)
        .filter((p) => p.status !== "canceled")
        .flatMap((p) =>
          boughtLinks(ctx.db, p.product_id, p.item_id).map((link) => ({
            order_increment_id: p.increment_id,
            date: p.created_at,
            status: available(p) ? "Invoiced" : "Pending",
            download_url: `${filesBase(ctx)}/downloadable/download/link/id/${p.item_id}-${link.id}`,
            remaining_downloads: "Unlimited",
          })),
        );
      return { items };
    },
  },
};

/**
 * GET …/downloadable/download/link/id/<order item>-<link>: the purchased file, for its buyer's
 * token only (401 without one, 404 for anyone else's or an unknown one), once the order is paid
 * (403 before).
 */
export function purchasedFilesRouter(db: Database.Database): Router {
  const router = express.Router();
  router.get("/downloadable/download/link/id/:id", (req, res) => {
    const token = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1];
    const customer = token ? userByCommerceToken(db, token) : null;
    if (!customer) return void res.status(401).type("text/plain").send("Sign in to download");
    const [itemId, linkId] = req.params.id.split("-").map(Number);
    const purchase = purchasesOf(db, customer.uuid).find((p) => p.item_id === itemId);
    const link = purchase
      ? boughtLinks(db, purchase.product_id, purchase.item_id).find((l) => l.id === linkId)
      : undefined;
    if (!purchase || !link || purchase.status === "canceled")
      return void res.status(404).type("text/plain").send("Not found");
    if (!available(purchase)) return void res.status(403).type("text/plain").send("Not paid yet");
    const product = productById(db, purchase.product_id);
    const pdf = pdfDocument(
      [
        {
          texts: [
            { x: 56, y: 80, text: product.name, size: 20, bold: true },
            { x: 56, y: 110, text: link.title, size: 11 },
            { x: 56, y: 140, text: `Bought with order ${purchase.increment_id}.`, size: 11 },
          ],
        },
      ],
      `${product.name}: ${link.title}`,
    );
    res
      .type("application/pdf")
      .set("Content-Disposition", `attachment; filename="${product.url_key}-${link.id}.pdf"`)
      .send(pdf);
  });
  return router;
}
