// /club/pack-codes (product.md §2 page ashless-club-pack-codes): the account's pack-code form
// (PackCodeForm and registerPackCode, decision 0014) with the balance the codes add to.
import { useLoaderData } from "@remix-run/react";
import { accountAction, accountLoader, withStatus } from "~/.server/account/context";
import { loyaltyApi } from "~/.server/account/gateways";
import { PACK_CODE_INTENT, registerPackCode } from "~/.server/account/pack-codes";
import { CLUB_UNAVAILABLE, pointsLabel } from "~/.server/club/view";
import { AccountPage } from "~/components/account/AccountForm";
import { accountMeta } from "~/components/account/AccountForm";
import { PackCodeForm } from "~/components/account/PackCodeForm";
import { ClubUnavailable } from "~/components/club/ClubFrame";

export const loader = accountLoader(async ({ request, user }) => {
  const points = await loyaltyApi(request.signal).points(user.auth);
  // the form still works when the club can't say the balance: registering is the pack service's
  const body = {
    unavailable: points.available ? null : CLUB_UNAVAILABLE,
    balance: points.available ? pointsLabel(points.value.points) : null,
  };
  return points.available ? body : withStatus(body, 503);
});

export const action = accountAction({ [PACK_CODE_INTENT]: registerPackCode });

export const meta = accountMeta("Pack codes", "ashless-club-pack-codes");
export const handle = {
  pageName: "ashless-club-pack-codes",
  breadcrumbs: () => [{ label: "Pack codes", href: "/club/pack-codes" }],
};

export default function ClubPackCodes() {
  const { unavailable, balance } = useLoaderData<typeof loader>();
  return (
    <AccountPage
      title="Pack codes"
      intro={
        <>
          <p>Every pack has a code printed inside. Register it to add its points to your balance.</p>
          {balance ? <p>Your balance: {balance}.</p> : null}
        </>
      }
    >
      <ClubUnavailable message={unavailable} />
      <PackCodeForm />
    </AccountPage>
  );
}
