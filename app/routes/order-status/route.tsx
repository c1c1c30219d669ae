// /order-status: find a guest order from its number, e-mail and billing postcode
// (loader and action: order-status.server.ts); the order e-mail links here with the number.
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DeviceActionNotice } from "~/components/account/DeviceNotice";
import { OrderDetails } from "~/components/checkout/OrderDetails";
import { CodeField, EmailField, TextField } from "~/components/forms/Field";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { usePostForm } from "~/components/forms/usePostForm";
import { pageMeta } from "~/lib/page-names";
import type { orderLookupSchema } from "~/lib/schemas/checkout";
import type { deviceCodeSchema } from "~/lib/schemas/device";
import type { loader } from "./order-status.server";

export { action, loader } from "./order-status.server";

/** a lookup form and an order's details: scripting adds nothing (decision 0019) */
export const handle = { scripts: false };

export const meta: MetaFunction = () => [
  { title: "Find your order · Ashless" },
  { name: "robots", content: "noindex" },
  ...pageMeta("other"),
];

function FindOrder({ number }: { number: string }) {
  const [form, fields] = usePostForm<typeof orderLookupSchema>("find-order", { number });
  return (
    <PostForm form={form} intent="find-order" honeypot action="/order-status" className="checkout-form">
      <TextField
        meta={fields.number}
        label="Order number"
        hint="In your confirmation e-mail, 9 digits like 000000123."
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={12}
        className="field--short"
      />
      <EmailField meta={fields.email} label="E-mail address you ordered with" />
      <TextField
        meta={fields.postcode}
        label="Billing postcode"
        autoComplete="billing postal-code"
        spellCheck={false}
        maxLength={12}
        className="field--short"
      />
      <SubmitButton intent="find-order" className="btn btn--primary">
        Find my order
      </SubmitButton>
    </PostForm>
  );
}

/** Take a device registered with this order off it. */
function UnassignDevice({ number }: { number: string }) {
  const [form, fields] = usePostForm<typeof deviceCodeSchema>("unassign-device", {});
  return (
    <section aria-labelledby="unassign-title" className="account-panel">
      <h2 id="unassign-title">A device from this order</h2>
      <p>
        Giving the device away, or registered the wrong one? Take it off order {number}, and it can be registered again.
      </p>
      {/* what correcting the code cannot fix (the device service failing) is said over the form */}
      <DeviceActionNotice intents={["unassign-device"]} closeHref="/order-status" />
      <PostForm form={form} intent="unassign-device" action="/order-status" className="checkout-form">
        <CodeField
          meta={fields.code}
          label="Registration code"
          hint="The 10 letters and digits on the card in the device's box."
          maxLength={20}
        />
        <SubmitButton intent="unassign-device" className="btn btn--secondary">
          Take it off this order
        </SubmitButton>
      </PostForm>
    </section>
  );
}

export default function OrderStatus() {
  const { order, hasDevice, number } = useLoaderData<typeof loader>();
  if (order)
    return (
      <section aria-labelledby="order-title" className="checkout checkout--confirmation">
        <h1 id="order-title">Order {order.number}</h1>
        <p>
          Placed on {order.dateLabel}. Status: <strong>{order.statusLabel}</strong>.
        </p>
        <OrderDetails order={order} />
        {hasDevice ? <UnassignDevice number={order.number} /> : null}
        <PostForm intent="forget-order" action="/order-status">
          <button type="submit" className="btn btn--secondary">
            Find another order
          </button>
        </PostForm>
        <p>
          Questions about this order? <Link to="/contact">Contact us</Link> with its number.
        </p>
      </section>
    );
  return (
    <section aria-labelledby="order-title">
      <h1 id="order-title">Find your order</h1>
      <p>
        Ordered without an account? Enter your order number, the e-mail address you ordered with and the postcode of the
        billing address to see your order and where it is.
      </p>
      <FindOrder number={number} />
      <p>
        Have an account? <Link to="/account/orders">See your orders</Link> after you log in.
      </p>
    </section>
  );
}
