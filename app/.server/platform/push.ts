import { z } from "zod";
import type { Auth, Result } from "~/lib/models/account";
import type { AccountError } from "~/lib/models/account";
import { call, platformRest, type Operation, type PlatformCallOptions } from "./adapter";
import { bearer, parse, seg, unwrap } from "./account-map";

/**
 * Push messaging for a signed-in customer's browser (product.md §7 messaging; decision 0068):
 * unified POST /api/messaging/push {firebase_token} → {id}, DELETE /api/messaging/push
 * {firebase_token}, DELETE /api/messaging/push/{id}; legacy POST /register-push-token
 * {firebaseToken} → {data:{id}}, POST /unregister-push-token {firebaseToken}, DELETE
 * /push-token/{ID}. Mutations: never retried.
 */

const id = z.union([z.number(), z.string()]).transform(String);

export const registerPushToken: Operation<[Auth, string], { id: string }> = {
  async unified(rest, auth, token) {
    const answer = await rest.post("/api/messaging/push", { firebase_token: token }, { headers: bearer(auth) });
    return parse(z.object({ id }), answer, "push registration");
  },
  async legacy(rest, auth, token) {
    const answer = await rest.post("/register-push-token", { firebaseToken: token }, { headers: bearer(auth) });
    return unwrap(z.object({ id }), answer, "push registration");
  },
};

export const deletePushToken: Operation<[Auth, string], void> = {
  async unified(rest, auth, registration) {
    await rest.request({ method: "DELETE", path: `/api/messaging/push/${seg(registration)}`, headers: bearer(auth) });
  },
  async legacy(rest, auth, registration) {
    await rest.request({ method: "DELETE", path: `/push-token/${seg(registration)}`, headers: bearer(auth) });
  },
};

export const deletePushTokenByValue: Operation<[Auth, string], void> = {
  async unified(rest, auth, token) {
    const body = { firebase_token: token };
    await rest.request({ method: "DELETE", path: "/api/messaging/push", body, headers: bearer(auth) });
  },
  async legacy(rest, auth, token) {
    await rest.post("/unregister-push-token", { firebaseToken: token }, { headers: bearer(auth) });
  },
};

export function pushGateway(options: PlatformCallOptions = {}) {
  const rest = platformRest(options.signal);
  return {
    register: (auth: Auth, token: string): Promise<Result<{ id: string }, AccountError>> =>
      call(rest, registerPushToken, auth, token),
    /** by the registration's id, or by the token when the shop no longer has the id */
    unregister: (auth: Auth, by: { id: string } | { token: string }): Promise<Result<void, AccountError>> =>
      "id" in by ? call(rest, deletePushToken, auth, by.id) : call(rest, deletePushTokenByValue, auth, by.token),
  };
}
