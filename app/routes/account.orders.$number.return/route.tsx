// /account/orders/:number/return: ask to send items of a delivered order back (returns, product.md
// §4; decisions 0066, 0069). One plain form: for each item that can still go back, how many, and
// its return attributes as the merchant set them up (reason, condition, resolution: read with
// attributesList(RMA_ITEM)); any details for the request. The shop's answer (requestReturn) is the
// return shown on the order page. Unknown or someone else's order: 404 (ORDER_NOT_FOUND). When the
// attributes can't be read, the page says returns can't be asked for now instead of the form.
import { Link, useLoaderData } from "@remix-run/react";
import { parseForm, reply } from "~/.server/forms/form";
import { accountAction, accountLoader, done, notFound, type ActionContext } from "~/.server/account/context";
import { STORE } from "~/.server/account/gateways";
import { getOrderReturns, getReturnAttributes, requestReturn } from "~/.server/commerce/returns";
import { OrderErrorBoundary } from "~/components/account/AccountError";
import { AccountForm, AccountHeading, accountMeta } from "~/components/account/AccountForm";
import { SelectField, TextAreaField, TextField, type TextMeta } from "~/components/forms/Field";
import { usePostForm } from "~/components/forms/usePostForm";
import type { FormFields } from "~/components/forms/usePostForm";
import {
  RETURN_INTENT,
  returnAttributeField,
  returnItemField,
  returnQtyField,
  type ReturnableItem,
  type ReturnAttribute,
} from "~/lib/returns";
import { returnRequestSchema } from "~/lib/schemas/returns";

const TRY_LATER = "Please try again in a few minutes.";
const orderPath = (number: string) => `/account/orders/${encodeURIComponent(number)}`;

async function loadReturns(ctx: { user: ActionContext["user"]; params: ActionContext["params"] }) {
  const number = ctx.params.number ?? "";
  const found = await getOrderReturns(STORE, ctx.user.commerceToken, number);
  return found ? { number: number.trim(), ...found } : notFound("ORDER_NOT_FOUND");
}

export const loader = accountLoader(async (args) => {
  const [{ number, returnable }, { attributes, problem }] = await Promise.all([
    loadReturns(args),
    getReturnAttributes(STORE),
  ]);
  return { number, returnable, attributes, problem };
});

export const action = accountAction({
  [RETURN_INTENT]: async (ctx) => {
    const [order, { attributes, problem }] = await Promise.all([loadReturns(ctx), getReturnAttributes(STORE)]);
    const submission = parseForm(ctx.form, returnRequestSchema(order.returnable, attributes));
    if (submission.status !== "success") return reply(ctx.intent, submission);
    if (problem) return reply(ctx.intent, submission, { formErrors: [`${problem} ${TRY_LATER}`] });
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
  const { number, returnable, attributes, problem } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="account-title" className="account-order">
      <AccountHeading title={`Return items from order ${number}`}>
        <p>
          Choose how many of each item you are sending back and tell us about it. We look at every request and show its
          progress on the order page.
        </p>
      </AccountHeading>
      {returnable.length === 0 ? (
        <p>Nothing in this order can be returned now: items can go back once an order has been delivered.</p>
      ) : problem ? (
        <p className="notice notice--error" role="status">
          Returns can&rsquo;t be asked for online right now: {problem.charAt(0).toLowerCase() + problem.slice(1)}{" "}
          {TRY_LATER}
        </p>
      ) : (
        <ReturnForm items={returnable} attributes={attributes} />
      )}
      <p>
        <Link to={orderPath(number)}>Back to order {number}</Link>
      </p>
    </section>
  );
}

function ReturnForm({ items, attributes }: { items: ReturnableItem[]; attributes: ReturnAttribute[] }) {
  const [form, fields] = usePostForm<FormFields<Record<string, string | undefined>>>(
    RETURN_INTENT,
    Object.fromEntries(
      items.flatMap((item, i) => [
        [returnItemField(i), item.uid],
        ...attributes.filter((a) => a.defaultValue).map((a) => [returnAttributeField(i, a.code), a.defaultValue]),
      ]),
    ),
  );
  return (
    <AccountForm form={form} intent={RETURN_INTENT} submit="Request the return">
      <fieldset>
        <legend>Items to return</legend>
        {items.map((item, i) => (
          <fieldset key={item.uid} className="return-item">
            <legend>
              {item.name}
              {item.options.length ? ` (${item.options.join(", ")})` : ""}
            </legend>
            <input type="hidden" name={returnItemField(i)} value={item.uid} />
            <TextField
              meta={fields[returnQtyField(i)] as TextMeta}
              label={<Named label="How many?" item={item.name} />}
              hint={item.max === 1 ? "0 or 1" : `0 to ${item.max}`}
              inputMode="numeric"
              maxLength={4}
              optional
            />
            {attributes.map((a) =>
              a.input === "select" ? (
                <SelectField
                  key={a.code}
                  meta={fields[returnAttributeField(i, a.code)] as TextMeta}
                  label={<Named label={a.label} item={item.name} />}
                  options={a.options}
                  placeholder={`Choose ${a.label.toLowerCase()}`}
                  conditional={a.required}
                  optional={!a.required}
                  hint={a.required ? "Needed if you return this item." : undefined}
                />
              ) : (
                <TextField
                  key={a.code}
                  meta={fields[returnAttributeField(i, a.code)] as TextMeta}
                  label={<Named label={a.label} item={item.name} />}
                  maxLength={255}
                  conditional={a.required}
                  optional={!a.required}
                  hint={a.required ? "Needed if you return this item." : undefined}
                />
              ),
            )}
          </fieldset>
        ))}
      </fieldset>
      <TextAreaField
        meta={fields.details as TextMeta}
        label="Anything else we should know?"
        hint="Up to 500 characters."
        maxLength={500}
        optional
      />
    </AccountForm>
  );
}

/** A field's label as seen (the item's group names the item) and as heard, with the item's name. */
function Named({ label, item }: { label: string; item: string }) {
  return (
    <>
      {label}
      <span className="visually-hidden"> ({item})</span>
    </>
  );
}

export const ErrorBoundary = OrderErrorBoundary;
