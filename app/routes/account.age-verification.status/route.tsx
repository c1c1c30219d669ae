// /account/age-verification/status: back from the provider's page. Shows the platform's
// status of the verification this browser started (kept in the session); while pending it
// offers "Check again" (and checks by itself with scripting: AgeStatusView).
import type { MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { accountLoader } from "~/.server/account/context";
import { statusPage, type AgePaths } from "~/.server/age/flow";
import { AccountPage } from "~/components/account/AccountForm";
import { ageStatusMeta } from "~/components/age/meta";
import { AgeStatusView } from "~/components/age/AgeStatusView";

const PATHS: AgePaths = { page: "/account/age-verification", fallback: "/account/age-verification" };

export const loader = accountLoader(async ({ request, user }) => {
  const status = await statusPage(request, { auth: user.auth, session: user.session }, PATHS);
  if (!status) throw redirect(PATHS.page);
  return status;
});

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  ageStatusMeta(data && "status" in data ? data.status : null, "Your account");
export const handle = {
  pageName: "age-verification",
  breadcrumbs: () => [{ label: "Age verification", href: "/account/age-verification" }],
};

export default function AgeVerificationStatus() {
  const d = useLoaderData<typeof loader>();
  return (
    <AccountPage title="Age verification">
      <AgeStatusView
        {...d}
        continueLabel={d.back === PATHS.fallback ? "Back to age verification" : "Continue to payment"}
      />
    </AccountPage>
  );
}
