// Address forms as the browser's autofill expects them (issue 40, 11): address line 1 (house and
// street) first, then line 2, town, postcode and country, each with its `autocomplete` token, in
// the checkout, the address book and the club's reward address.
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { AddressFieldset } from "~/components/checkout/AddressFieldset";
import { AddressFormPage } from "~/components/account/AddressForm";
import { usePostForm, type FormFields } from "~/components/forms/usePostForm";
import type { AddressRules } from "~/lib/address";
import type { AddressInput, CountryOption } from "~/lib/schemas/checkout";
import { RedeemForm } from "~/routes/club.rewards.$slug/RedeemForm";

const COUNTRIES: CountryOption[] = [{ id: "GB", name: "United Kingdom", regions: [] }];
const RULES: AddressRules = {
  postcodeValidationEnabled: false,
  postcodeIsRequired: true,
  postcodeMinLength: null,
  postcodeMaxLength: null,
  postcodeValidateRegex: null,
  allowEmptyFirstname: false,
} as AddressRules;

async function render(element: ReactNode) {
  const handler = createStaticHandler([{ path: "/", element }]);
  const context = await handler.query(new Request("http://shop.test/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

/** Each address control in page order: [its label, its autocomplete token]. */
function controls(html: string) {
  const labels = new Map<string, string>();
  for (const m of html.matchAll(/<label[^>]*for="([^"]+)"[^>]*>([\s\S]*?)<\/label>/g))
    labels.set(
      m[1],
      m[2]
        .replace(/<[^>]+>/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    );
  return [...html.matchAll(/<(?:input|select)\b[^>]*>/g)]
    .map((m) => ({ id: /\bid="([^"]+)"/.exec(m[0])?.[1], ac: /\bautoComplete="([^"]+)"/i.exec(m[0])?.[1] }))
    .filter((c) => c.ac && /address|postal|country/.test(c.ac))
    .map((c) => [labels.get(c.id ?? "") ?? "", c.ac]);
}

function CheckoutAddress() {
  const [, fields] = usePostForm<FormFields<{ shipping?: AddressInput }>>("shipping", {
    shipping: { countryCode: "GB" },
  });
  return (
    <AddressFieldset
      meta={fields.shipping}
      legend="Delivery address"
      section="shipping"
      countries={COUNTRIES}
      rules={RULES}
    />
  );
}

const IN_ORDER = [
  ["Address line 1", "shipping address-line1"],
  ["Address line 2 (optional)", "shipping address-line2"],
  ["Town or city", "shipping address-level2"],
  ["Postcode", "shipping postal-code"],
  ["Country", "shipping country"],
  ["County, state or region (optional)", "shipping address-level1"],
];

describe("address fields in autofill's order", () => {
  it("checkout: line 1, line 2, town, postcode, country, tagged for the section", async () => {
    expect(controls(await render(<CheckoutAddress />))).toEqual(IN_ORDER);
  });

  it("address book: the same order and tokens", async () => {
    const data = {
      id: null,
      options: { countries: COUNTRIES, rules: RULES },
      defaults: { address: { countryCode: "GB" } },
      isDefaultBilling: false,
      isDefaultShipping: false,
    } as unknown as Parameters<typeof AddressFormPage>[0]["data"];
    expect(controls(await render(<AddressFormPage data={data} />))).toEqual(IN_ORDER);
  });

  it("club reward: line 1, line 2, town, postcode", async () => {
    const html = await render(<RedeemForm maxQty={2} needsAddress submit="Redeem" defaults={{}} redemptionKey="k" />);
    expect(controls(html)).toEqual([
      ["Address line 1", "address-line1"],
      ["Address line 2 (optional)", "address-line2"],
      ["Town or city", "address-level2"],
      ["Postcode", "postal-code"],
    ]);
  });
});
