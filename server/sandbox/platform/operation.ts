import type { Request, Response, Router } from "express";
import type Database from "better-sqlite3";
import type { AccountUserRow } from "../accounts/store";
import { body, handle, withUser, type Flavour } from "./http";
import type { TenantSettings } from "./store";

/**
 * One sandbox operation, written once: what it does (`run`) and, side by side, how each
 * flavour speaks it (`unified`, `legacy`: route, whether it is the customer's, how the request
 * reads, what the answer is). A flavour without the operation leaves its side out (its router
 * answers 404 as for any unknown route). The storefront's side of the same pair is
 * app/.server/platform/adapter.ts (decision 0035).
 */

export type FlavourName = "unified" | "legacy";

export interface Reply {
  status?: number;
  /** no body: the status alone (204) */
  body?: unknown;
}

export interface Call {
  db: Database.Database;
  req: Request;
  tenant: TenantSettings;
  /** the token's customer on a user-scoped side, else null */
  user: AccountUserRow | null;
}

export interface Wire<In, Out> {
  /** "METHOD /path/:params" */
  route: string;
  /** user-scoped (Bearer; `:uuid` must be its user): true, false, or chosen by the request */
  user?: boolean | ((req: Request) => boolean);
  /** the request in the operation's terms, from the request and its JSON body */
  in?(req: Request, body: Record<string, unknown>): In;
  out?(out: Out, call: Call): Reply;
}

export interface SandboxOperation<In, Out> {
  run(call: Call, input: In): Out;
  unified?: Wire<In, Out> | Wire<In, Out>[];
  legacy?: Wire<In, Out> | Wire<In, Out>[];
}

/** Names the operation's types once for both sides. */
export const operation = <In, Out>(op: SandboxOperation<In, Out>) => op as SandboxOperation<unknown, unknown>;

/** JSON with a status (200 unless said). */
export const json = (body: unknown, status = 200): Reply => ({ status, body });
export const noContent: Reply = { status: 204 };

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** Mounts one flavour's side of each operation, in order (an earlier route wins). */
export function mountOperations(
  router: Router,
  db: Database.Database,
  name: FlavourName,
  errors: Flavour,
  ops: SandboxOperation<unknown, unknown>[],
) {
  for (const op of ops) {
    const sides = op[name];
    for (const wire of sides === undefined ? [] : Array.isArray(sides) ? sides : [sides]) {
      const [verb, path] = wire.route.split(" ");
      const method = verb.toLowerCase() as (typeof METHODS)[number];
      if (!METHODS.includes(method) || !path) throw new Error(`bad route ${wire.route}`);
      const answer = (req: Request, res: Response, call: Call) => {
        const reply = (wire.out ?? (() => noContent))(
          op.run(call, wire.in ? wire.in(req, body(req)) : undefined),
          call,
        );
        res.status(reply.status ?? 200);
        if (reply.body === undefined) res.end();
        else res.json(reply.body);
      };
      const scoped = withUser(db, errors, (req, res, user, tenant) => answer(req, res, { db, req, tenant, user }));
      const open = handle(errors, (req, res, tenant) => answer(req, res, { db, req, tenant, user: null }));
      const userScoped = wire.user;
      router[method](path, (req, res, next) =>
        (typeof userScoped === "function" ? userScoped(req) : userScoped)
          ? scoped(req, res, next)
          : open(req, res, next),
      );
    }
  }
}
