// Grouped and downloadable products (Magento's GroupedProductGraphQl and DownloadableGraphQl): a
// grouped product's items, a downloadable product's files and samples, and the samples' PDFs,
// drawn on request as the catalogue's pictures are (no binary files in the sandbox).
import type Database from "better-sqlite3";
import express, { type Router } from "express";
import { toUid, type Ctx } from "./context";
import { pdfDocument, type PdfText } from "./invoice-pdf";
import { groupedLinks, productById, productObject, type ProductRow } from "./products";
import type { Resolvers } from "./schema";

interface LinkRow {
  id: number;
  product_id: number;
  title: string;
  sort_order: number;
  price: number;
  sample_file: string | null;
}

interface SampleRow {
  id: number;
  product_id: number;
  title: string;
  sort_order: number;
}

/** Where the commerce module's files are served: the media base's parent (…/graphql). */
const filesBase = (ctx: Ctx) => ctx.mediaBase.replace(/\/media$/, "");

export const linksOf = (db: Database.Database, productId: number) =>
  db.prepare("SELECT * FROM downloadable_link WHERE product_id = ? ORDER BY sort_order").all(productId) as LinkRow[];
export const samplesOf = (db: Database.Database, productId: number) =>
  db
    .prepare("SELECT * FROM downloadable_sample WHERE product_id = ? ORDER BY sort_order")
    .all(productId) as SampleRow[];

/** DownloadableProductLinks as Magento gives them: the link's sample at Magento's own path. */
export function linkObject(ctx: Ctx, l: LinkRow) {
  return {
    id: l.id,
    uid: toUid(`downloadable/${l.id}`),
    title: l.title,
    sort_order: l.sort_order,
    price: l.price,
    sample_url: l.sample_file ? `${filesBase(ctx)}/downloadable/download/linkSample/link_id/${l.id}/` : null,
  };
}

export function sampleObject(ctx: Ctx, s: SampleRow) {
  return {
    id: s.id,
    title: s.title,
    sort_order: s.sort_order,
    sample_url: `${filesBase(ctx)}/downloadable/download/sample/sample_id/${s.id}/`,
  };
}

export const productTypeResolvers: Resolvers<Ctx> = {
  GroupedProduct: {
    items: (p: ProductRow, _a, ctx: Ctx) =>
      groupedLinks(ctx.db, p.id).map((l) => ({
        qty: l.qty,
        position: l.position,
        product: productObject(productById(ctx.db, l.product_id)),
      })),
  },
  DownloadableProduct: {
    downloadable_product_links: (p: ProductRow, _a, ctx: Ctx) => linksOf(ctx.db, p.id).map((l) => linkObject(ctx, l)),
    downloadable_product_samples: (p: ProductRow, _a, ctx: Ctx) =>
      samplesOf(ctx.db, p.id).map((s) => sampleObject(ctx, s)),
  },
};

/** A sample's pages: the product's name, what the sample is, and the lines of its description. */
function samplePdf(product: ProductRow, title: string): Buffer {
  const words = `${product.description}`.split(/\s+/);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.length - 1;
    if (last >= 0 && `${lines[last]} ${word}`.length <= 80) lines[last] = `${lines[last]} ${word}`;
    else lines.push(word);
  }
  const texts: PdfText[] = [
    { x: 56, y: 80, text: product.name, size: 20, bold: true },
    { x: 56, y: 110, text: `${title}: a free sample`, size: 11 },
    ...lines.map((text, i) => ({ x: 56, y: 150 + i * 16, text, size: 11 })),
  ];
  return pdfDocument([{ texts }], `${product.name}: sample`);
}

/** The samples' files, at Magento's paths (downloadable/download/sample and …/linkSample). */
export function downloadsRouter(db: Database.Database): Router {
  const router = express.Router();
  const send = (res: express.Response, row: { product_id: number; title: string } | undefined) => {
    if (!row) return res.status(404).type("text/plain").send("Not found");
    const product = productById(db, row.product_id);
    res
      .type("application/pdf")
      .set("Content-Disposition", `inline; filename="${product.url_key}-sample.pdf"`)
      .send(samplePdf(product, row.title));
  };
  router.get("/downloadable/download/sample/sample_id/:id", (req, res) => {
    send(res, db.prepare("SELECT product_id, title FROM downloadable_sample WHERE id = ?").get(req.params.id) as never);
  });
  router.get("/downloadable/download/linkSample/link_id/:id", (req, res) => {
    send(
      res,
      db
        .prepare("SELECT product_id, title FROM downloadable_link WHERE id = ? AND sample_file IS NOT NULL")
        .get(req.params.id) as never,
    );
  });
  return router;
}
