import type { Router } from "express";
import type Database from "better-sqlite3";
import {
  deletePushToken,
  deletePushTokenByValue,
  pushTokensOf,
  registerPushToken,
  type PushToken,
} from "../accounts/push-tokens";
import { userByEmail } from "../accounts/store";
import { str } from "./http";
import { data } from "./legacy-wire";
import { json, operation } from "./operation";

/**
 * Push messaging (product.md §7 messaging; decision 0068), signed in (Bearer):
 *  unified POST /api/messaging/push {firebase_token} → 201 {id, firebase_token, created_at};
 *          DELETE /api/messaging/push {firebase_token} → 204; DELETE /api/messaging/push/{id} → 204;
 *  legacy  POST /register-push-token {firebaseToken} → 201 {data:{id, firebaseToken, createdAt}};
 *          POST /unregister-push-token {firebaseToken} → 204; DELETE /push-token/{ID} → 204.
 * 422 INVALID_PUSH_TOKEN for an empty or oversized token; 404 PUSH_TOKEN_NOT_FOUND for one that is
 * not the customer's. Sandbox only: GET /_sandbox/messaging/push?uuid= (or ?email=) lists a
 * customer's tokens.
 */
export const PUSH_OPERATIONS = [
  operation<unknown, PushToken>({
    run: ({ db, user }, token) => registerPushToken(db, user!, token),
    unified: {
      route: "POST /api/messaging/push",
      user: true,
      in: (_req, b) => b.firebase_token,
      out: (t) => json({ id: t.id, firebase_token: t.token, created_at: t.createdAt }, 201),
    },
    legacy: {
      route: "POST /register-push-token",
      user: true,
      in: (_req, b) => b.firebaseToken,
      out: (t) => json(data({ id: t.id, firebaseToken: t.token, createdAt: t.createdAt }), 201),
    },
  }),
  operation<unknown, void>({
    run: ({ db, user }, token) => deletePushTokenByValue(db, user!, token),
    unified: { route: "DELETE /api/messaging/push", user: true, in: (_req, b) => b.firebase_token },
    legacy: { route: "POST /unregister-push-token", user: true, in: (_req, b) => b.firebaseToken },
  }),
  operation<string, void>({
    run: ({ db, user }, id) => deletePushToken(db, user!, id),
    unified: { route: "DELETE /api/messaging/push/:id", user: true, in: (req) => req.params.id },
    legacy: { route: "DELETE /push-token/:id", user: true, in: (req) => req.params.id },
  }),
];

export function mountPushSandbox(router: Router, db: Database.Database, out: (value: unknown) => unknown) {
  router.get("/_sandbox/messaging/push", (req, res) => {
    const email = str(req.query.email).trim();
    const uuid = email ? (userByEmail(db, email)?.uuid ?? "") : str(req.query.uuid).trim();
    res.json(out({ tokens: pushTokensOf(db, uuid) }));
  });
}
