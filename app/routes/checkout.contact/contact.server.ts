// Step 1: the guest's e-mail address and the contact-details order attributes.
import { setGuestEmail } from "~/.server/commerce/checkout";
import { attributeField, attributeValues, contactSchema } from "~/lib/schemas/checkout";
import { attributesForStep } from "~/.server/checkout/attributes";
import { saveAttributeValues } from "~/.server/checkout/attribute-store";
import {
  perStoreView,
  redirectTo,
  stepAction,
  stepCookies,
  stepLoader,
  TRIAL_NOT_ELIGIBLE_MESSAGE,
} from "~/.server/checkout/context";
import { nextStep } from "~/.server/checkout/steps";
import { parseForm, reply } from "~/.server/forms/form";

export const { loader, action } = perStoreView((store) => ({
  loader: stepLoader(store, "contact", (ctx) => {
    const attributes = attributesForStep(ctx.attributes, "contact");
    const defaults: Record<string, string> = { email: ctx.state.email ?? "" };
    for (const a of attributes) defaults[attributeField(a.code)] = ctx.stored[a.code] ?? a.value ?? "";
    return {
      // A signed-in customer's cart already has their address; it can't be replaced here.
      emailEditable: !ctx.token,
      email: ctx.state.email,
      attributes,
      defaults,
      blocked: store === "trial" && !ctx.state.isTrialEligible ? TRIAL_NOT_ELIGIBLE_MESSAGE : null,
    };
  }),

  action: stepAction(store, "contact", {
    contact: async ({ checkout: ctx, form: formData, args: { request } }) => {
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
  }),
}));
