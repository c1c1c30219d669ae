import { z } from "zod";
import type { Auth, Result } from "~/lib/models/account";
import type { OfflinePurchase } from "~/lib/models/customer";
import { call, must, platformRest, type Operation } from "./adapter";
import { bearer, parse, seg, unwrap } from "./account-map";
import { log } from "../observability";

/**
 * The customer's offline purchases (product.md §3 "Offline purchase", §7), for the account's
 * order history, newest first.
 * Unified: GET /api/leads/{uuid}/actions/purchase → {items:[{action_id, datetime, type, items:[{sku, name, qty}]}]};
 * legacy: GET /orders/{UUID} (product.md §2) → {data:[{actionId, dateTime, type, products:[{sku, productName, quantity}]}]}.
 * A type the shop does not know yet reads as "other", not as a broken answer.
 */

const type = z.string().transform((t): OfflinePurchase["type"] => (t === "store" || t === "retailer" ? t : "other"));

const newestFirst = (purchases: OfflinePurchase[]) => purchases.sort((a, b) => Date.parse(b.date) - Date.parse(a.date));

export const listOfflinePurchases: Operation<[Auth], OfflinePurchase[]> = {
  async unified(rest, auth) {
    const answer = await rest.get(`/api/leads/${seg(auth.userUuid)}/actions/purchase`, { headers: bearer(auth) });
    const body = parse(
      z.object({
        items: z.array(
          z.object({
            action_id: z.string(),
            datetime: z.string(),
            type,
            items: z.array(z.object({ sku: z.string(), name: z.string(), qty: z.number().int() })),
          }),
        ),
      }),
      answer,
      "offline purchases",
    );
    return newestFirst(
      body.items.map((p) => ({
        actionId: p.action_id,
        date: p.datetime,
        type: p.type,
        items: p.items.map((i) => ({ sku: i.sku, name: i.name, quantity: i.qty })),
      })),
    );
  },
  async legacy(rest, auth) {
    const answer = await rest.get(`/orders/${seg(auth.userUuid)}`, { headers: bearer(auth) });
    const list = unwrap(
      z.array(
        z.object({
          actionId: z.string(),
          dateTime: z.string(),
          type,
          products: z.array(z.object({ sku: z.string(), productName: z.string(), quantity: z.number().int() })),
        }),
      ),
      answer,
      "offline purchases",
    );
    return newestFirst(
      list.map((p) => ({
        actionId: p.actionId,
        date: p.dateTime,
        type: p.type,
        items: p.products.map((i) => ({ sku: i.sku, name: i.productName, quantity: i.quantity })),
      })),
    );
  },
};

/**
 * The signed-in customer's offline purchases. An expired session is thrown (it signs the shopper
 * out, as every account read does); any other refusal or an outage answers null, "not known
 * just now", so the order history still shows the web orders.
 */
export async function offlinePurchases(auth: Auth, signal?: AbortSignal): Promise<OfflinePurchase[] | null> {
  let result: Result<OfflinePurchase[]>;
  try {
    result = await call(platformRest(signal), listOfflinePurchases, auth);
  } catch (error) {
    if (signal?.aborted) throw error;
    log().warn(`offline purchases: ${(error as Error).message}`);
    return null;
  }
  if (result.ok || result.error.code === "SESSION_EXPIRED") return must(result);
  log().warn(`offline purchases: ${result.error.message}`);
  return null;
}
