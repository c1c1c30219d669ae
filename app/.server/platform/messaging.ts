import { z } from "zod";
import { config } from "../config";
import { createRestClient, RestError } from "../http/rest";
import type { Result } from "~/lib/models/account";
import { TENANT_HEADER, withSignal, type PlatformCallOptions } from "./platform";

/**
 * Messaging without a signed-in customer (SPEC §7 messaging): leaving the marketing list from
 * an e-mail's link. The link carries the platform's token for that subscriber (decision 0020);
 * the shop passes it on and never makes or checks one itself.
 */
export type UnsubscribeRefusal = "invalid-link";

export interface ContactMessage {
  name: string;
  email: string;
  topic: string;
  message: string;
  orderNumber: string;
}

/** A refused contact form: the platform's message, safe to show. */
export interface ContactRefusal {
  message: string;
}

export function messagingGateway(options: PlatformCallOptions = {}) {
  const { flavour, url, tenant } = config().platform;
  const rest = withSignal(
    createRestClient({ service: "platform", baseUrl: url, headers: { [TENANT_HEADER]: tenant } }),
    options.signal,
  );
  return {
    /**
     * SPEC §7 messaging forms (POST /api/messaging/forms; legacy POST /contact-form): the
     * contact form, from a guest or a signed-in customer (then `userUuid`). A mutation: no retry.
     */
    async sendContactForm(
      m: ContactMessage,
      userUuid: string | null,
    ): Promise<Result<{ id: number | string }, ContactRefusal>> {
      const body = {
        user: userUuid,
        type: "contact",
        channel: "web",
        payload: { topic: m.topic, message: m.message, order_number: m.orderNumber || null },
        collection_point_token: null,
        consent_purposes: [],
        data_subject: { email: m.email, name: m.name },
      };
      try {
        const answer = await rest.post<unknown>(flavour === "unified" ? "/api/messaging/forms" : "/contact-form", body);
        const parsed = z
          .object({ id: z.union([z.number(), z.string()]) })
          .safeParse(flavour === "unified" ? answer : (answer as { data?: unknown } | null)?.data);
        return { ok: true, value: { id: parsed.success ? parsed.data.id : "" } };
      } catch (error) {
        if (error instanceof RestError && error.status < 500)
          return { ok: false, error: { message: error.userMessage } };
        throw error;
      }
    },

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
