// What the subscription pages share: the list with its labels formatted on the server, and
// the intents both pages answer (pause, resume, cancel, change). Every one is a plain POST
// that redirects to the list with a flash, or shows the form again with the message beside
// its field (design.md §5).
import type { MoneyWriter } from "~/lib/format";
import type { AccountError } from "~/lib/models/account";
import type { Subscription, SubscriptionConfiguration } from "~/lib/models/subscription";
import { changeSchema, pauseSchema, subscriptionIdSchema } from "~/lib/schemas/subscription";
import { getStockStatuses } from "../commerce/catalog";
import { parseForm, readFields, reply } from "../forms/form";
import { done, accountRefusal, type ActionContext } from "./context";
import { formatCalendarDate, todayIso } from "./format";
import { STORE, subscriptionApi } from "./gateways";
import { z } from "zod";

const STATUS: Record<Subscription["status"], string> = { active: "Active", paused: "Paused", cancelled: "Cancelled" };

/** A subscription as the pages show it. */
export function subscriptionItem(s: Subscription, money: MoneyWriter) {
  return {
    id: s.id,
    status: s.status,
    statusLabel:
      s.status === "paused" && s.pausedUntil ? `Paused until ${formatCalendarDate(s.pausedUntil)}` : STATUS[s.status],
    lines: s.lines.map((l) => ({ sku: l.sku, name: l.name, qty: l.qty, unitPrice: money(l.unitPrice) })),
    frequency: s.frequency.label,
    nextDelivery: s.nextDelivery ? formatCalendarDate(s.nextDelivery) : null,
    price: money(s.price),
    orderNumber: s.orderNumber,
  };
}

const ORDER: Subscription["status"][] = ["active", "paused", "cancelled"];
/** Active first, then paused, then cancelled; the platform's order within each. */
export const byStatus = (list: Subscription[]) =>
  [...list].sort((a, b) => ORDER.indexOf(a.status) - ORDER.indexOf(b.status));

const LIST = "/account/subscriptions";
const nextLabel = (s: Subscription) =>
  s.nextDelivery ? ` Your next delivery is on ${formatCalendarDate(s.nextDelivery)}.` : "";

/** A refusal without a field of the form: at the top (SESSION_EXPIRED signs the shopper out). */
function refused(ctx: ActionContext, error: AccountError) {
  if (error.code === "SESSION_EXPIRED") throw error;
  return reply(ctx.intent, ctx.form, { message: error.message });
}

export async function resume(ctx: ActionContext) {
  const submission = parseForm(ctx.form, subscriptionIdSchema);
  if (submission.status !== "success") return reply(ctx.intent, submission);
  const result = await subscriptionApi().resume(ctx.user.auth, submission.value.id);
  if (!result.ok) return refused(ctx, result.error);
  return done(ctx.user.session, LIST, `Subscription ${result.value.id} is active again.${nextLabel(result.value)}`);
}

export async function cancel(ctx: ActionContext) {
  const submission = parseForm(ctx.form, subscriptionIdSchema);
  if (submission.status !== "success") return reply(ctx.intent, submission);
  const result = await subscriptionApi().cancel(ctx.user.auth, submission.value.id);
  if (!result.ok) return refused(ctx, result.error);
  return done(
    ctx.user.session,
    LIST,
    `Subscription ${result.value.id} has been cancelled. There will be no more deliveries or payments for it.`,
  );
}

export async function pause(ctx: ActionContext) {
  const api = subscriptionApi();
  const { maxPauseDays } = await api.getConfiguration();
  const submission = parseForm(ctx.form, pauseSchema(todayIso(), maxPauseDays, formatCalendarDate));
  if (submission.status !== "success") return reply(ctx.intent, submission);
  const result = await api.pause(ctx.user.auth, submission.value.id, submission.value.until);
  if (!result.ok) return reply(ctx.intent, submission, accountRefusal(result.error, { until: "until" }));
  const s = result.value;
  return done(
    ctx.user.session,
    LIST,
    `Subscription ${s.id} is paused until ${formatCalendarDate(s.pausedUntil)}.${nextLabel(s)}`,
  );
}

/**
 * The products a subscription may be changed to: the platform's choices that are in stock, and
 * those already on it (kept, marked out of stock, so that changing another line keeps them).
 */
export async function offeredChoices(config: SubscriptionConfiguration, held: readonly { sku: string }[]) {
  const stock = await getStockStatuses(
    STORE,
    config.choices.map((c) => c.sku),
  );
  const kept = new Set(held.map((l) => l.sku));
  return config.choices
    .map((c) => ({ ...c, inStock: stock[c.sku] === "IN_STOCK" }))
    .filter((c) => c.inStock || kept.has(c.sku));
}

export async function change(ctx: ActionContext) {
  const api = subscriptionApi();
  const [config, list] = await Promise.all([api.getConfiguration(), api.list(ctx.user.auth)]);
  const sent = readFields(ctx.form, z.object({ id: z.string() }))?.id;
  const held = list.find((s) => s.id === sent)?.lines ?? [];
  const choices = await offeredChoices(config, held);
  const submission = parseForm(ctx.form, changeSchema({ choices, frequencies: config.frequencies }));
  if (submission.status !== "success") return reply(ctx.intent, submission);
  const { id, frequency, lines } = submission.value;
  const result = await api.update(ctx.user.auth, id, { planSku: config.planSku, frequency, lines });
  if (!result.ok) {
    // The platform names the i-th line it was sent: that is the form's row lines[i].row.
    const fields: Record<string, string> = { frequency: "frequency", lines: "sku1" };
    lines.forEach((l, i) => {
      fields[`lines.${i}.sku`] = `sku${l.row}`;
      fields[`lines.${i}.qty`] = `qty${l.row}`;
    });
    return reply(ctx.intent, submission, accountRefusal(result.error, fields));
  }
  return done(ctx.user.session, LIST, `Subscription ${result.value.id} has been updated.${nextLabel(result.value)}`);
}
