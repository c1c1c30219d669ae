import { z } from "zod";
import { accountRefusal, done, type ActionContext } from "~/.server/account/context";
import { config } from "~/.server/config";
import { pushGateway } from "~/.server/platform/push";
import { readFields, reply } from "~/.server/forms/form";
import type { SignedIn } from "~/.server/auth/require-user";

/**
 * /account/notifications (product.md §7 messaging push; decision 0068): this browser's
 * notifications for the signed-in customer. The browser's push subscription is made by its own
 * script (there is no other way to make one); the shop's server registers its token with the
 * platform and keeps the registration's id in the session, so "Turn off" is a plain POST.
 */

/** a Web Push subscription's JSON: an https endpoint of the browser's push service, and its keys */
const pushTokenSchema = z
  .string()
  .max(4096)
  .refine((raw) => {
    try {
      const s = JSON.parse(raw) as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
      return (
        typeof s.endpoint === "string" &&
        URL.canParse(s.endpoint) &&
        new URL(s.endpoint).protocol === "https:" &&
        typeof s.keys?.p256dh === "string" &&
        typeof s.keys.auth === "string"
      );
    } catch {
      return false;
    }
  });

export const notificationsData = (user: SignedIn) => ({
  publicKey: config().push.publicKey,
  on: user.session.has("push"),
});

const TO = "/account/notifications";

export async function turnOn({ user, form, intent, request }: ActionContext) {
  const token = readFields(form, z.object({ token: pushTokenSchema }));
  if (!token)
    return reply(intent, form, { message: "Your browser did not give us a way to reach it. Please try again." });
  const registered = await pushGateway({ signal: request.signal }).register(user.auth, token.token);
  if (!registered.ok) return reply(intent, form, accountRefusal(registered.error));
  user.session.set("push", { id: registered.value.id, token: token.token });
  return done(user.session, TO, "Notifications are on for this browser.");
}

export async function turnOff({ user, request }: ActionContext) {
  const kept = user.session.get("push");
  if (kept) {
    const removed = await pushGateway({ signal: request.signal }).unregister(user.auth, { id: kept.id });
    // already gone on the platform: off all the same
    if (!removed.ok && removed.error.code !== "PUSH_TOKEN_NOT_FOUND")
      return done(user.session, TO, removed.error.message, "error");
  }
  user.session.unset("push");
  return done(user.session, TO, "Notifications are off for this browser.");
}
