import type { NextFunction, Request, RequestHandler, Response, Router } from "express";
import type Database from "better-sqlite3";
import { AccountsError } from "../accounts/errors";
import { messagingFormsOf } from "../accounts/messaging-forms";
import { readOutbox } from "../accounts/outbox";
import { addMarketingSubscriber, isMarketingSubscriber } from "../accounts/unsubscribe-links";
import { getUser, userByToken, type AccountUserRow } from "../accounts/store";
import { tenantOf } from "./tenant";
import type { TenantSettings } from "./store";

/**
 * What both flavour routers share: turning a thrown AccountsError into the flavour's
 * error body, and the bearer check of user-scoped calls.
 */

export interface Flavour {
  /** the error body for a refusal, its field renamed into the flavour's wire names */
  errorBody(e: AccountsError): unknown;
}

type Handler = (req: Request, res: Response, tenant: TenantSettings) => void;
type UserHandler = (req: Request, res: Response, user: AccountUserRow, tenant: TenantSettings) => void;

export function handle(flavour: Flavour, fn: Handler): RequestHandler {
  return (req, res, next) => {
    try {
      fn(req, res, tenantOf(res));
    } catch (error) {
      if (error instanceof AccountsError) res.status(error.status).json(flavour.errorBody(error));
      else next(error);
    }
  };
}

const bearer = (req: Request) => /^Bearer\s+(\S+)$/i.exec(req.get("authorization") ?? "")?.[1] ?? null;

/**
 * User-scoped calls: `Authorization: Bearer <identity token>`. Missing, unknown, expired or
 * revoked → 401; a live token of another user than the path's `:uuid` → 403. `refused` names
 * both refusals' code where a service has its own (the club's customer lookup: UNAUTHORISED).
 */
export function withUser(db: Database.Database, flavour: Flavour, fn: UserHandler, refused?: string): RequestHandler {
  return handle(flavour, (req, res, tenant) => {
    const token = bearer(req);
    const owner = token ? userByToken(db, token, "identity") : null;
    if (!owner)
      throw new AccountsError(401, refused ?? "UNAUTHORIZED", "The access token is missing, expired or revoked.");
    const uuid = req.params.uuid;
    if (uuid !== undefined && uuid !== owner.uuid)
      throw new AccountsError(403, refused ?? "FORBIDDEN", "The token does not belong to this user.");
    fn(req, res, getUser(db, owner.uuid)!, tenant);
  });
}

/** The token's user when one is sent, else null (for calls open to guests too). */
export function optionalUser(db: Database.Database, req: Request): AccountUserRow | null {
  const token = bearer(req);
  if (!token) return null;
  const owner = userByToken(db, token, "identity");
  if (!owner) throw new AccountsError(401, "UNAUTHORIZED", "The access token is missing, expired or revoked.");
  return getUser(db, owner.uuid);
}

export const str = (v: unknown) => (typeof v === "string" ? v : v === undefined || v === null ? "" : String(v));
export const optStr = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v : null);
export const body = (req: Request) =>
  req.body && typeof req.body === "object" ? (req.body as Record<string, unknown>) : {};

/** `{code: value}` with every value a string (booleans and numbers arrive from JSON clients). */
export function stringRecord(v: unknown): Record<string, string> {
  if (!v || typeof v !== "object" || Array.isArray(v)) return {};
  return Object.fromEntries(
    Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, x === null ? "" : String(x)]),
  );
}

export function consentList(v: unknown, idKey: string): { id: string; accepted: boolean }[] {
  if (!Array.isArray(v)) return [];
  return v
    .filter((c): c is Record<string, unknown> => Boolean(c) && typeof c === "object")
    .map((c) => ({ id: str(c[idKey]), accepted: c.accepted === true || c.accepted === "true" }));
}

/**
 * Sandbox only, mounted before the tenant check: GET _sandbox/outbox?email=… (or ?to= for a
 * phone number) lists what the platform would have e-mailed or texted, newest first.
 * `shape` puts the list in the flavour's envelope.
 */
export function mountOutbox(
  router: Router,
  db: Database.Database,
  shape: (messages: ReturnType<typeof readOutbox>) => unknown,
) {
  router.get("/_sandbox/outbox", (req, res) => {
    const to = str(req.query.email ?? req.query.to).trim();
    if (!to) return void res.status(400).json({ error_code: "RECIPIENT_REQUIRED", message: "Pass ?email= or ?to=" });
    res.json(shape(readOutbox(db, to)));
  });
}

/**
 * The sandbox's own routes for tests, the same on both flavours but for the success body
 * (`out`: the legacy `{data}` envelope, or none): the mail catcher, an e-mail subscriber with
 * no account, the messaging forms sent, and whether a subscriber is still on the list.
 */
export function mountSandboxOnly(
  router: Router,
  db: Database.Database,
  out: (value: unknown) => unknown,
  outbox: (messages: ReturnType<typeof readOutbox>) => unknown,
) {
  mountOutbox(router, db, outbox);
  router.post("/_sandbox/marketing/subscribers", (req, res) => {
    const email = str(body(req).email).trim();
    if (!email) return void res.status(400).json({ message: "email required" });
    res.status(201).json(out(addMarketingSubscriber(db, email)));
  });
  router.get("/_sandbox/messaging/forms", (req, res) => {
    res.json(out({ forms: messagingFormsOf(db, str(req.query.email).trim()) }));
  });
  router.get("/_sandbox/marketing/subscribers/:uuid", (req, res) => {
    const found = isMarketingSubscriber(db, req.params.uuid);
    res.status(found ? 200 : 404).json(out({ subscribed: found }));
  });
}

/** Unknown routes and unparsable bodies answer JSON, as the real services do. */
export function finish(router: Router, flavour: Flavour) {
  router.use(
    (_req: Request, res: Response) =>
      void res.status(404).json(flavour.errorBody(new AccountsError(404, "NOT_FOUND", "Not found"))),
  );
  router.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number }).status;
    if (status === 400)
      return void res
        .status(400)
        .json(flavour.errorBody(new AccountsError(400, "BAD_REQUEST", "The request body is not valid JSON.")));
    console.error("[sandbox platform]", error);
    res.status(500).json(flavour.errorBody(new AccountsError(500, "INTERNAL_ERROR", "Internal error")));
  });
}
