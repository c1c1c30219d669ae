// One subscription's facts (product.md §3; issue 9: products and quantities, frequency, next
// delivery, price and status), the same on the list and on the change page.
import { Link } from "@remix-run/react";
import { PostForm } from "~/components/forms/PostForm";

/** A subscription as both pages show it: every label formatted on the server. */
export interface SubscriptionView {
  id: string;
  status: "active" | "paused" | "cancelled";
  statusLabel: string;
  lines: { sku: string; name: string; qty: number; unitPrice: string }[];
  frequency: string;
  nextDelivery: string | null;
  price: string;
  orderNumber: string | null;
  /** the address book entry it delivers to, on one line, and its edit page (the change page only) */
  deliveredTo?: { text: string; href: string } | null;
}

export function SubscriptionSummary({ s }: { s: SubscriptionView }) {
  return (
    <div className="summary account-details">
      <dl>
        <div>
          <dt>Products</dt>
          <dd>
            <ul className="subscription-lines">
              {s.lines.map((l) => (
                <li key={l.sku}>
                  {l.qty} × {l.name} <span className="field__hint">({l.unitPrice} each)</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>Frequency</dt>
          <dd>{s.frequency}</dd>
        </div>
        <div>
          <dt>Next delivery</dt>
          <dd>{s.nextDelivery ?? "None"}</dd>
        </div>
        <div>
          <dt>Price per delivery</dt>
          <dd>{s.price}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`badge subscription-status subscription-status--${s.status}`}>{s.statusLabel}</span>
          </dd>
        </div>
        {s.orderNumber ? (
          <div>
            <dt>Started with order</dt>
            <dd>{s.orderNumber}</dd>
          </div>
        ) : null}
        {s.deliveredTo ? (
          <div>
            <dt>Delivered to</dt>
            <dd>
              {s.deliveredTo.text} <Link to={s.deliveredTo.href}>Edit this address</Link>
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

/** "Resume deliveries": one button, a plain POST to the page it is on. */
export function ResumeForm({ id, action }: { id: string; action?: string }) {
  return (
    <PostForm intent="resume" action={action}>
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="btn btn--primary btn--small">
        Resume deliveries<span className="visually-hidden"> of subscription {id}</span>
      </button>
    </PostForm>
  );
}
