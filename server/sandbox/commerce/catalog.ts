import type Database from "better-sqlite3";
import { fromUid, toUid, type Ctx } from "./context";
import { inputError } from "./errors";
import { IN_STORE, optionLabel, priceRange, productObject, type ProductRow } from "./products";
import type { Resolvers } from "./schema";

interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  url_key: string | null;
  url_path: string | null;
  description: string | null;
  position: number;
  level: number;
  is_anchor: number;
}

type EqIn = { eq?: string | null; in?: (string | null)[] | null } | null | undefined;
type Sort = Partial<Record<"relevance" | "position" | "name" | "price", "ASC" | "DESC">>;
interface ProductQuery {
  search?: string | null;
  filter?: {
    sku?: EqIn;
    url_key?: EqIn;
    category_uid?: EqIn;
    category_url_path?: EqIn;
    name?: { match?: string | null } | null;
    price?: { from?: string | null; to?: string | null } | null;
  } | null;
  pageSize?: number;
  currentPage?: number;
  sort?: Sort | null;
}

const ROOT_CATEGORY_ID = 2;
const values = (f: EqIn): string[] | null =>
  f ? (f.in ?? (f.eq != null ? [f.eq] : [])).filter((v): v is string => typeof v === "string") : null;

const categoryById = (db: Database.Database, id: number) =>
  db.prepare("SELECT * FROM catalog_category WHERE id = ?").get(id) as CategoryRow | undefined;
const childCategories = (db: Database.Database, id: number) =>
  db.prepare("SELECT * FROM catalog_category WHERE parent_id = ? ORDER BY position").all(id) as CategoryRow[];

/** An anchor category lists its own products and those of every sub-category. */
function withDescendants(db: Database.Database, ids: number[]): number[] {
  const out = new Set<number>();
  const walk = (id: number) => {
    out.add(id);
    const row = categoryById(db, id);
    if (row?.is_anchor) for (const child of childCategories(db, id)) walk(child.id);
  };
  ids.forEach(walk);
  return [...out];
}

/** Magento's products query: filter, search, sort and page over the store view's catalogue. */
export function queryProducts(ctx: Ctx, args: ProductQuery) {
  const { search, filter, pageSize = 20, currentPage = 1 } = args;
  if (!search && !filter) throw inputError("'search' or 'filter' input argument is required.");
  if (pageSize < 1) throw inputError("pageSize value must be greater than 0.");
  if (currentPage < 1) throw inputError("currentPage value must be greater than 0.");
  const where = [IN_STORE];
  const params: Record<string, unknown> = { store: ctx.store.code };
  // Listings show what is visible in the catalogue (2) or in search (3); looking a product up by
  // sku or url key reaches every product, so carts and product pages can read variants and twins.
  const lookup = !search && Boolean(filter?.sku || filter?.url_key);
  if (search) where.push("p.visibility IN (3, 4)");
  else if (!lookup) where.push("p.visibility IN (2, 4)");
  const skus = values(filter?.sku);
  if (skus) {
    where.push("p.sku IN (SELECT value FROM json_each(@skus))");
    params.skus = JSON.stringify(skus);
  }
  const urlKeys = values(filter?.url_key);
  if (urlKeys) {
    where.push("p.url_key IN (SELECT value FROM json_each(@urlKeys))");
    params.urlKeys = JSON.stringify(urlKeys);
  }
  let categoryIds: number[] | null = null;
  const uids = values(filter?.category_uid);
  if (uids) categoryIds = uids.map((u) => Number(fromUid(u))).filter(Number.isInteger);
  const paths = values(filter?.category_url_path);
  if (paths) {
    const found = paths.map(
      (path) =>
        (ctx.db.prepare("SELECT id FROM catalog_category WHERE url_path = ?").get(path) as { id: number } | undefined)
          ?.id,
    );
    categoryIds = [...(categoryIds ?? []), ...found.filter((id): id is number => id !== undefined)];
  }
  if (categoryIds) {
    params.categories = JSON.stringify(withDescendants(ctx.db, categoryIds));
    where.push(
      "p.id IN (SELECT product_id FROM catalog_category_product WHERE category_id IN (SELECT value FROM json_each(@categories)))",
    );
  }
  if (filter?.name?.match) {
    where.push("p.name LIKE @name");
    params.name = `%${filter.name.match}%`;
  }

  let rows = ctx.db
    .prepare(`SELECT p.* FROM catalog_product p WHERE ${where.join(" AND ")}`)
    .all(params) as ProductRow[];
  const price = new Map(rows.map((r) => [r.id, priceRange(ctx.db, r).min.final]));
  const from = Number(filter?.price?.from ?? -Infinity);
  const to = Number(filter?.price?.to ?? Infinity);
  if (filter?.price) rows = rows.filter((r) => price.get(r.id)! >= from && price.get(r.id)! <= to);
  const relevance = new Map<number, number>();
  if (search) {
    const tokens = search.toLowerCase().split(/\s+/).filter(Boolean);
    rows = rows.filter((r) => {
      const name = r.name.toLowerCase();
      const text = `${name} ${r.sku.toLowerCase()} ${r.description.toLowerCase()} ${(optionLabel(ctx.db, r.flavor) ?? "").toLowerCase()}`;
      if (!tokens.every((t) => text.includes(t))) return false;
      relevance.set(r.id, tokens.filter((t) => name.includes(t)).length);
      return true;
    });
  }
  sortRows(ctx.db, rows, args.sort, {
    search: Boolean(search),
    price,
    relevance,
    categoryId: categoryIds?.length === 1 ? categoryIds[0] : null,
  });

  const totalCount = rows.length;
  const totalPages = Math.ceil(totalCount / pageSize);
  if (totalCount > 0 && currentPage > totalPages) {
    throw inputError(`currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`);
  }
  return {
    items: rows.slice((currentPage - 1) * pageSize, currentPage * pageSize).map(productObject),
    page_info: { page_size: pageSize, current_page: currentPage, total_pages: totalPages },
    total_count: totalCount,
  };
}

function sortRows(
  db: Database.Database,
  rows: ProductRow[],
  sort: Sort | null | undefined,
  by: { search: boolean; price: Map<number, number>; relevance: Map<number, number>; categoryId: number | null },
) {
  // Input objects keep schema field order, so the first key set wins, as in Magento.
  const [field, direction] = (Object.entries(sort ?? {}).find(([, d]) => d) ?? [
    by.search ? "relevance" : "position",
    by.search ? "DESC" : "ASC",
  ]) as [keyof Sort, "ASC" | "DESC"];
  const positions = new Map<number, number>();
  if (field === "position" && by.categoryId !== null) {
    const list = db
      .prepare(
        "SELECT product_id, MIN(position) AS position FROM catalog_category_product WHERE category_id IN (SELECT value FROM json_each(?)) GROUP BY product_id",
      )
      .all(JSON.stringify(withDescendants(db, [by.categoryId]))) as { product_id: number; position: number }[];
    for (const p of list) positions.set(p.product_id, p.position);
  }
  const key = (r: ProductRow): number | string =>
    field === "name"
      ? r.name.toLowerCase()
      : field === "price"
        ? by.price.get(r.id)!
        : field === "relevance"
          ? (by.relevance.get(r.id) ?? 0)
          : (positions.get(r.id) ?? r.position);
  const sign = direction === "DESC" ? -1 : 1;
  rows.sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    return ka < kb ? -sign : ka > kb ? sign : a.position - b.position;
  });
}

type CategoryFilters =
  | {
      category_uid?: EqIn;
      parent_category_uid?: EqIn;
      url_key?: EqIn;
      url_path?: EqIn;
      name?: { match?: string | null } | null;
    }
  | null
  | undefined;

function findCategories(db: Database.Database, filters: CategoryFilters): CategoryRow[] {
  const active = filters && Object.values(filters).some((f) => f != null);
  if (!active) return [categoryById(db, ROOT_CATEGORY_ID)!];
  const where = ["c.level > 0"];
  const params: Record<string, string> = {};
  const add = (f: EqIn, column: string, name: string, decode = false) => {
    const list = values(f);
    if (!list) return;
    params[name] = JSON.stringify(decode ? list.map(fromUid) : list);
    where.push(`CAST(${column} AS TEXT) IN (SELECT value FROM json_each(@${name}))`);
  };
  add(filters.category_uid, "c.id", "ids", true);
  add(filters.parent_category_uid, "c.parent_id", "parents", true);
  add(filters.url_key, "c.url_key", "keys");
  add(filters.url_path, "c.url_path", "paths");
  if (filters.name?.match) {
    where.push("c.name LIKE @name");
    params.name = `%${filters.name.match}%`;
  }
  return db
    .prepare(`SELECT * FROM catalog_category c WHERE ${where.join(" AND ")} ORDER BY c.level, c.position`)
    .all(params) as CategoryRow[];
}

const categoryObject = (row: CategoryRow) => ({ ...row, __typename: "CategoryTree" });

function countListed(ctx: Ctx, categoryId: number): number {
  const ids = JSON.stringify(withDescendants(ctx.db, [categoryId]));
  return (
    ctx.db
      .prepare(
        `SELECT COUNT(DISTINCT p.id) AS n FROM catalog_product p JOIN catalog_category_product cp ON cp.product_id = p.id
    WHERE cp.category_id IN (SELECT value FROM json_each(@ids)) AND p.visibility IN (2, 4) AND ${IN_STORE}`,
      )
      .get({ ids, store: ctx.store.code }) as { n: number }
  ).n;
}

export const catalogResolvers: Resolvers<Ctx> = {
  Query: {
    products: (_root, args: ProductQuery, ctx) => queryProducts(ctx, args),
    categories: (_root, args: { filters?: CategoryFilters; pageSize?: number; currentPage?: number }, ctx) => {
      const { pageSize = 20, currentPage = 1 } = args;
      const rows = findCategories(ctx.db, args.filters);
      return {
        items: rows.slice((currentPage - 1) * pageSize, currentPage * pageSize).map(categoryObject),
        page_info: { page_size: pageSize, current_page: currentPage, total_pages: Math.ceil(rows.length / pageSize) },
        total_count: rows.length,
      };
    },
    categoryList: (_root, args: { filters?: CategoryFilters }, ctx) =>
      findCategories(ctx.db, args.filters).map(categoryObject),
  },
  CategoryTree: {
    uid: (c: CategoryRow) => toUid(c.id),
    path: (c: CategoryRow, _args, ctx: Ctx) => {
      const ids: number[] = [];
      for (
        let row: CategoryRow | undefined = c;
        row;
        row = row.parent_id ? categoryById(ctx.db, row.parent_id) : undefined
      )
        ids.unshift(row.id);
      return ids.join("/");
    },
    canonical_url: (c: CategoryRow) => c.url_path,
    url_suffix: () => "",
    relative_url: (c: CategoryRow) => c.url_path,
    redirect_code: () => 0,
    type: () => "CATEGORY",
    default_sort_by: () => "position",
    product_count: (c: CategoryRow, _args, ctx: Ctx) => countListed(ctx, c.id),
    children: (c: CategoryRow, _args, ctx: Ctx) => childCategories(ctx.db, c.id).map(categoryObject),
    breadcrumbs: (c: CategoryRow, _args, ctx: Ctx) => {
      const crumbs = [];
      for (
        let row = c.parent_id ? categoryById(ctx.db, c.parent_id) : undefined;
        row && row.level > 1;
        row = row.parent_id ? categoryById(ctx.db, row.parent_id) : undefined
      ) {
        crumbs.unshift({
          category_uid: toUid(row.id),
          category_name: row.name,
          category_level: row.level,
          category_url_key: row.url_key,
          category_url_path: row.url_path,
        });
      }
      return crumbs;
    },
    products: (c: CategoryRow, args: { pageSize?: number; currentPage?: number; sort?: Sort }, ctx: Ctx) =>
      queryProducts(ctx, { ...args, filter: { category_uid: { eq: toUid(c.id) } } }),
  },
};
