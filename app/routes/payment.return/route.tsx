// /payment/return: where the provider sends the shopper back. How the payment went is read
// from the platform, by the payment this browser started (session), never from the query
// string. Paid: on to the confirmation (or the account's order). Not paid: why, with "Try
// again" (a new payment for the same order) and "Choose another way to pay".
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { formAction, redirectWithFlash, reply } from "~/.server/forms/form";
import { guard } from "~/.server/responses/guard";
import { noStore } from "~/.server/responses/no-store";
import { paymentsGateway } from "~/.server/payments/gateway";
import { orderPagePath, payerOf, sendToProvider } from "~/.server/payments/flow";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { usePostForm } from "~/components/forms/usePostForm";
import { useMoney } from "~/lib/use-money";

const NOTHING_WAITING = "There is no card payment waiting. Your orders and their payments are in your account.";

export const loader = guard(async ({ request, context: { session } }: LoaderFunctionArgs) => {
  const pending = session.get("payment");
  if (!pending) {
    // Back on the provider's finished page, then "Return": the order this browser placed, if any.
    const last = session.get("lastOrder");
    if (last) return redirect(`/checkout/confirmation/${encodeURIComponent(last.number)}`, { headers: noStore() });
    return redirectWithFlash(session, "/", { kind: "info", message: NOTHING_WAITING });
  }
  const payer = await payerOf(session);
  const payment = await paymentsGateway({ signal: request.signal }).payment(pending.uuid, payer);
  if (!payment || payment.status === "completed") {
    session.unset("payment");
    const flash = payment
      ? {
          kind: "success" as const,
          message: `Payment received: thank you. Order ${pending.orderNumber} is paid${payment.card ? ` with your ${payment.card.brand} card ending ${payment.card.last4}` : ""}.`,
        }
      : {
          kind: "error" as const,
          message: "We couldn't find your payment. Please check your order before paying again.",
        };
    return redirectWithFlash(session, orderPagePath(pending), flash);
  }
  return data(
    {
      orderNumber: pending.orderNumber,
      status: payment.status,
      reason: payment.failure?.message ?? null,
      amount: payment.amount,
      card: payment.card,
      // a customer can switch method on their order's page; a guest can pay by card from the confirmation
      otherWays: orderPagePath(payer ? { ...pending, from: "account" } : pending),
      signedIn: Boolean(payer),
    },
    { headers: noStore() },
  );
});

export const action = formAction({
  retry: async ({ args, form }) => {
    const { session } = args.context;
    const pending = session.get("payment");
    if (!pending) return redirect("/", { headers: noStore() });
    const sent = await sendToProvider(args.request, session, { ...pending, cardId: null });
    if (sent.ok) return sent.response;
    return reply("retry", form, { message: sent.message });
  },
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.status === "failed" ? "Payment not taken" : "Payment not finished"} – Ashless` },
  { name: "robots", content: "noindex" },
];

export const handle = { pageName: "payment-result" };

export default function PaymentReturn() {
  const money = useMoney();
  const d = useLoaderData<typeof loader>();
  const [form] = usePostForm("retry", {});
  const failed = d.status === "failed";
  return (
    <section className="checkout payment-result" aria-labelledby="payment-title">
      <div className={`notice ${failed ? "notice--error" : "notice--info"}`} role="alert">
        <h1 id="payment-title">{failed ? "Your payment was not taken" : "Your payment is not finished"}</h1>
        <p>
          {failed ? d.reason : "You left the payment page before paying."} Order {d.orderNumber} is waiting for a
          payment of {money(d.amount)}; nothing has been charged.
        </p>
      </div>
      <PostForm form={form} intent="retry">
        <SubmitButton intent="retry">{failed ? "Try again" : "Continue to payment"}</SubmitButton>
      </PostForm>
      <p>
        <Link to={d.otherWays}>{d.signedIn ? "Choose another way to pay" : "Back to your order"}</Link>
      </p>
    </section>
  );
}
