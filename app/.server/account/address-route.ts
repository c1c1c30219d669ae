// Loader and action shared by /account/address/new and /account/address/:id.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { addressFormOptions, addressFromForm, addressToForm } from "./addresses";
import { data } from "@remix-run/node";
import { parseForm, reply } from "../forms/form";
import { answerLookup, visitorCountry } from "../addresses/lookup";
import { noStore } from "../responses/no-store";
import { accountAction, accountLoader, done, notFound, accountRefusal } from "./context";
import { accountGateway } from "../platform/account";
import { accountAddressSchema } from "~/lib/schemas/account";
import type { SignedIn } from "../auth/require-user";
import { addressUses } from "./subscription-addresses";
import { safeRedirect } from "~/lib/safe-redirect";

// Upstream field names (product.md §3 account address) → the form's field names.
const FIELDS: Record<string, string> = {
  firstname: "address.firstname",
  lastname: "address.lastname",
  company: "address.company",
  // address line 1 holds the street name and the house number (linesOf)
  streetName: "address.line1",
  streetNumber: "address.line1",
  streetAdditional: "address.line2",
  city: "address.city",
  postcode: "address.postcode",
  countryCode: "address.countryCode",
  region: "address.region",
  regionCode: "address.regionId",
  telephone: "address.telephone",
};

async function findAddress(user: SignedIn, id: string | undefined) {
  if (id === undefined) return null;
  const address = (await accountGateway().listAddresses(user.auth)).find((a) => a.id === id);
  return address ?? notFound("ADDRESS_NOT_FOUND");
}

export const addressLoader = accountLoader(
  async ({ user, params, request }: LoaderFunctionArgs & { user: SignedIn }) => {
    const [options, address, visitor] = await Promise.all([
      addressFormOptions(),
      findAddress(user, params.id),
      params.id === undefined ? visitorCountry(request) : null,
    ]);
    const use = address ? (await addressUses(user.auth, [address])).get(address.id) : undefined;
    return {
      id: address?.id ?? null,
      options,
      defaults: { address: addressToForm(address, options, visitor) },
      isDefaultBilling: address?.isDefaultBilling ?? false,
      isDefaultShipping: address?.isDefaultShipping ?? false,
      // product.md §3 Account address, isSubscription: text from here, no new page code
      subscription: use ? { note: use.changes, href: use.href, link: use.link } : null,
    };
  },
);

/**
 * Where a saved address leads: back to the account page that linked here for it (`?then=`, which
 * the form keeps in its action: the subscription page's "Add a new address"), else the book.
 */
function afterSave(request: Request): string {
  const then = safeRedirect(new URL(request.url).searchParams.get("then"), "");
  return then.startsWith("/account/") ? then : "/account/address";
}

export const addressAction = accountAction({
  "save-address": async (ctx) => {
    const { user, params, form } = ctx;
    const lookup = await answerLookup(ctx.intent, form, "address", ctx.request.signal);
    if (lookup) return data(lookup.body, { status: lookup.status, headers: noStore() });
    const [options, existing] = await Promise.all([addressFormOptions(), findAddress(user, params.id)]);
    const submission = parseForm(form, accountAddressSchema(options));
    if (submission.status !== "success") return reply(ctx.intent, submission);
    const v = submission.value;
    const input = addressFromForm(v.address ?? {}, options, {
      billing: v.defaultBilling,
      shipping: v.defaultShipping,
    });
    const api = accountGateway();
    const result = existing
      ? await api.updateAddress(user.auth, existing.id, input)
      : await api.addAddress(user.auth, input);
    if (!result.ok) return reply(ctx.intent, submission, accountRefusal(result.error, FIELDS));
    return done(
      user.session,
      afterSave(ctx.request),
      existing ? "Your address has been updated." : "Your new address has been saved.",
    );
  },
});
