import express, { type Router } from "express";
import type Database from "better-sqlite3";
import { checkReturnItemAttributes, returnItemAttributeValue, type ChosenAttribute } from "./attributes";
import { now } from "./cart-model";
import { fromUid, toUid, type Ctx } from "./context";
import { requireCustomer } from "./customer-auth";
import { inputError, noSuchEntity } from "./errors";
import { orderObject, type OrderRow } from "./order-object";
import type { Resolvers } from "./schema";

// Returns (RMA), as Adobe Commerce's RmaGraphQl serves them (./returns.graphql): a customer asks
// to return items of a delivered order; the merchant then moves each item through the statuses of
// product.md §4 (here through the sandbox-only POST /graphql/_sandbox/returns/:number, standing in
// for the admin), and the return's status sums its items' up (decision 0066).

/** Orders whose items the customer has in hand: only these can be returned. */
export const RETURNABLE_ORDER_STATUSES = ["delivered", "complete"];

const ITEM_STATUSES = ["PENDING", "AUTHORIZED", "RECEIVED", "APPROVED", "REJECTED", "DENIED"] as const;
type ItemStatus = (typeof ITEM_STATUSES)[number];
const CLOSED_STATUSES = ["CLOSED", "PROCESSED_AND_CLOSED"] as const;

interface RmaRow {
  entity_id: number;
  increment_id: string;
  order_id: number;
  customer_uuid: string;
  customer_email: string;
  customer_firstname: string | null;
  customer_lastname: string | null;
  /** set only when the merchant closed the return; otherwise the items' statuses decide */
  closed_status: string | null;
  created_at: string;
}

interface RmaItemRow {
  entity_id: number;
  rma_entity_id: number;
  order_item_id: number;
  qty_requested: number;
  qty_authorized: number;
  status: ItemStatus;
}

export function migrateReturns(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS magento_rma (
      entity_id INTEGER PRIMARY KEY, increment_id TEXT NOT NULL UNIQUE,
      order_id INTEGER NOT NULL REFERENCES sales_order(entity_id) ON DELETE CASCADE,
      customer_uuid TEXT NOT NULL, customer_email TEXT NOT NULL, customer_firstname TEXT, customer_lastname TEXT,
      closed_status TEXT, created_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS magento_rma_item_entity (
      entity_id INTEGER PRIMARY KEY, rma_entity_id INTEGER NOT NULL REFERENCES magento_rma(entity_id) ON DELETE CASCADE,
      order_item_id INTEGER NOT NULL, qty_requested REAL NOT NULL, qty_authorized REAL NOT NULL DEFAULT 0,
      status TEXT NOT NULL DEFAULT 'PENDING'
    );
    CREATE TABLE IF NOT EXISTS magento_rma_item_attribute (
      item_id INTEGER NOT NULL REFERENCES magento_rma_item_entity(entity_id) ON DELETE CASCADE,
      attribute_code TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (item_id, attribute_code)
    );
    CREATE TABLE IF NOT EXISTS magento_rma_status_history (
      entity_id INTEGER PRIMARY KEY, rma_entity_id INTEGER NOT NULL REFERENCES magento_rma(entity_id) ON DELETE CASCADE,
      comment TEXT NOT NULL, author_name TEXT NOT NULL, created_at TEXT NOT NULL
    );`);
}

/**
 * The return's status from its items' (product.md §4 lists both; transitions are not shown there):
 * all alike, that status; mixed, "partially" the furthest any item has gone; closed by the
 * merchant, as closed.
 */
export function returnStatus(items: ItemStatus[], closed: string | null): string {
  if (closed) return closed;
  const set = new Set(items);
  if (set.size === 1) return items[0];
  for (const s of ["APPROVED", "REJECTED", "RECEIVED", "AUTHORIZED"] as const) if (set.has(s)) return `PARTIALLY_${s}`;
  return "PENDING";
}

/** Per order item: what returns already claim (requests not refused, of returns not withdrawn). */
function requestedQty(db: Database.Database, orderId: number): Map<number, { requested: number; returned: number }> {
  const rows = db
    .prepare(
      `SELECT i.order_item_id AS id,
         SUM(CASE WHEN i.status NOT IN ('REJECTED', 'DENIED')
               AND (r.closed_status IS NULL OR r.closed_status = 'PROCESSED_AND_CLOSED' OR i.status IN ('RECEIVED', 'APPROVED'))
             THEN i.qty_requested ELSE 0 END) AS requested,
         SUM(CASE WHEN i.status IN ('RECEIVED', 'APPROVED') THEN i.qty_authorized ELSE 0 END) AS returned
       FROM magento_rma_item_entity i JOIN magento_rma r ON r.entity_id = i.rma_entity_id
       WHERE r.order_id = ? GROUP BY i.order_item_id`,
    )
    .all(orderId) as { id: number; requested: number; returned: number }[];
  return new Map(rows.map((r) => [r.id, r]));
}

type OrderItemValue = ReturnType<typeof orderObject>["items"][number];

/** How many of each of the order's items can still be returned (0: none). */
function returnableQty(ctx: Ctx, order: OrderRow, items: OrderItemValue[]): Map<string, number> {
  const claimed = requestedQty(ctx.db, order.entity_id);
  const open = RETURNABLE_ORDER_STATUSES.includes(order.status);
  return new Map(
    items.map((item) => {
      const id = Number(fromUid(item.id));
      const left = item.quantity_shipped - item.quantity_refunded - (claimed.get(id)?.requested ?? 0);
      // a free gift goes back with the item it came with, and was never paid for
      return [item.id, open && !item.gift_data.is_gift ? Math.max(0, left) : 0];
    }),
  );
}

const orderRow = (db: Database.Database, id: number) =>
  db.prepare("SELECT * FROM sales_order WHERE entity_id = ?").get(id) as OrderRow | undefined;

function returnObject(ctx: Ctx, rma: RmaRow) {
  const order = orderObject(ctx, orderRow(ctx.db, rma.order_id)!);
  const items = ctx.db
    .prepare("SELECT * FROM magento_rma_item_entity WHERE rma_entity_id = ? ORDER BY entity_id")
    .all(rma.entity_id) as RmaItemRow[];
  const comments = ctx.db
    .prepare("SELECT * FROM magento_rma_status_history WHERE rma_entity_id = ? ORDER BY entity_id")
    .all(rma.entity_id) as { entity_id: number; comment: string; author_name: string; created_at: string }[];
  return {
    uid: toUid(rma.entity_id),
    number: rma.increment_id,
    order,
    created_at: rma.created_at.replace("T", " ").slice(0, 19),
    customer: { email: rma.customer_email, firstname: rma.customer_firstname, lastname: rma.customer_lastname },
    status: returnStatus(
      items.map((i) => i.status),
      rma.closed_status,
    ),
    comments: comments.map((c) => ({
      uid: toUid(c.entity_id),
      author_name: c.author_name,
      created_at: c.created_at.replace("T", " ").slice(0, 19),
      text: c.comment,
    })),
    items: items.map((i) => ({
      uid: toUid(i.entity_id),
      order_item: order.items.find((o) => o.id === toUid(i.order_item_id)),
      request_quantity: i.qty_requested,
      quantity: i.qty_authorized,
      status: i.status,
      custom_attributesV2: (
        ctx.db
          .prepare("SELECT attribute_code, value FROM magento_rma_item_attribute WHERE item_id = ? ORDER BY rowid")
          .all(i.entity_id) as { attribute_code: string; value: string }[]
      ).map((a) => returnItemAttributeValue(a.attribute_code, a.value)),
    })),
  };
}

function returnsPage(ctx: Ctx, rows: RmaRow[], args: { pageSize?: number | null; currentPage?: number | null }) {
  const pageSize = args.pageSize ?? 20;
  const currentPage = args.currentPage ?? 1;
  if (currentPage < 1) throw inputError("currentPage value must be greater than 0.");
  if (pageSize < 1) throw inputError("pageSize value must be greater than 0.");
  return {
    items: rows.slice((currentPage - 1) * pageSize, currentPage * pageSize).map((r) => returnObject(ctx, r)),
    total_count: rows.length,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(rows.length / pageSize) },
  };
}

const NEWEST_FIRST = "ORDER BY created_at DESC, entity_id DESC";
const customerReturns = (ctx: Ctx, uuid: string) =>
  ctx.db.prepare(`SELECT * FROM magento_rma WHERE customer_uuid = ? ${NEWEST_FIRST}`).all(uuid) as RmaRow[];

interface RequestReturnInput {
  order_uid: string;
  contact_email?: string | null;
  comment_text?: string | null;
  items: {
    order_item_uid: string;
    quantity_to_return: number;
    selected_custom_attributes?: (ChosenAttribute | null)[] | null;
    entered_custom_attributes?: (ChosenAttribute | null)[] | null;
  }[];
}

function requestReturn(ctx: Ctx, input: RequestReturnInput) {
  const customer = requireCustomer(ctx);
  const id = fromUid(input.order_uid ?? "");
  const order = /^\d+$/.test(id) ? orderRow(ctx.db, Number(id)) : undefined;
  if (!order || order.customer_uuid !== customer.uuid) throw noSuchEntity("The order doesn't exist.");
  if (!input.items?.length) throw inputError("Select the items to return.");
  const object = orderObject(ctx, order);
  const left = returnableQty(ctx, order, object.items);
  const seen = new Set<string>();
  const attributes: Map<string, string>[] = [];
  for (const line of input.items) {
    const item = object.items.find((i) => i.id === line.order_item_uid);
    if (!item || seen.has(item.id) || !left.get(item.id))
      throw inputError(`The order item "${line.order_item_uid}" can't be returned.`);
    seen.add(item.id);
    if (!(line.quantity_to_return > 0) || !Number.isInteger(line.quantity_to_return))
      throw inputError(`Enter a whole quantity greater than 0 to return for "${item.product_name}".`);
    if (line.quantity_to_return > left.get(item.id)!)
      throw inputError(`A quantity of "${item.product_name}" is greater than you can return.`);
    attributes.push(
      checkReturnItemAttributes(item.product_name, line.selected_custom_attributes, line.entered_custom_attributes),
    );
  }
  const created = now();
  const rma = ctx.db
    .prepare(
      `INSERT INTO magento_rma (increment_id, order_id, customer_uuid, customer_email, customer_firstname, customer_lastname, created_at)
       VALUES ('', ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      order.entity_id,
      customer.uuid,
      input.contact_email?.trim() || customer.email,
      customer.firstname,
      customer.lastname,
      created,
    );
  const entityId = Number(rma.lastInsertRowid);
  ctx.db
    .prepare("UPDATE magento_rma SET increment_id = ? WHERE entity_id = ?")
    .run(String(entityId).padStart(9, "0"), entityId);
  input.items.forEach((line, n) => {
    const item = ctx.db
      .prepare("INSERT INTO magento_rma_item_entity (rma_entity_id, order_item_id, qty_requested) VALUES (?, ?, ?)")
      .run(entityId, Number(fromUid(line.order_item_uid)), line.quantity_to_return);
    for (const [code, value] of attributes[n])
      ctx.db
        .prepare("INSERT INTO magento_rma_item_attribute (item_id, attribute_code, value) VALUES (?, ?, ?)")
        .run(Number(item.lastInsertRowid), code, value);
  });
  const text = input.comment_text?.trim();
  if (text)
    ctx.db
      .prepare(
        "INSERT INTO magento_rma_status_history (rma_entity_id, comment, author_name, created_at) VALUES (?, ?, ?, ?)",
      )
      .run(entityId, text, [customer.firstname, customer.lastname].filter(Boolean).join(" "), created);
  return ctx.db.prepare("SELECT * FROM magento_rma WHERE entity_id = ?").get(entityId) as RmaRow;
}

type OrderValue = ReturnType<typeof orderObject>;

export const returnResolvers: Resolvers<Ctx> = {
  Customer: {
    returns: (customer: { __user: { uuid: string } }, args, ctx) =>
      returnsPage(ctx, customerReturns(ctx, customer.__user.uuid), args),
    return: (customer: { __user: { uuid: string } }, args: { uid: string }, ctx) => {
      const row = customerReturns(ctx, customer.__user.uuid).find((r) => toUid(r.entity_id) === args.uid);
      return row ? returnObject(ctx, row) : null;
    },
  },
  CustomerOrder: {
    returns: (order: OrderValue, args, ctx) =>
      returnsPage(
        ctx,
        ctx.db
          .prepare(`SELECT * FROM magento_rma WHERE order_id = ? ${NEWEST_FIRST}`)
          .all(order.__row.entity_id) as RmaRow[],
        args,
      ),
    items_eligible_for_return: (order: OrderValue, _args, ctx) => {
      const left = returnableQty(ctx, order.__row, order.items);
      return order.items.filter((i) => (left.get(i.id) ?? 0) > 0);
    },
  },
  OrderItemInterface: {
    eligible_for_return: (item: OrderItemValue, _args, ctx) => {
      const order = orderRow(ctx.db, orderIdOfItem(ctx.db, item.id));
      return order ? (returnableQty(ctx, order, [item]).get(item.id) ?? 0) > 0 : false;
    },
    quantity_returned: (item: OrderItemValue, _args, ctx) => {
      const order = orderIdOfItem(ctx.db, item.id);
      return requestedQty(ctx.db, order).get(Number(fromUid(item.id)))?.returned ?? 0;
    },
  },
  Mutation: {
    requestReturn: (_root, args: { input: RequestReturnInput }, ctx) =>
      ctx.db.transaction(() => {
        const rma = requestReturn(ctx, args.input);
        return {
          return: returnObject(ctx, rma),
          returns: (a: { pageSize?: number; currentPage?: number }) =>
            returnsPage(ctx, customerReturns(ctx, rma.customer_uuid), a),
        };
      })(),
  },
};

function orderIdOfItem(db: Database.Database, uid: string): number {
  const row = db.prepare("SELECT order_id FROM sales_order_item WHERE item_id = ?").get(Number(fromUid(uid))) as
    { order_id: number } | undefined;
  return row?.order_id ?? 0;
}

/**
 * Sandbox only, the merchant's side: POST /_sandbox/returns/:number with
 * { status?: item status for every item, items?: { [sku]: item status }, close?: "CLOSED" | "PROCESSED_AND_CLOSED" }
 * → 200 { number, status, items: [{ sku, status, quantity }] }. An item authorized (or further) is
 * authorized for the quantity asked.
 */
export function returnsAdminRouter(db: Database.Database): Router {
  const router = express.Router();
  router.post("/_sandbox/returns/:number", express.json(), (req, res) => {
    const rma = db.prepare("SELECT * FROM magento_rma WHERE increment_id = ?").get(req.params.number) as
      RmaRow | undefined;
    if (!rma) return res.status(404).json({ message: "No such return." });
    const body = (req.body ?? {}) as { status?: string; items?: Record<string, string>; close?: string };
    const statuses = [body.status, ...Object.values(body.items ?? {})].filter((s) => s !== undefined);
    if (statuses.some((s) => !ITEM_STATUSES.includes(s as ItemStatus)))
      return res.status(422).json({ message: `Item statuses: ${ITEM_STATUSES.join(", ")}.` });
    if (body.close !== undefined && !CLOSED_STATUSES.includes(body.close as (typeof CLOSED_STATUSES)[number]))
      return res.status(422).json({ message: `close: ${CLOSED_STATUSES.join(" or ")}.` });
    const items = db
      .prepare(
        `SELECT i.*, o.sku FROM magento_rma_item_entity i JOIN sales_order_item o ON o.item_id = i.order_item_id
         WHERE i.rma_entity_id = ? ORDER BY i.entity_id`,
      )
      .all(rma.entity_id) as (RmaItemRow & { sku: string })[];
    db.transaction(() => {
      for (const item of items) {
        const status = body.items?.[item.sku] ?? body.status;
        if (!status) continue;
        const authorized = ["AUTHORIZED", "RECEIVED", "APPROVED"].includes(status);
        db.prepare(
          "UPDATE magento_rma_item_entity SET status = ?, qty_authorized = CASE WHEN ? THEN qty_requested ELSE 0 END WHERE entity_id = ?",
        ).run(status, Number(authorized), item.entity_id);
      }
      if (body.close)
        db.prepare("UPDATE magento_rma SET closed_status = ? WHERE entity_id = ?").run(body.close, rma.entity_id);
    })();
    const after = db
      .prepare(
        `SELECT o.sku, i.status, i.qty_authorized AS quantity FROM magento_rma_item_entity i
         JOIN sales_order_item o ON o.item_id = i.order_item_id WHERE i.rma_entity_id = ? ORDER BY i.entity_id`,
      )
      .all(rma.entity_id) as { sku: string; status: ItemStatus; quantity: number }[];
    const closed = (
      db.prepare("SELECT closed_status FROM magento_rma WHERE entity_id = ?").get(rma.entity_id) as RmaRow
    ).closed_status;
    res.json({
      number: rma.increment_id,
      status: returnStatus(
        after.map((i) => i.status),
        closed,
      ),
      items: after,
    });
  });
  return router;
}

/**
 * The demo customer's earlier return (README, demo data): one cleaning pack of order 000000101,
 * authorized, with its reason, condition and resolution.
 */
export function seedReturns(db: Database.Database) {
  if (db.prepare("SELECT 1 FROM magento_rma LIMIT 1").get()) return;
  const order = db.prepare("SELECT * FROM sales_order WHERE increment_id = '000000101'").get() as OrderRow | undefined;
  const item =
    order &&
    (db
      .prepare("SELECT item_id FROM sales_order_item WHERE order_id = ? AND sku = 'ASH-CON-CLEAN-30'")
      .get(order.entity_id) as { item_id: number } | undefined);
  if (!order || !item || !order.customer_uuid) return;
  const created = "2026-01-15T10:20:00.000Z";
  const id = Number(
    db
      .prepare(
        `INSERT INTO magento_rma (increment_id, order_id, customer_uuid, customer_email, customer_firstname, customer_lastname, created_at)
         VALUES ('000000001', ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        order.entity_id,
        order.customer_uuid,
        order.customer_email,
        order.customer_firstname,
        order.customer_lastname,
        created,
      ).lastInsertRowid,
  );
  const rmaItem = db
    .prepare(
      "INSERT INTO magento_rma_item_entity (rma_entity_id, order_item_id, qty_requested, qty_authorized, status) VALUES (?, ?, 1, 1, 'AUTHORIZED')",
    )
    .run(id, item.item_id).lastInsertRowid;
  // it arrived damaged, is damaged, and the customer wants a refund (attributes.ts)
  for (const [code, option] of [
    ["reason", 11],
    ["condition", 23],
    ["resolution", 31],
  ] as const)
    db.prepare("INSERT INTO magento_rma_item_attribute (item_id, attribute_code, value) VALUES (?, ?, ?)").run(
      rmaItem,
      code,
      toUid(option),
    );
  db.prepare(
    "INSERT INTO magento_rma_status_history (rma_entity_id, comment, author_name, created_at) VALUES (?, ?, ?, ?)",
  ).run(id, "The pack was crushed in the post.", "Alex Morgan", created);
}
