// /club/qr/:id: where a club QR code (at an event, in a store) leads. Scanning it while signed
// in is the earning: the loader credits the QR code's points on the server, once per customer
// (product.md §7 POST …/earnings/qr-code); signed out, the customer signs in and comes back here.
// Only a navigation no other site started credits on GET (a camera, a typed address: the
// browser's Sec-Fetch-Site "none", or our own page): a link or redirect from elsewhere, or a
// browser that does not say, gets a "Collect" button, a POST from our page (issue 36, 10).
import type { ActionContext } from "~/.server/account/context";
import { Link, useLoaderData } from "@remix-run/react";
import { accountAction, accountLoader, done, notFound, withStatus } from "~/.server/account/context";
import { loyaltyApi } from "~/.server/account/gateways";
import { unlessUnavailable } from "~/.server/club/unavailable";
import { creditPoints } from "~/.server/club/credit";
import { CLUB_UNAVAILABLE } from "~/.server/club/view";
import { AccountPage } from "~/components/account/AccountForm";
import { accountMeta } from "~/components/account/AccountForm";
import { ClubUnavailable } from "~/components/club/ClubFrame";
import { AccountForm } from "~/components/account/AccountForm";
import { usePostForm, type FormFields } from "~/components/forms/usePostForm";
import type { Auth } from "~/lib/models/account";

const COLLECT_INTENT = "collect";

/** Whether the browser says no other site started this navigation. */
const startedHere = (request: Request) => ["none", "same-origin"].includes(request.headers.get("Sec-Fetch-Site") ?? "");

/** Credits the QR code's points (once per customer). */
const collect = (api: ReturnType<typeof loyaltyApi>, auth: Auth, id: string) =>
  creditPoints(() => api.scanQrCode(auth, id), {
    unavailable: "We couldn't add the points just now: scan the code again later to collect them.",
    already: "You have already collected the points for this QR code.",
    earned: (points) => `You collected ${points}.`,
  });

export const loader = accountLoader(async ({ request, params, user }) => {
  const api = loyaltyApi(request.signal);
  const id = String(params.id ?? "");
  const read = await unlessUnavailable(() => api.qrCode(user.auth, id));
  if (!read.ok) return withStatus({ unavailable: CLUB_UNAVAILABLE, name: null, message: null, collect: false }, 503);
  const code = read.value;
  if (!code) return notFound("This QR code is not one of ours.");
  if (!code.isActive)
    return { unavailable: null, name: code.name, message: "This QR code has expired.", collect: false };
  if (!startedHere(request)) return { unavailable: null, name: code.name, message: null, collect: true };
  const { message, answered } = await collect(api, user.auth, id);
  const body = { unavailable: null, name: code.name, message, collect: false };
  return answered ? body : withStatus(body, 503);
});

/** "Collect": the POST from this page (only our own pages may post: server/security.ts). */
async function collectIntent(ctx: ActionContext) {
  const id = String(ctx.params.id ?? "");
  const api = loyaltyApi(ctx.request.signal);
  const code = await api.qrCode(ctx.user.auth, id);
  if (!code) return notFound("This QR code is not one of ours.");
  if (!code.isActive) return done(ctx.user.session, "/club", "This QR code has expired.", "info");
  const { message, credited } = await collect(api, ctx.user.auth, id);
  // Credited, the points history shows it; the QR page again would scan the code once more on
  // its GET and say the points were already collected. Otherwise the page says why and offers
  // another try.
  if (credited) return done(ctx.user.session, "/club/history", message, "success");
  return done(ctx.user.session, `/club/qr/${encodeURIComponent(id)}`, message, "error");
}

export const action = accountAction({ [COLLECT_INTENT]: collectIntent });

export const meta = accountMeta("QR code", "ashless-club-overview");
export const handle = { pageName: "ashless-club-overview" };

export default function QrCodePage() {
  const { unavailable, name, message, collect } = useLoaderData<typeof loader>();
  const [form] = usePostForm<FormFields<Record<string, never>>>(COLLECT_INTENT, {});
  return (
    <AccountPage title={name ?? "QR code"}>
      <ClubUnavailable message={unavailable} />
      {message ? (
        <p className="notice notice--info" role="status">
          {message}
        </p>
      ) : null}
      {collect ? (
        <AccountForm form={form} intent={COLLECT_INTENT} submit="Collect the points">
          <p>This QR code gives you club points. Press the button to collect them.</p>
        </AccountForm>
      ) : null}
      <p>
        <Link to="/club">Back to the club</Link> · <Link to="/club/history">Points history</Link>
      </p>
    </AccountPage>
  );
}
