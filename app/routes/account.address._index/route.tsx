// /account/address: the address book with its default badges; delete (after a
// confirmation step, ?delete=<id>) and "make default" are POSTs to this route. The address a
// subscription delivers to is marked and links to it; it has no delete (product.md §3 Account
// address, isSubscription), and the platform's refusal of one posted anyway shows beside it.
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PostForm } from "~/components/forms/PostForm";
import { addressForView } from "~/.server/account/addresses";
import { addressUses } from "~/.server/account/subscription-addresses";
import { isFormReply } from "~/lib/form-kit";
import { readFields, reply } from "~/.server/forms/form";
import { accountAction, accountLoader, done, type ActionContext } from "~/.server/account/context";
import { AccountPage, accountMeta, FailureNotice } from "~/components/account/AccountForm";
import { accountGateway } from "~/.server/platform/account";
import { ConfirmPanel } from "~/components/account/ConfirmPanel";
import { AddressView } from "~/components/checkout/AddressView";
import { streetLines } from "~/lib/address";
import { z } from "zod";

export const loader = accountLoader(async ({ request, user }) => {
  const addresses = await accountGateway().listAddresses(user.auth);
  const uses = await addressUses(user.auth, addresses);
  const deleteId = new URL(request.url).searchParams.get("delete");
  const toDelete = addresses.find((a) => a.id === deleteId);
  return {
    addresses: await Promise.all(
      addresses.map(async (a) => ({
        id: a.id,
        isDefaultBilling: a.isDefaultBilling,
        isDefaultShipping: a.isDefaultShipping,
        usedBy: uses.get(a.id) ?? null,
        view: await addressForView(a),
      })),
    ),
    deleting: toDelete && !toDelete.isSubscription ? toDelete.id : null,
    // an old link to the confirmation step: no "Yes, delete" the platform would refuse
    deleteRefused: toDelete?.isSubscription ? (uses.get(toDelete.id)?.note ?? null) : null,
  };
});

/** Runs `change` on one of the shopper's own addresses; a stale id gets a clear message. */
async function onAddress(
  ctx: ActionContext,
  change: (
    id: string,
  ) => Promise<{ ok: true } | { ok: false; error: { code: string; message: string; status?: number } }>,
  message: string,
) {
  const id = readFields(ctx.form, z.object({ addressId: z.string() }))?.addressId;
  const mine = (await accountGateway().listAddresses(ctx.user.auth)).some((a) => a.id === id);
  if (!mine || !id)
    return done(ctx.user.session, "/account/address", "That address is no longer in your address book.", "info");
  const result = await change(id);
  if (!result.ok) {
    if (result.error.code === "SESSION_EXPIRED") throw result.error;
    // 409: a subscription delivers there (the message is shown beside the address)
    return reply(ctx.intent, ctx.form, {
      message: result.error.message,
      status: result.error.status === 409 ? 409 : 400,
    });
  }
  return done(ctx.user.session, "/account/address", message);
}

export const action = accountAction({
  delete: (ctx) =>
    onAddress(ctx, (id) => accountGateway().deleteAddress(ctx.user.auth, id), "The address has been deleted."),
  "set-default-billing": (ctx) =>
    onAddress(
      ctx,
      (id) => accountGateway().setDefaultAddress(ctx.user.auth, id, "billing"),
      "Your default billing address has been changed.",
    ),
  "set-default-shipping": (ctx) =>
    onAddress(
      ctx,
      (id) => accountGateway().setDefaultAddress(ctx.user.auth, id, "shipping"),
      "Your default delivery address has been changed.",
    ),
});

export const meta = accountMeta("Your addresses", "my-addresses");
export const handle = {
  pageName: "my-addresses",
  breadcrumbs: () => [{ label: "Addresses", href: "/account/address" }],
};

const DEFAULT_BUTTONS = [
  { flag: "isDefaultShipping", intent: "set-default-shipping", label: "Make default delivery address" },
  { flag: "isDefaultBilling", intent: "set-default-billing", label: "Make default billing address" },
] as const;

/** The platform's refusal of a delete, and the address it was about (its hidden field). */
function useDeleteRefusal() {
  const answer = useActionData();
  if (!isFormReply(answer) || answer.intent !== "delete") return null;
  const id = (answer.result.initialValue as { addressId?: unknown } | undefined)?.addressId;
  return { id, message: answer.result.error?.[""]?.join(" ") ?? "" };
}

export default function Addresses() {
  const { addresses, deleting, deleteRefused } = useLoaderData<typeof loader>();
  const toDelete = addresses.find((a) => a.id === deleting);
  const refusal = useDeleteRefusal();
  return (
    <AccountPage title="Your addresses">
      <FailureNotice intents={["set-default-billing", "set-default-shipping"]} />
      {refusal && !addresses.some((a) => a.id === refusal.id) ? <FailureNotice intents={["delete"]} /> : null}
      {deleteRefused ? (
        <p className="notice notice--info" role="status">
          {deleteRefused}
        </p>
      ) : null}
      {toDelete ? (
        <ConfirmPanel
          id="delete-address"
          title="Delete this address?"
          intent="delete"
          fields={{ addressId: toDelete.id }}
          confirmLabel="Yes, delete this address"
          cancelHref="/account/address"
        >
          <AddressView address={toDelete.view} />
        </ConfirmPanel>
      ) : null}
      <p>
        <Link to="/account/address/new" className="btn btn--primary">
          Add a new address
        </Link>
      </p>
      {addresses.length === 0 ? (
        <p>You have no saved addresses yet.</p>
      ) : (
        <ul className="account-cards" aria-label="Saved addresses">
          {addresses.map((a, i) => {
            const name = [
              `${a.view.firstname} ${a.view.lastname}`.trim(),
              ...streetLines(a.view.street, a.view.countryCode),
            ].join(", ");
            return (
              <li key={a.id} className="account-card">
                <h2 className="visually-hidden" id={`address-${i}`}>
                  {name}
                </h2>
                <p className="account-badges">
                  {a.isDefaultShipping ? <span className="badge account-badge">Default delivery address</span> : null}
                  {a.isDefaultBilling ? <span className="badge account-badge">Default billing address</span> : null}
                  {a.usedBy ? <span className="badge account-badge">{a.usedBy.label}</span> : null}
                </p>
                <AddressView address={a.view} />
                {refusal?.id === a.id && refusal.message ? (
                  <p className="account-card__error" role="alert">
                    {refusal.message}
                  </p>
                ) : null}
                <div className="account-actions">
                  <Link to={`/account/address/${encodeURIComponent(a.id)}`} className="btn btn--secondary btn--small">
                    Edit<span className="visually-hidden"> {name}</span>
                  </Link>
                  {a.usedBy ? (
                    <Link to={a.usedBy.href} className="btn btn--ghost btn--small">
                      {a.usedBy.link}
                      <span className="visually-hidden"> delivered to {name}</span>
                    </Link>
                  ) : (
                    <Link
                      to={`/account/address?delete=${encodeURIComponent(a.id)}`}
                      className="btn btn--ghost btn--small"
                    >
                      Delete<span className="visually-hidden"> {name}</span>
                    </Link>
                  )}
                </div>
                {a.usedBy ? <p className="field__hint">{a.usedBy.note}</p> : null}
                {!a.isDefaultShipping || !a.isDefaultBilling ? (
                  <PostForm className="account-actions">
                    <input type="hidden" name="addressId" value={a.id} />
                    {DEFAULT_BUTTONS.filter((b) => !a[b.flag]).map((b) => (
                      <button
                        key={b.intent}
                        type="submit"
                        name="intent"
                        value={b.intent}
                        className="btn btn--ghost btn--small"
                      >
                        {b.label}
                        <span className="visually-hidden"> ({name})</span>
                      </button>
                    ))}
                  </PostForm>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </AccountPage>
  );
}
