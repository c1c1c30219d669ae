import { useFetcher } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { CartItem } from "~/lib/models/commerce";
import type { CartActionResult } from "~/.server/cart/actions";
import { formatMoney } from "~/lib/format";

type Line = CartItem & { href: string };

export function CartLine({ line, actionResult }: { line: Line; actionResult?: CartActionResult }) {
  const update = useFetcher<CartActionResult>({ key: `update-${line.id}` });
  const remove = useFetcher<CartActionResult>({ key: `remove-${line.id}` });
  const hydrated = useHydrated();
  const mine = (r?: CartActionResult) => (r && !r.ok && r.itemId === line.id ? r : undefined);
  const failed = mine(update.data) ?? mine(remove.data) ?? mine(actionResult);
  const qtyId = `qty-${line.id}`;
  const errId = `line-error-${line.id}`;
  const described = [failed ? errId : "", line.errors.length ? `${errId}-server` : ""].filter(Boolean).join(" ");
  return (
    <li className="cart-line" aria-busy={update.state !== "idle" || remove.state !== "idle"}>
      <img src={line.product.image.url} alt="" width="72" height="72" loading="lazy" />
      <div>
        <h2 className="h3">
          <a href={line.href}>{line.product.name}</a>
        </h2>
        {line.isSubscription ? <p className="badge">Subscription</p> : null}
        {line.isGift ? <p className="badge">Free gift</p> : null}
        {line.options.length > 0 ? (
          <ul>
            {line.options.map((o) => (
              <li key={`${o.label}-${o.value}`}>
                {o.label}: {o.value}
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          {formatMoney(line.price)} each · <strong>{formatMoney(line.rowTotalInclTax)}</strong>
          {line.discount.value > 0 ? ` (you save ${formatMoney(line.discount)})` : ""}
        </p>
        {line.errors.map((e) => (
          <p key={e.code} className="cart-line__error" id={`${errId}-server`} role="alert">
            {e.message}
          </p>
        ))}
        {line.isGift ? null : (
          <div className="cart-line__actions">
            <update.Form method="post" className="inline-form">
              <input type="hidden" name="intent" value="update" />
              <input type="hidden" name="itemId" value={line.id} />
              {hydrated ? <input type="hidden" name="stay" value="1" /> : null}
              <div className="field">
                <label htmlFor={qtyId}>
                  Quantity<span className="visually-hidden"> of {line.product.name}</span>
                </label>
                <input
                  id={qtyId}
                  name="quantity"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={99}
                  className="qty-input"
                  defaultValue={failed?.value ?? String(line.quantity)}
                  key={`${line.quantity}-${failed?.value ?? ""}`}
                  aria-invalid={failed?.field === "quantity" ? true : undefined}
                  aria-describedby={described || undefined}
                />
              </div>
              <button type="submit" className="btn btn--secondary btn--small" data-pending={update.state !== "idle"}>
                Update<span className="visually-hidden"> quantity of {line.product.name}</span>
              </button>
            </update.Form>
            <remove.Form method="post">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="itemId" value={line.id} />
              {hydrated ? <input type="hidden" name="stay" value="1" /> : null}
              <button type="submit" className="btn btn--ghost btn--small" data-pending={remove.state !== "idle"}>
                Remove<span className="visually-hidden"> {line.product.name}</span>
              </button>
            </remove.Form>
          </div>
        )}
        {failed ? (
          <p className="field__error" id={errId} role="alert">
            {failed.message}
          </p>
        ) : null}
      </div>
    </li>
  );
}
