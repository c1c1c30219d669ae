import { config } from "../config";
import { createRestClient, RestError } from "../http/rest";
import type { Result } from "~/lib/models/account";
import { TENANT_HEADER, withSignal, type PlatformCallOptions } from "./platform";

/**
 * Messaging without a signed-in customer (SPEC §7 messaging): leaving the marketing list from
 * an e-mail's link. The link carries the platform's token for that subscriber (decision 0018);
 * the shop passes it on and never makes or checks one itself.
 */
export type UnsubscribeRefusal = "invalid-link";

export function messagingGateway(options: PlatformCallOptions = {}) {
  const { flavour, url, tenant } = config().platform;
  const rest = withSignal(
    createRestClient({ service: "platform", baseUrl: url, headers: { [TENANT_HEADER]: tenant } }),
    options.signal,
  );
  return {
    /** DELETE …/marketing-communications/{uuid} with the link's token (legacy: POST /unsubscribe). */
    async unsubscribeByLink(subscriberId: string, token: string): Promise<Result<true, UnsubscribeRefusal>> {
      try {
        if (flavour === "unified")
          await rest.request({
            method: "DELETE",
            path: `/api/messaging/marketing-communications/${encodeURIComponent(subscriberId)}`,
            headers: { "X-Unsubscribe-Token": token },
          });
        else await rest.post("/unsubscribe", { subscriberId, token });
        return { ok: true, value: true };
      } catch (error) {
        if (error instanceof RestError && error.status < 500) return { ok: false, error: "invalid-link" };
        throw error;
      }
    },
  };
}
