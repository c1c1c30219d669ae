import express, { type Request, type Response, type Router } from "express";
import type Database from "better-sqlite3";
import {
  execute,
  getOperationAST,
  type GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from "graphql";
import type { Ctx } from "./context";
import { formatError, inputError } from "./errors";
import { productImageSvg } from "./media";
import { defaultStore, storeByCode } from "./store";

interface GraphQLParams {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

function paramsOf(req: Request): GraphQLParams {
  if (req.method !== "GET") return (req.body ?? {}) as GraphQLParams;
  const { query, operationName } = req.query;
  let variables: unknown = req.query.variables;
  if (typeof variables === "string") {
    try {
      variables = JSON.parse(variables);
    } catch {
      variables = undefined;
    }
  }
  return { query, variables, operationName };
}

// Adobe Commerce answers GraphQL-level failures with HTTP 200 and an `errors` list.
const fail = (res: Response, errors: readonly GraphQLError[], status = 200) =>
  res.status(status).json({ errors: errors.map(formatError) });

interface Checked {
  document?: DocumentNode;
  errors: readonly GraphQLError[];
}

/**
 * Each query text parsed and validated once against the schema: a shop sends the same few
 * operations again and again, and validating each one every time was a quarter of the
 * sandbox's time under load.
 */
function documentChecker(schema: GraphQLSchema) {
  const known = new Map<string, Checked>();
  return (query: string): Checked => {
    const hit = known.get(query);
    if (hit) return hit;
    let checked: Checked;
    try {
      const document = parse(query);
      checked = { document, errors: validate(schema, document) };
    } catch (error) {
      checked = { errors: [error as GraphQLError] };
    }
    // any text may be posted: only a bounded number of texts of an operation's size are kept
    if (query.length > 20_000) return checked;
    if (known.size >= 500) known.delete(known.keys().next().value!);
    known.set(query, checked);
    return checked;
  };
}

export function commerceRouter(db: Database.Database, schema: GraphQLSchema): Router {
  const router = express.Router();
  const checkedDocument = documentChecker(schema);

  router.get("/media/catalog/product/:file", (req, res) => {
    const svg = productImageSvg(db, req.params.file);
    if (!svg) return res.status(404).type("text/plain").send("Not found");
    res.type("image/svg+xml").set("Cache-Control", "public, max-age=86400").send(svg);
  });

  router.use(express.json({ limit: "1mb" }));
  router.all("/", async (req, res) => {
    if (req.method !== "GET" && req.method !== "POST") return res.status(405).set("Allow", "GET, POST").end();
    const { query, variables, operationName } = paramsOf(req);
    if (typeof query !== "string" || !query.trim())
      return fail(res, [inputError("Syntax Error: Unexpected <EOF>.")], 400);

    const checked = checkedDocument(query);
    if (checked.errors.length) return fail(res, checked.errors);
    const document = checked.document!;
    const name = typeof operationName === "string" ? operationName : null;
    if (req.method === "GET" && getOperationAST(document, name)?.operation === "mutation") {
      return fail(res, [inputError("Mutation requests allowed only for POST requests")]);
    }

    const code = req.get("Store");
    const store = code ? storeByCode(db, code) : defaultStore(db);
    if (!store) return fail(res, [inputError("Requested store is not found")]);
    const token = /^Bearer\s+(.+)$/i.exec(req.get("Authorization") ?? "")?.[1] ?? null;
    const contextValue: Ctx = {
      db,
      store,
      token,
      mediaBase: `${req.protocol}://${req.get("host")}${req.baseUrl}/media`,
    };

    try {
      const result = await execute({
        schema,
        document,
        contextValue,
        operationName: name,
        variableValues: variables && typeof variables === "object" ? (variables as Record<string, unknown>) : undefined,
      });
      res.json(result.errors ? { ...result, errors: result.errors.map(formatError) } : result);
    } catch (error) {
      console.error("[sandbox commerce]", error);
      res.status(500).json({ errors: [{ message: "Internal server error", extensions: { category: "internal" } }] });
    }
  });
  return router;
}
