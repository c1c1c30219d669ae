// Step 1: the guest's e-mail address and the contact-details order attributes.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { setGuestEmail } from "~/.server/commerce/checkout";
import type { StoreView } from "~/lib/models/commerce";
import { guard } from "~/.server/responses/guard";
import { lastGood } from "~/.server/forms/last-good";
import { attributeField, attributeValues, contactSchema } from "~/lib/schemas/checkout";
import { attributesForStep } from "~/.server/checkout/attributes";
import { saveAttributeValues } from "~/.server/checkout/attribute-store";
import {
  loadCheckout,
  redirectTo,
  respond,
  stepCookies,
  CHECKOUT_UNAVAILABLE,
  TRIAL_NOT_ELIGIBLE_MESSAGE,
  stepFrame,
  stepPageKey,
} from "~/.server/checkout/context";
import { nextStep } from "~/.server/checkout/steps";
import { formAction, parseForm, reply } from "~/.server/forms/form";

export function contactStep(store: StoreView) {
  const loader = guard(
    lastGood(stepPageKey(store, "contact"), async ({ request, context }: LoaderFunctionArgs) => {
      const ctx = await loadCheckout({ request, context }, store, "contact");
      const attributes = attributesForStep(ctx.attributes, "contact");
      const defaults: Record<string, string> = { email: ctx.state.email ?? "" };
      for (const a of attributes) defaults[attributeField(a.code)] = ctx.stored[a.code] ?? a.value ?? "";
      return respond(ctx, {
        ...stepFrame(ctx, "contact"),
        // A signed-in customer's cart already has their address; it can't be replaced here.
        emailEditable: !ctx.token,
        email: ctx.state.email,
        attributes,
        defaults,
        blocked: store === "trial" && !ctx.state.isTrialEligible ? TRIAL_NOT_ELIGIBLE_MESSAGE : null,
      });
    }),
  );

  const action = formAction(
    {
      contact: async ({ form: formData, args }) => {
        const { request } = args;
        const ctx = await loadCheckout(args, store, "contact");
        const attributes = attributesForStep(ctx.attributes, "contact");
        const emailEditable = !ctx.token;
        const submission = parseForm(formData, contactSchema({ emailEditable, attributes }));
        if (submission.status !== "success") return reply("contact", submission, { headers: stepCookies(ctx) });
        if (emailEditable) {
          const email = String(submission.value.email ?? "").trim();
          const { error } = await setGuestEmail(store, ctx.cart.id, email);
          if (error)
            return reply("contact", submission, { field: "email", message: error.message, headers: stepCookies(ctx) });
        }
        const values = attributeValues(attributes, submission.value);
        ctx.cookies.push(
          await saveAttributeValues(
            request,
            store,
            ctx.cart.id,
            attributes.map((a) => a.code),
            values,
          ),
        );
        return redirectTo(ctx.session, `${ctx.base}/${nextStep("contact", ctx.state)}`, undefined, ctx.cookies);
      },
    },
    { unavailable: CHECKOUT_UNAVAILABLE },
  );

  return { loader, action };
}
