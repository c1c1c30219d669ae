// What an order is made of: items (options, gift flag, shipped/cancelled/refunded counts),
// shipments with tracking links, invoices, addresses, payment (with the card's details), totals
// with any refund, and the details the shopper gave at checkout (order attributes).
import type { OrderDetails } from "~/lib/models/customer";
import { AddressView } from "~/components/checkout/AddressView";
import { useMoney } from "~/lib/use-money";
import { DataTable } from "~/components/account/DataTable";

type Order = Omit<OrderDetails, "availablePaymentMethods">;
/** labelled on the server (app/.server/account/order-details.ts) */
type Lines = { label: string; value: string }[];

/** The items, each with its picture and the picture's description (read by the page, lines.server.ts). */
export function OrderItems({
  items,
  pictures = {},
}: {
  items: Order["items"];
  pictures?: Record<string, { url: string; description: string }>;
}) {
  const money = useMoney();
  return (
    <DataTable caption="Items in this order" columns={["Product", "Quantity", { label: "Price", numeric: true }]}>
      {items.map((i, n) => (
        <tr key={`${i.sku}-${n}`}>
          <th scope="row">
            {pictures[i.sku] ? (
              <img
                className="account-table__picture"
                src={pictures[i.sku].url}
                alt={pictures[i.sku].description}
                width="56"
                height="56"
                loading="lazy"
              />
            ) : null}
            {i.name}
            {i.isGift ? <span className="badge account-badge">Free gift</span> : null}
            {i.subscription ? <span className="badge account-badge">Subscription</span> : null}
            <span className="account-table__meta">Product code {i.sku}</span>
            {i.options.length > 0 ? (
              <span className="account-table__meta">{i.options.map((o) => `${o.label}: ${o.value}`).join(", ")}</span>
            ) : null}
          </th>
          <td>
            {i.quantity}
            {i.quantityShipped > 0 ? <span className="account-table__meta">{i.quantityShipped} sent</span> : null}
            {i.quantityCanceled > 0 ? (
              <span className="account-table__meta">{i.quantityCanceled} cancelled</span>
            ) : null}
            {i.quantityRefunded > 0 ? <span className="account-table__meta">{i.quantityRefunded} refunded</span> : null}
          </td>
          <td className="account-table__num">{i.isGift && i.rowTotal.value === 0 ? "Free" : money(i.rowTotal)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function OrderTotals({ order }: { order: Order }) {
  const money = useMoney();
  const t = order.totals;
  return (
    <section className="summary" aria-labelledby="totals-title">
      <h2 id="totals-title" className="h3">
        Totals
      </h2>
      <dl>
        <div>
          <dt>Subtotal</dt>
          <dd>{money(t.subtotal)}</dd>
        </div>
        {t.discounts.map((d) => (
          <div key={d.label}>
            <dt>Discount ({d.label})</dt>
            <dd>−{money({ ...d.amount, value: Math.abs(d.amount.value) })}</dd>
          </div>
        ))}
        <div>
          <dt>Delivery{order.shippingMethod ? ` (${order.shippingMethod})` : ""}</dt>
          <dd>{t.shipping.value === 0 ? "Free" : money(t.shipping)}</dd>
        </div>
        {t.taxes.map((x) => (
          <div key={x.label}>
            <dt>{x.label} (included)</dt>
            <dd>{money(x.amount)}</dd>
          </div>
        ))}
        <div>
          <dt className="total">Total</dt>
          <dd className="total">{money(t.grandTotal)}</dd>
        </div>
        {order.refund ? (
          <>
            <div>
              <dt>Refunded</dt>
              <dd>−{money(order.refund.totalRefunded)}</dd>
            </div>
            <div>
              <dt className="total">Total after refund</dt>
              <dd className="total">{money(order.refund.totalAfterRefund)}</dd>
            </div>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** The order attributes the shopper filled in at checkout, under the checkout's labels. */
export function OrderAttributes({ lines }: { lines: Lines }) {
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="order-attributes-title">
      <h2 id="order-attributes-title">Details you gave at checkout</h2>
      <LabelledList lines={lines} />
    </section>
  );
}

function LabelledList({ lines }: { lines: Lines }) {
  return (
    <div className="summary account-details">
      <dl>
        {lines.map((l) => (
          <div key={l.label}>
            <dt>{l.label}</dt>
            <dd>{l.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function OrderDelivery({ order, payment }: { order: Order; payment: Lines }) {
  return (
    <div className="account-cards">
      {order.shippingAddress ? (
        <div className="account-card">
          <h2 className="h3">Delivery address</h2>
          <AddressView address={order.shippingAddress} />
        </div>
      ) : null}
      {order.billingAddress ? (
        <div className="account-card">
          <h2 className="h3">Billing address</h2>
          <AddressView address={order.billingAddress} />
        </div>
      ) : null}
      <div className="account-card">
        <h2 className="h3">Payment</h2>
        <p>{order.paymentMethod?.title ?? "Not chosen yet"}</p>
        {payment.length > 0 ? <LabelledList lines={payment} /> : null}
        {order.invoices.length > 0 ? (
          <>
            <h3 className="h3">Invoices</h3>
            <ul>
              {/* Invoice ids are opaque upstream ids: numbered for people instead. */}
              {order.invoices.map((inv, n) => (
                <li key={inv.id}>
                  {inv.url ? (
                    // served by this shop with the customer's token (the upstream URL needs it)
                    <a
                      href={`/account/orders/${encodeURIComponent(order.number)}/invoices/${encodeURIComponent(inv.id)}`}
                    >
                      Invoice {n + 1} (PDF)
                    </a>
                  ) : (
                    <>Invoice {n + 1}: not available online</>
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}

export function OrderShipments({ shipments }: { shipments: Order["shipments"] }) {
  if (shipments.length === 0) return <p>Nothing has been sent yet. We'll e-mail you a tracking link when it is.</p>;
  return (
    <ul className="account-shipments">
      {shipments.map((s, n) => (
        <li key={s.id}>
          Parcel {n + 1}
          {s.tracking.length > 0 ? ": " : null}
          {s.tracking.map((t, i) => (
            <span key={`${t.number}-${i}`}>
              {i > 0 ? ", " : null}
              {t.carrier}{" "}
              {t.url ? (
                <a href={t.url} rel="noopener noreferrer" target="_blank">
                  track parcel {t.number}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                <>tracking number {t.number}</>
              )}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}
