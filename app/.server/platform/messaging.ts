import { z } from "zod";
import type { Result } from "~/lib/models/account";
import { call, platformRest, type Operation, type PlatformCallOptions } from "./adapter";
import { seg } from "./account-map";

/**
 * Messaging without a signed-in customer (product.md §7 messaging): leaving the marketing list from
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

/**
 * product.md §7 messaging forms (POST /api/messaging/forms; legacy POST /contact-form in `{data}`):
 * the contact form, from a guest or a signed-in customer (then `userUuid`). A mutation: no retry.
 */
export const sendContactForm: Operation<[ContactMessage, string | null], { id: number | string }> = {
  unified: async (rest, m, userUuid) => sent(await rest.post("/api/messaging/forms", contactBody(m, userUuid))),
  legacy: async (rest, m, userUuid) =>
    sent((await rest.post<{ data?: unknown } | null>("/contact-form", contactBody(m, userUuid)))?.data),
};

const contactBody = (m: ContactMessage, userUuid: string | null) => ({
  user: userUuid,
  type: "contact",
  channel: "web",
  payload: { topic: m.topic, message: m.message, order_number: m.orderNumber || null },
  collection_point_token: null,
  consent_purposes: [],
  data_subject: { email: m.email, name: m.name },
});
function sent(answer: unknown) {
  const parsed = z.object({ id: z.union([z.number(), z.string()]) }).safeParse(answer);
  return { id: parsed.success ? parsed.data.id : "" };
}

/** DELETE …/marketing-communications/{uuid} with the link's token (legacy: POST /unsubscribe). */
export const unsubscribeByLink: Operation<[string, string], void> = {
  async unified(rest, subscriberId, token) {
    const path = `/api/messaging/marketing-communications/${seg(subscriberId)}`;
    await rest.request({ method: "DELETE", path, headers: { "X-Unsubscribe-Token": token } });
  },
  async legacy(rest, subscriberId, token) {
    await rest.post("/unsubscribe", { subscriberId, token });
  },
};

export function messagingGateway(options: PlatformCallOptions = {}) {
  const rest = platformRest(options.signal);
  return {
    async sendContactForm(
      m: ContactMessage,
      userUuid: string | null,
    ): Promise<Result<{ id: number | string }, ContactRefusal>> {
      const r = await call(rest, sendContactForm, m, userUuid);
      return r.ok ? r : { ok: false, error: { message: r.error.message } };
    },

    async unsubscribeByLink(subscriberId: string, token: string): Promise<Result<true, UnsubscribeRefusal>> {
      const r = await call(rest, unsubscribeByLink, subscriberId, token);
      return r.ok ? { ok: true, value: true } : { ok: false, error: "invalid-link" };
    },
  };
}
