// Moving a subscription to another of the customer's address-book entries (decision 0056's
// addendum; product.md §3 Account address, isSubscription): the page's radio list of the book,
// and its action. Whether the address is the customer's is the platform's call; its refusal is
// shown beside the list.
import { accountRefusal, done, type ActionContext } from "~/.server/account/context";
import { addressForView } from "~/.server/account/addresses";
import { subscriptionApi } from "~/.server/account/gateways";
import { parseForm, reply } from "~/.server/forms/form";
import { accountGateway } from "~/.server/platform/account";
import { addressLines } from "~/lib/address";
import type { AccountAddress } from "~/lib/models/account";
import type { Subscription } from "~/lib/models/subscription";
import { deliverToSchema } from "~/lib/schemas/subscription";

/** Where it goes, on one line, without the phone number. */
export const deliveryLine = async (a: AccountAddress) =>
  addressLines({ ...(await addressForView(a)), telephone: "" }).join(", ");

/** The form's choices: every address of the book, the one it delivers to checked. */
export async function deliverToForm(s: Subscription, addresses: AccountAddress[]) {
  return {
    id: s.id,
    current: s.deliveryAddressId ?? "",
    addresses: await Promise.all(addresses.map(async (a) => ({ value: a.id, label: await deliveryLine(a) }))),
    // saved, the new address leads back here to be chosen
    addHref: `/account/address/new?then=/account/subscriptions/${encodeURIComponent(s.id)}`,
  };
}

export async function deliverTo(ctx: ActionContext) {
  const submission = parseForm(ctx.form, deliverToSchema);
  if (submission.status !== "success") return reply(ctx.intent, submission);
  const { id, addressId } = submission.value;
  const result = await subscriptionApi().deliverTo(ctx.user.auth, id, addressId);
  if (!result.ok)
    return reply(ctx.intent, submission, accountRefusal(result.error, { deliveryAddressId: "addressId" }));
  const to = (await accountGateway().listAddresses(ctx.user.auth)).find((a) => a.id === result.value.deliveryAddressId);
  return done(
    ctx.user.session,
    `/account/subscriptions/${encodeURIComponent(result.value.id)}`,
    `Subscription ${result.value.id} will be delivered to ${to ? await deliveryLine(to) : "the address you chose"} from its next delivery.`,
  );
}
