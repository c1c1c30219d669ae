// The customer's newsletter status in words (product.md §4: SUBSCRIBED or NOT_SUBSCRIBED), from
// the marketing subscriptions the platform lists: subscribed when on any channel's list.
import type { MarketingSubscription } from "~/lib/models/account";

export type NewsletterStatus = "SUBSCRIBED" | "NOT_SUBSCRIBED";

const CHANNELS: Record<MarketingSubscription["category"], string> = {
  email: "e-mail",
  sms: "text message",
  post: "post",
};

const inWords = (parts: string[]) =>
  parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}` : parts[0];

export function newsletterStatus(subscriptions: MarketingSubscription[]): { status: NewsletterStatus; text: string } {
  const on = subscriptions.filter((s) => s.subscribed).map((s) => CHANNELS[s.category]);
  return on.length > 0
    ? { status: "SUBSCRIBED", text: `You are subscribed to our newsletter by ${inWords(on)}.` }
    : { status: "NOT_SUBSCRIBED", text: "You are not subscribed to our newsletter." };
}
