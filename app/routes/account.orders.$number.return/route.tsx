// /account/orders/:number/return: ask to send items of a delivered order back (returns, product.md
// §4; decision 0066). One plain form: how many of each item that can still go back, why, and any
// details; the shop's answer (requestReturn) is the return shown on the order page. Unknown or
// someone else's order: 404 (ORDER_NOT_FOUND).
import { Link, useLoaderData } from "@remix-run/react";
import { parseForm, reply } from "~/.server/forms/form";
import { accountAction, accountLoader, done, notFound, type ActionContext } from "~/.server/account/context";
import { STORE } from "~/.server/account/gateways";
import { getOrderReturns, requestReturn } from "~/.server/commerce/returns";
import { OrderErrorBoundary } from "~/components/account/AccountError";
import { AccountForm, AccountHeading, accountMeta } from "~/components/account/AccountForm";
import { SelectField, TextAreaField, TextField, type TextMeta } from "~/components/forms/Field";
import { usePostForm } from "~/components/forms/usePostForm";
import type { FormFields } from "~/components/forms/usePostForm";
import { RETURN_INTENT, RETURN_REASONS, returnItemField, returnQtyField, type ReturnableItem } from "~/lib/returns";
import { returnRequestSchema } from "~/lib/schemas/returns";

const orderPath = (number: string) => `/account/orders/${encodeURIComponent(number)}`;

async function loadReturns(ctx: { user: ActionContext["user"]; params: ActionContext["params"] }) {
  const number = ctx.params.number ?? "";
  const found = await getOrderReturns(STORE, ctx.user.commerceToken, number);
  return found ? { number: number.trim(), ...found } : notFound("ORDER_NOT_FOUND");
}

export const loader = accountLoader(async (args) => {
  const { number, returnable } = await loadReturns(args);
  return { number, returnable };
});

export const action = accountAction({
  [RETURN_INTENT]: async (ctx) => {
    const order = await loadReturns(ctx);
    const submission = parseForm(ctx.form, returnRequestSchema(order.returnable));
    if (submission.status !== "success") return reply(ctx.intent, submission);
    const outcome = await requestReturn(STORE, ctx.user.commerceToken, {
      orderUid: order.orderUid,
      ...submission.value,
    });
    if (!outcome.ok) return reply(ctx.intent, submission, { formErrors: [outcome.message] });
    return done(
      ctx.user.session,
      orderPath(order.number),
      `We have your return request ${outcome.number}. Its progress shows on this page and under Returns.`,
    );
  },
});

export const meta = accountMeta("Return items", "my-orders");
export const handle = {
  scripts: false,
  pageName: "my-orders",
  breadcrumbs: (data: unknown) => {
    const number = (data as { number?: string } | undefined)?.number;
    return [
      { label: "Orders", href: "/account/orders" },
      ...(number
        ? [
            { label: `Order ${number}`, href: orderPath(number) },
            { label: "Return items", href: `${orderPath(number)}/return` },
          ]
        : []),
    ];
  },
};

export default function ReturnItemsPage() {
  const { number, returnable } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="account-title" className="account-order">
      <AccountHeading title={`Return items from order ${number}`}>
        <p>
          Choose how many of each item you are sending back and tell us why. We look at every request and show its
          progress on the order page.
        </p>
      </AccountHeading>
      {returnable.length > 0 ? (
        <ReturnForm items={returnable} />
      ) : (
        <p>Nothing in this order can be returned now: items can go back once an order has been delivered.</p>
      )}
      <p>
        <Link to={orderPath(number)}>Back to order {number}</Link>
      </p>
    </section>
  );
}

function ReturnForm({ items }: { items: ReturnableItem[] }) {
  const [form, fields] = usePostForm<FormFields<Record<string, string | undefined>>>(
    RETURN_INTENT,
    Object.fromEntries(items.map((item, i) => [returnItemField(i), item.uid])),
  );
  return (
    <AccountForm form={form} intent={RETURN_INTENT} submit="Request the return">
      <fieldset>
        <legend>Items to return</legend>
        {items.map((item, i) => (
          <div key={item.uid} className="return-item">
            <input type="hidden" name={returnItemField(i)} value={item.uid} />
            <TextField
              meta={fields[returnQtyField(i)] as TextMeta}
              label={`${item.name}${item.options.length ? ` (${item.options.join(", ")})` : ""}: how many?`}
              hint={item.max === 1 ? "0 or 1" : `0 to ${item.max}`}
              inputMode="numeric"
              maxLength={4}
              optional
            />
          </div>
        ))}
      </fieldset>
      <SelectField
        meta={fields.reason as TextMeta}
        label="Why are you sending them back?"
        options={RETURN_REASONS}
        placeholder="Choose a reason"
      />
      <TextAreaField
        meta={fields.details as TextMeta}
        label="Anything else we should know?"
        hint="Needed when you choose another reason. Up to 500 characters."
        maxLength={500}
        optional
      />
    </AccountForm>
  );
}

export const ErrorBoundary = OrderErrorBoundary;
