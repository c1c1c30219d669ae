// /account/address: the address book with its default badges; delete (after a
// confirmation step, ?delete=<id>) and "make default" are POSTs to this route.
import { Link, useLoaderData } from "@remix-run/react";
import { PostForm } from "~/components/forms/PostForm";
import { addressForView } from "~/.server/account/addresses";
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
  const deleteId = new URL(request.url).searchParams.get("delete");
  return {
    addresses: addresses.map((a) => ({
      id: a.id,
      isDefaultBilling: a.isDefaultBilling,
      isDefaultShipping: a.isDefaultShipping,
      view: addressForView(a),
    })),
    deleting: addresses.find((a) => a.id === deleteId)?.id ?? null,
  };
});

/** Runs `change` on one of the shopper's own addresses; a stale id gets a clear message. */
async function onAddress(
  ctx: ActionContext,
  change: (id: string) => Promise<{ ok: true } | { ok: false; error: { code: string; message: string } }>,
  message: string,
) {
  const id = readFields(ctx.form, z.object({ addressId: z.string() }))?.addressId;
  const mine = (await accountGateway().listAddresses(ctx.user.auth)).some((a) => a.id === id);
  if (!mine || !id)
    return done(ctx.user.session, "/account/address", "That address is no longer in your address book.", "info");
  const result = await change(id);
  if (!result.ok) {
    if (result.error.code === "SESSION_EXPIRED") throw result.error;
    return reply(ctx.intent, ctx.form, { message: result.error.message });
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

export default function Addresses() {
  const { addresses, deleting } = useLoaderData<typeof loader>();
  const toDelete = addresses.find((a) => a.id === deleting);
  return (
    <AccountPage title="Your addresses">
      <FailureNotice intents={["delete", "set-default-billing", "set-default-shipping"]} />
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
                </p>
                <AddressView address={a.view} />
                <div className="account-actions">
                  <Link to={`/account/address/${encodeURIComponent(a.id)}`} className="btn btn--secondary btn--small">
                    Edit<span className="visually-hidden"> {name}</span>
                  </Link>
                  <Link
                    to={`/account/address?delete=${encodeURIComponent(a.id)}`}
                    className="btn btn--ghost btn--small"
                  >
                    Delete<span className="visually-hidden"> {name}</span>
                  </Link>
                </div>
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
