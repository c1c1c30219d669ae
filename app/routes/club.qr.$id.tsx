// /club/qr/:id: where a club QR code (at an event, in a store) leads. Scanning it while signed
// in is the earning: the loader credits the QR code's points on the server, once per customer
// (SPEC §7 POST …/earnings/qr-code); signed out, the customer signs in and comes back here.
import { Link, useLoaderData } from "@remix-run/react";
import { accountLoader, notFound, withStatus } from "~/.server/account/context";
import { loyaltyApi } from "~/.server/account/gateways";
import { unlessUnavailable } from "~/.server/club/unavailable";
import { CLUB_UNAVAILABLE, pointsLabel } from "~/.server/club/view";
import { AccountHeading } from "~/components/account/AccountForm";
import { accountMeta } from "~/components/account/meta";
import { ClubUnavailable } from "~/components/club/ClubFrame";

export const loader = accountLoader(async ({ request, params, user }) => {
  const api = loyaltyApi(request.signal);
  const id = String(params.id ?? "");
  const read = await unlessUnavailable(() => api.qrCode(user.auth, id));
  if (!read.ok) return withStatus({ unavailable: CLUB_UNAVAILABLE, name: null, message: null }, 503);
  const code = read.value;
  if (!code) return notFound("This QR code is not one of ours.");
  if (!code.isActive) return { unavailable: null, name: code.name, message: "This QR code has expired." };
  const scan = await unlessUnavailable(() => api.scanQrCode(user.auth, id));
  const message = !scan.ok
    ? "We couldn't add the points just now: scan the code again later to collect them."
    : !scan.value.ok
      ? scan.value.error.message
      : scan.value.value.already
        ? "You have already collected the points for this QR code."
        : `You collected ${pointsLabel(scan.value.value.points)}.`;
  return scan.ok
    ? { unavailable: null, name: code.name, message }
    : withStatus({ unavailable: null, name: code.name, message }, 503);
});

export const meta = accountMeta("QR code", "ashless-club-overview");
export const handle = { pageName: "ashless-club-overview" };

export default function QrCodePage() {
  const { unavailable, name, message } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="account-title">
      <AccountHeading title={name ?? "QR code"} />
      <ClubUnavailable message={unavailable} />
      {message ? (
        <p className="notice notice--info" role="status">
          {message}
        </p>
      ) : null}
      <p>
        <Link to="/club">Back to the club</Link> · <Link to="/club/history">Points history</Link>
      </p>
    </section>
  );
}
