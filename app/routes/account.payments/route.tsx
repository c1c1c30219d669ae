// /account/payments: cards saved at checkout (the wallet), each removable after a
// confirmation step that works without scripting (?remove=<id>).
import { Link, useLoaderData } from "@remix-run/react";
import { readFields, reply } from "~/.server/forms/form";
import { accountAction, accountLoader, done } from "~/.server/account/context";
import { AccountPage, accountMeta, FailureNotice } from "~/components/account/AccountForm";
import { accountGateway } from "~/.server/platform/account";
import { ConfirmPanel } from "~/components/account/ConfirmPanel";
import { z } from "zod";

export const loader = accountLoader(async ({ request, user }) => {
  const cards = await accountGateway().getWallet(user.auth);
  const removeId = new URL(request.url).searchParams.get("remove");
  return { cards, removing: cards.find((c) => c.id === removeId) ?? null };
});

export const action = accountAction({
  "remove-card": async (ctx) => {
    const id = readFields(ctx.form, z.object({ cardId: z.string() }))?.cardId;
    const api = accountGateway();
    const card = (await api.getWallet(ctx.user.auth)).find((c) => c.id === id);
    if (!card) return done(ctx.user.session, "/account/payments", "That card had already been removed.", "info");
    const result = await api.removeCard(ctx.user.auth, card.id);
    if (!result.ok) {
      if (result.error.code === "SESSION_EXPIRED") throw result.error;
      return reply(ctx.intent, ctx.form, { message: result.error.message });
    }
    return done(
      ctx.user.session,
      "/account/payments",
      `Your ${card.brand} card ending ${card.last4} has been removed.`,
    );
  },
});

export const meta = accountMeta("Payment cards", "payments");
export const handle = {
  pageName: "payments",
  breadcrumbs: () => [{ label: "Payment cards", href: "/account/payments" }],
};

const cardName = (c: { brand: string; last4: string }) => `${c.brand} ending ${c.last4}`;

export default function Payments() {
  const { cards, removing } = useLoaderData<typeof loader>();
  return (
    <AccountPage
      title="Payment cards"
      intro={<p>Cards you chose to save when paying. We never see or keep your full card number.</p>}
    >
      <FailureNotice intents={["remove-card"]} />
      {removing ? (
        <ConfirmPanel
          id="remove-card"
          title={`Remove your ${cardName(removing)}?`}
          intent="remove-card"
          fields={{ cardId: removing.id }}
          confirmLabel="Yes, remove this card"
          cancelHref="/account/payments"
        >
          <p>You can add it again the next time you pay.</p>
        </ConfirmPanel>
      ) : null}
      {cards.length === 0 ? (
        <p>You have no saved cards. You can save one when you pay for an order.</p>
      ) : (
        <ul className="account-cards">
          {cards.map((c) => (
            <li key={c.id} className="account-card">
              <h2 className="h3">{cardName(c)}</h2>
              <p>Expires {c.expiry}</p>
              {c.isDefault ? (
                <p>
                  <span className="badge account-badge">Default card</span>
                </p>
              ) : null}
              <Link
                to={`/account/payments?remove=${encodeURIComponent(c.id)}`}
                className="btn btn--secondary btn--small"
              >
                Remove<span className="visually-hidden"> {cardName(c)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AccountPage>
  );
}
