// /account/orders/:number: one order. "Cancel order" only while the server marks it
// cancelable, and a success message only when the cancel call answered true (product.md §4,
// §9); "Pay now" for unpaid orders; "Buy again" puts the order's lines in the cart (reorder).
// Unknown or someone else's order: 404 (ORDER_NOT_FOUND). Its details download as a CSV (./export).
// What the order earned and spent in the club is the club's own answer (product.md §7 Loyalty, an
// order's points); when the club can't be read the page is shown without it (product.md §8).
import { Link, useLoaderData } from "@remix-run/react";
import { shownAddress } from "~/.server/addresses/display";
import { parseForm, reply } from "~/.server/forms/form";
import { accountAction, accountLoader, done, notFound, type ActionContext } from "~/.server/account/context";
import { formatDate } from "~/.server/account/format";
import { orderPoints } from "~/.server/club/view";
import { customerApi, loyaltyApi, STORE } from "~/.server/account/gateways";
import { statusLabeller } from "~/.server/commerce/order-statuses";
import { getOrderReturns } from "~/.server/commerce/returns";
import { ReturnList } from "~/components/account/ReturnList";
import { accountGateway } from "~/.server/platform/account";
import { config } from "~/.server/config";
import { adoptCart } from "~/.server/cart/session-cart";
import { OrderErrorBoundary } from "~/components/account/AccountError";
import { AccountForm, AccountHeading, accountMeta } from "~/components/account/AccountForm";
import { OrderAttributes, OrderDelivery, OrderItems, OrderShipments, OrderTotals } from "./OrderDetailsView";
import { orderAttributeLines, paymentDetailLines } from "~/.server/account/order-details";
import { StatusLabel } from "~/components/account/OrderTable";
import { usePostForm } from "~/components/forms/usePostForm";
import { SelectField } from "~/components/forms/Field";
import { RadioGroup } from "~/components/forms/RadioGroup";
import { reorderOutcome } from "~/lib/reorder";
import { CardChoice } from "~/components/checkout/CardChoice";
import { cardMethodInfo, savedCards } from "~/.server/payments/cards";
import { sendToProvider } from "~/.server/payments/flow";
import type { WalletCard } from "~/lib/models/account";
import type { ReturnView } from "~/lib/returns";
import { NEW_CARD } from "~/lib/form-names";
import { cancelOrderSchema, payNowSchema, reorderSchema } from "~/lib/schemas/account";
import { CANCEL_ORDER_REASONS } from "~/lib/form-names";
import { buyAgainLines, itemPictures, type BuyAgainLine } from "./lines.server";
import { useMoney } from "~/lib/use-money";

/** Links from upstream data open only on the web, never as javascript: or data: URLs. */
const webUrl = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

async function loadOrder(ctx: { user: ActionContext["user"]; params: ActionContext["params"] }) {
  const number = ctx.params.number ?? "";
  const order = await customerApi().getCustomerOrderDetails(STORE, ctx.user.commerceToken, number);
  return order ?? notFound("ORDER_NOT_FOUND");
}

export const loader = accountLoader(async (args) => {
  const order = await loadOrder(args);
  // an unpaid order's card choices: the saved cards and whether a new one can be saved, read together
  const byCard = order.availablePaymentMethods.some((m) => m.code === config().payment.card);
  const [cards, cardMethod, attributes, club, label, returns, pictures, buyAgain] = await Promise.all([
    order.payable ? savedCards(args.request, args.user.session) : [],
    byCard ? cardMethodInfo(config().payment.card) : null,
    orderAttributeLines(order),
    loyaltyApi(args.request.signal).orderPoints(args.user.auth, order.number),
    statusLabeller(STORE),
    getOrderReturns(STORE, args.user.commerceToken, order.number),
    itemPictures(STORE, order),
    buyAgainLines(STORE, order),
  ]);
  return {
    returns: {
      list: returns?.returns ?? [],
      dates: Object.fromEntries((returns?.returns ?? []).map((r) => [r.uid, formatDate(r.createdAt)])),
      canReturn: (returns?.returnable.length ?? 0) > 0,
    },
    pay: {
      cards,
      canSave: cardMethod?.tokenizable ?? false,
      defaultCard: (cards.find((c) => c.isDefault) ?? cards[0])?.id ?? NEW_CARD,
    },
    order: {
      ...order,
      statusLabel: label(order.status, order.statusLabel),
      shippingAddress: await shownAddress(STORE, order.shippingAddress),
      billingAddress: await shownAddress(STORE, order.billingAddress),
      shipments: order.shipments.map((s) => ({
        ...s,
        tracking: s.tracking.map((t) => ({ ...t, url: webUrl(t.url) })),
      })),
      invoices: order.invoices.map((i) => ({ ...i, url: webUrl(i.url) })),
    },
    dateLabel: formatDate(order.orderDate, true),
    pictures,
    buyAgain,
    attributes,
    payment: paymentDetailLines(order.paymentDetails),
    points: orderPoints(club.value),
  };
});

const orderPath = (number: string) => `/account/orders/${encodeURIComponent(number)}`;

export const action = accountAction({
  "cancel-order": async (ctx) => {
    const order = await loadOrder(ctx);
    const submission = parseForm(ctx.form, cancelOrderSchema());
    if (submission.status !== "success") return reply(ctx.intent, submission);
    if (!order.cancelable)
      return reply(ctx.intent, submission, { formErrors: [`Order ${order.number} can no longer be cancelled.`] });
    const { reason } = submission.value;
    // The unified platform takes cancellation requests; with the legacy one the shop cancels.
    const unified = config().platform.flavour === "unified";
    const cancelled = unified
      ? await accountGateway().requestOrderCancellation(ctx.user.auth, order.number, reason)
      : await customerApi().cancelOrder(STORE, ctx.user.commerceToken, order.number, reason);
    if (cancelled !== true) {
      const message = `We couldn't cancel order ${order.number}. It may already be on its way to you. Please contact us if you need help.`;
      return reply(ctx.intent, submission, { formErrors: [message] });
    }
    const message = unified
      ? `Your request to cancel order ${order.number} has been received.`
      : `Order ${order.number} has been cancelled.`;
    return done(ctx.user.session, orderPath(order.number), message);
  },
  // updatePaymentMethod, then for a card the provider's page (generate-token); cash on delivery is settled here.
  "pay-now": async (ctx) => {
    const order = await loadOrder(ctx);
    const methodCodes = order.availablePaymentMethods.map((m) => m.code);
    const cards = await savedCards(ctx.request, ctx.user.session);
    const submission = parseForm(ctx.form, payNowSchema({ methodCodes, cardIds: cards.map((c) => c.id) }));
    if (submission.status !== "success") return reply(ctx.intent, submission);
    if (!order.payable)
      return reply(ctx.intent, submission, { formErrors: [`Order ${order.number} doesn't need paying.`] });
    const { paymentMethod, savedCard, saveCard } = submission.value;
    const ok = await customerApi().updatePaymentMethod(STORE, ctx.user.commerceToken, order.number, paymentMethod);
    if (!ok)
      return reply(ctx.intent, submission, {
        formErrors: ["We couldn't take the payment with this method. Please choose another one, or try again later."],
      });
    if (paymentMethod === config().payment.card) {
      const cardId = savedCard && savedCard !== NEW_CARD ? savedCard : null;
      const sent = await sendToProvider(ctx.request, ctx.user.session, {
        orderNumber: order.number,
        store: STORE,
        from: "account",
        tokenize: !cardId && saveCard,
        cardId,
      });
      if (sent.ok) return sent.response;
      return reply(ctx.intent, submission, { formErrors: [sent.message] });
    }
    const title = order.availablePaymentMethods.find((m) => m.code === paymentMethod)?.title ?? paymentMethod;
    return done(
      ctx.user.session,
      orderPath(order.number),
      `Thank you: order ${order.number} will be paid with ${title}.`,
    );
  },
  reorder: async (ctx) => {
    const order = await loadOrder(ctx);
    const submission = parseForm(ctx.form, reorderSchema());
    if (submission.status !== "success") return reply(ctx.intent, submission);
    const result = await customerApi().reorder(STORE, ctx.user.commerceToken, order.number);
    if (!result) return notFound("ORDER_NOT_FOUND");
    const outcome = reorderOutcome(order, result);
    if (outcome.result === "FAILURE") return reply(ctx.intent, submission, { formErrors: [outcome.message] });
    // the customer's active cart, which the cart shows from now on
    adoptCart(ctx.user.session, STORE, result.cartId, result.totalQuantity);
    return done(ctx.user.session, "/cart", outcome.message, outcome.result === "SUCCESS" ? "success" : "info");
  },
});

export const meta = accountMeta("Order details", "my-orders");
export const handle = {
  scripts: false,
  pageName: "my-orders",
  breadcrumbs: (data: unknown) => {
    const number = (data as { order?: { number: string } } | undefined)?.order?.number;
    return [
      { label: "Orders", href: "/account/orders" },
      ...(number ? [{ label: `Order ${number}`, href: orderPath(number) }] : []),
    ];
  },
};

export default function OrderPage() {
  const { order, dateLabel, pay, points, attributes, payment, returns, pictures, buyAgain } =
    useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="account-title" className="account-order">
      <AccountHeading title={`Order ${order.number}`}>
        <p>
          Placed on {dateLabel}. Status: <StatusLabel status={order.status} label={order.statusLabel} />
        </p>
      </AccountHeading>
      {order.payable ? <PayNow methods={order.availablePaymentMethods} pay={pay} /> : null}
      <BuyAgain lines={buyAgain} />
      <h2>Items</h2>
      <OrderItems items={order.items} pictures={pictures} />
      <h2>Delivery</h2>
      <OrderShipments shipments={order.shipments} />
      <OrderDelivery order={order} payment={payment} />
      <OrderTotals order={order} />
      <OrderAttributes lines={attributes} />
      <p>
        {/* a file for the customer's records (getCustomerExportedOrderDetails, decision 0045) */}
        <a href={`${orderPath(order.number)}/export`} download>
          Download order details (CSV)
        </a>
      </p>
      {points ? (
        <section aria-labelledby="order-points-title">
          <h2 id="order-points-title">Club points</h2>
          <p>
            {points.earned}
            {points.spent ? ` ${points.spent}` : null} <Link to="/club/history">Points history</Link>
          </p>
        </section>
      ) : null}
      <OrderReturns number={order.number} returns={returns} />
      {order.cancelable ? <CancelOrder /> : null}
      <p>
        <Link to="/account/orders">Back to your orders</Link>
      </p>
    </section>
  );
}

function PayNow({
  methods,
  pay,
}: {
  methods: { code: string; title: string }[];
  pay: { cards: WalletCard[]; canSave: boolean; defaultCard: string };
}) {
  const [form, fields] = usePostForm<typeof payNowSchema>("pay-now", {
    paymentMethod: methods[0]?.code,
    savedCard: pay.defaultCard,
  });
  return (
    <section className="account-panel" aria-labelledby="pay-title">
      <h2 id="pay-title">This order is waiting for payment</h2>
      {methods.length > 0 ? (
        <AccountForm form={form} intent="pay-now" submit="Pay now">
          <RadioGroup
            meta={fields.paymentMethod}
            legend="How would you like to pay?"
            options={methods.map((m) => ({ value: m.code, label: m.title }))}
          />
          <CardChoice card={pay} fields={fields} button="Pay now" />
        </AccountForm>
      ) : (
        <p>You can't pay for this order online at the moment. Please contact us and we'll help.</p>
      )}
    </section>
  );
}

/** The order's returns (decision 0066), and "Return items" while something can still go back. */
function OrderReturns({
  number,
  returns,
}: {
  number: string;
  returns: { list: ReturnView[]; dates: Record<string, string>; canReturn: boolean };
}) {
  if (!returns.canReturn && returns.list.length === 0) return null;
  return (
    <section aria-labelledby="returns-title">
      <h2 id="returns-title">Returns</h2>
      {returns.list.length > 0 ? <ReturnList returns={returns.list} dates={returns.dates} /> : null}
      {returns.canReturn ? (
        <p>
          <Link to={`${orderPath(number)}/return`} className="btn btn--secondary">
            Return items
          </Link>
        </p>
      ) : null}
    </section>
  );
}

function BuyAgain({ lines }: { lines: BuyAgainLine[] | null }) {
  const [form] = usePostForm("reorder", {});
  return (
    <section className="account-panel" aria-labelledby="reorder-title">
      <h2 id="reorder-title">Buy these again</h2>
      <p>Put the items of this order in your cart, as many of each as you ordered. You can change them there.</p>
      {lines && lines.length > 0 ? <PricesNow lines={lines} /> : null}
      <AccountForm form={form} intent="reorder" submit="Add to cart" />
    </section>
  );
}

/** What each product costs now against what was paid, and whether it is in stock (getProductsEssentials). */
function PricesNow({ lines }: { lines: BuyAgainLine[] }) {
  const money = useMoney();
  const compared = (l: BuyAgainLine, now: BuyAgainLine["paidEach"]) =>
    now.value === l.paidEach.value
      ? `${money(now)} each, as you paid`
      : `${money(now)} each now, ${now.value < l.paidEach.value ? "down" : "up"} from the ${money(l.paidEach)} you paid`;
  return (
    <ul className="buy-again" aria-label="What they cost now">
      {lines.map((l) => (
        <li key={l.sku}>
          <strong>{l.name}</strong>:{" "}
          {l.nowEach ? (
            <>
              {compared(l, l.nowEach)}. {l.inStock ? "In stock." : <strong>Out of stock.</strong>}
            </>
          ) : (
            "no longer sold."
          )}
        </li>
      ))}
    </ul>
  );
}

function CancelOrder() {
  const [form, fields] = usePostForm<typeof cancelOrderSchema>("cancel-order", {});
  return (
    <section className="account-panel" aria-labelledby="cancel-title">
      <h2 id="cancel-title">Cancel this order</h2>
      <p>
        You can cancel this order until we send it. If it started a subscription, cancelling it ends the subscription
        too.
      </p>
      <AccountForm form={form} intent="cancel-order" submit="Cancel order" danger>
        <SelectField
          meta={fields.reason}
          label="Why do you want to cancel?"
          options={CANCEL_ORDER_REASONS}
          placeholder="Choose a reason"
        />
      </AccountForm>
    </section>
  );
}

export const ErrorBoundary = OrderErrorBoundary;
