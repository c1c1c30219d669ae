// /checkout/age-verification (and /trial/checkout/…): a guest whose details the hidden check
// couldn't confirm chooses another way to verify their age, then goes on to the payment step.
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { guestMethodsLoader, guestVerifyAction } from "~/.server/age/guest";
import { AgeVerificationView } from "~/components/age/AgeVerificationView";
import { ageMethodsMeta } from "~/components/age/meta";

export const loader = guestMethodsLoader;
export const action = guestVerifyAction;
export const meta: MetaFunction = () => ageMethodsMeta("Checkout");
export const handle = { pageName: "age-verification" };

export default function GuestAgeVerification() {
  const d = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="age-title" className="checkout-page">
      <h1 id="age-title">Confirm your age</h1>
      <p>
        Our products are for adults only, so we confirm every customer&rsquo;s age before they pay.
        {d.hiddenTried ? " We couldn't confirm it from the details you entered." : ""} Choose one of these ways; it only
        takes a minute.
      </p>
      <AgeVerificationView methods={d.methods} selected={d.selected} redirectTo={d.redirectTo} />
      <p>
        <Link to={d.addressStep}>Back to your delivery address</Link>, to check the name and postcode you entered.
      </p>
    </section>
  );
}
