// /checkout/age-verification/status: a guest back from the provider's page; the platform's
// status of the verification this browser started; "Check again" while pending.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { guestStatusLoader } from "~/.server/age/guest";
import { AgeStatusView } from "~/components/age/AgeStatusView";
import { ageStatusMeta } from "~/components/age/meta";

export const loader = guestStatusLoader;
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  ageStatusMeta(data && "status" in data ? data.status : null, "Checkout");
export const handle = { pageName: "age-verification" };

export default function GuestAgeVerificationStatus() {
  const d = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="age-title" className="checkout-page">
      <h1 id="age-title">Confirm your age</h1>
      <AgeStatusView {...d} continueLabel="Continue to payment" />
    </section>
  );
}
