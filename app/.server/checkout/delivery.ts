// Step 3: the shipping method.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { getShippingMethods, setShippingMethod } from "./gateway";
import type { StoreView } from "../commerce/types";
import { guard } from "../guard";
import { deliverySchema, shippingMethodValue } from "~/lib/schemas/checkout";
import { loadCheckout, redirectTo, respond, submitting, type CheckoutContext } from "./context";
import { visibleMethods } from "./choices";
import { stepFrame } from "./frame";

async function methodsFor(ctx: CheckoutContext) {
  const { methods, selected } = await getShippingMethods(ctx.store, ctx.cart.id, ctx.token);
  const visible = visibleMethods(methods, ctx.state.hasSubscription);
  const chosen = selected ?? ctx.state.selectedShippingMethod;
  const selectedValue = chosen && visible.some((m) => shippingMethodValue(m) === shippingMethodValue(chosen)) ? shippingMethodValue(chosen) : null;
  return { visible, selectedValue };
}

export function deliveryStep(store: StoreView) {
  const loader = guard(async ({ request }: LoaderFunctionArgs) => {
    const ctx = await loadCheckout(request, store, "delivery");
    const { visible, selectedValue } = await methodsFor(ctx);
    return respond(ctx, {
      ...stepFrame(ctx, "delivery"),
      methods: visible.map((m) => ({
        value: shippingMethodValue(m),
        title: m.methodTitle,
        carrier: m.carrierTitle,
        description: m.description,
        price: m.priceInclTax ?? m.amount,
      })),
      defaults: { method: selectedValue ?? "" },
      shippingAddress: ctx.state.shippingAddress,
    });
  });

  const action = guard(async ({ request }: ActionFunctionArgs) => {
    const formData = await request.formData();
    return submitting(formData, async () => {
      const ctx = await loadCheckout(request, store, "delivery");
      const { visible } = await methodsFor(ctx);
      const submission = parseWithZod(formData, { schema: deliverySchema(visible.map(shippingMethodValue)) });
      if (submission.status !== "success") return respond(ctx, submission.reply(), 400);
      const method = visible.find((m) => shippingMethodValue(m) === submission.value.method)!;
      const { error } = await setShippingMethod(store, ctx.cart.id, method.carrierCode, method.methodCode, ctx.token);
      if (error) return respond(ctx, submission.reply({ fieldErrors: { method: [error.message] } }), 400);
      return redirectTo(ctx.session, `${ctx.base}/payment`);
    });
  });

  return { loader, action };
}

export type DeliveryLoader = ReturnType<typeof deliveryStep>["loader"];
export type DeliveryAction = ReturnType<typeof deliveryStep>["action"];
