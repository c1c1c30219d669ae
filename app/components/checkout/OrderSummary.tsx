// Items and totals: beside every checkout step (from the cart) and on the confirmation (from the order).
import type { ConfirmedOrder } from "~/lib/models/checkout";
import type { Money } from "~/lib/models/commerce";
import type { MoneyLike } from "~/lib/format";
import { useMoney } from "~/lib/use-money";
import type { OrderSummaryData } from "~/.server/checkout/summary";

export interface Line {
  label: string;
  /** the amount, or `text` when there is none yet ("Chosen at the delivery step") */
  amount?: Money;
  text?: string;
  discount?: boolean;
}

export interface SummaryView {
  items: {
    key: string;
    name: string;
    quantity: number;
    options?: { label: string; value: string }[];
    rowTotal: Money;
    subscription: boolean;
  }[];
  lines: Line[];
  total: Money;
  afterTrial?: Money | null;
  includingTrial?: Money | null;
}

function lineValue(l: Line, money: (m: MoneyLike) => string): string {
  if (!l.amount) return l.text ?? "";
  if (l.amount.value === 0 && !l.discount) return "Free";
  return `${l.discount ? "−" : ""}${money({ ...l.amount, value: Math.abs(l.amount.value) })}`;
}

/** The cart as the order summary shows it. */
export function fromCart(s: OrderSummaryData): SummaryView {
  const lines: Line[] = [{ label: "Subtotal", amount: s.prices.subtotalInclTax }];
  for (const d of s.prices.discounts) lines.push({ label: `Discount (${d.label})`, amount: d.amount, discount: true });
  const shipping = s.shipping?.amount ?? s.prices.shipping;
  if (shipping) lines.push({ label: s.shipping ? `Delivery (${s.shipping.title})` : "Delivery", amount: shipping });
  else if (s.needsDelivery) lines.push({ label: "Delivery", text: "Chosen at the delivery step" });
  for (const t of s.prices.taxes) lines.push({ label: `${t.label} (included)`, amount: t.amount });
  return {
    items: s.items.map((i) => ({
      key: i.id,
      name: i.name,
      quantity: i.quantity,
      options: i.options,
      rowTotal: i.rowTotal,
      subscription: i.subscription,
    })),
    lines,
    total: s.prices.grandTotal,
    afterTrial: s.totalAfterTrial?.totalInclTax ?? null,
    includingTrial: s.totalIncludingTrial?.totalInclTax ?? null,
  };
}

export function fromOrder(o: ConfirmedOrder): SummaryView {
  const lines: Line[] = [{ label: "Subtotal", amount: o.totals.subtotal }];
  for (const d of o.totals.discounts) lines.push({ label: `Discount (${d.label})`, amount: d.amount, discount: true });
  // an order that ships nothing (downloadable files only) has no address, method or charge to show
  if (o.shippingAddress || o.shippingMethod || o.totals.shipping.value > 0)
    lines.push({ label: o.shippingMethod ? `Delivery (${o.shippingMethod})` : "Delivery", amount: o.totals.shipping });
  for (const t of o.totals.taxes) lines.push({ label: `${t.label} (included)`, amount: t.amount });
  return {
    items: o.items.map((i, n) => ({
      key: `${i.sku}-${n}`,
      name: i.name,
      quantity: i.quantity,
      rowTotal: i.rowTotal,
      subscription: i.subscription,
    })),
    lines,
    total: o.totals.grandTotal,
  };
}

export function OrderSummary({ view, title = "Order summary" }: { view: SummaryView; title?: string }) {
  const money = useMoney();
  return (
    <section className="summary checkout-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{title}</h2>
      <ul className="checkout-summary__items">
        {view.items.map((i) => (
          <li key={i.key}>
            <span>
              {i.quantity} × {i.name}
              {i.subscription && !/subscription/i.test(i.name) ? (
                <span className="checkout-summary__tag"> (subscription)</span>
              ) : null}
              {i.options?.length ? " " : null}
              {i.options?.length ? (
                <span className="checkout-summary__options">
                  {i.options.map((o) => `${o.label}: ${o.value}`).join(", ")}
                </span>
              ) : null}
            </span>{" "}
            <span>{money(i.rowTotal)}</span>
          </li>
        ))}
      </ul>
      <dl>
        {view.lines.map((l) => (
          <div key={l.label}>
            <dt>{l.label}</dt>
            <dd>{lineValue(l, money)}</dd>
          </div>
        ))}
        <div>
          <dt className="total">{view.afterTrial ? "To pay today" : "Total"}</dt>
          <dd className="total">{money(view.total)}</dd>
        </div>
        {view.afterTrial ? (
          <div>
            <dt>After your free trial</dt>
            <dd>{money(view.afterTrial)}</dd>
          </div>
        ) : null}
        {view.includingTrial ? (
          <div>
            <dt>Total including the trial</dt>
            <dd>{money(view.includingTrial)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
