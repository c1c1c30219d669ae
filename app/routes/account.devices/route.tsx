// /account/devices (product.md §2 page name my-devices): the customer's devices with their colour,
// type, registration date and warranty; registering one by the code in its box (validated,
// looked up, then registered: product.md §5), and removing one after a confirmation that works
// without scripting (?unassign=<code>). A refused code is said beside its field; other refusals
// are product.md §8's notices.
import { Link, useLoaderData } from "@remix-run/react";
import { accountAction, accountLoader } from "~/.server/account/context";
import { register, unassign } from "./devices.server";
import { deviceApi, STORE } from "~/.server/account/gateways";
import { getProductImage } from "~/.server/commerce/product-reads";
import { log } from "~/.server/observability";
import type { Device } from "~/lib/models/device";
import { byRegistration, deviceItem } from "~/.server/devices/view";
import { AccountPage, accountMeta } from "~/components/account/AccountForm";
import { ConfirmPanel } from "~/components/account/ConfirmPanel";
import { DeviceCodeForm, DeviceDetails } from "~/components/account/DeviceForms";
import { DeviceActionNotice } from "~/components/account/DeviceNotice";
import { endedSessionSignsOut } from "./devices.server";
import { deviceNotice } from "~/lib/device-notices";
import { DEVICES_PAGE as DEVICES } from "~/lib/models/device";

export const loader = accountLoader(async ({ request, user }) => {
  const listed = await deviceApi().list(user.auth);
  // The device service's refusal of the list is its notice on the page (401: product.md §8's
  // "unauthorized user", try later), unless the shopper's session itself is over.
  if (!listed.ok) await endedSessionSignsOut(user.auth, listed.error.status);
  const devices = listed.ok ? byRegistration(listed.value).map(deviceItem) : [];
  const code = new URL(request.url).searchParams.get("unassign");
  const unassigning = listed.ok ? listed.value.find((d) => d.code === code) : undefined;
  return {
    devices,
    listNotice: listed.ok ? null : deviceNotice(listed.error.status),
    unassigning: unassigning ? { ...deviceItem(unassigning), picture: await devicePicture(unassigning) } : null,
  };
});

/**
 * The picture of the device about to be removed, so the customer sees it is the one they mean
 * (product.md §7 getProductImage, decision 0073): a device's product id is its sku in the shop.
 * A help, not the question: null when the shop has none or can't be read.
 */
async function devicePicture(device: Device): Promise<{ url: string; alt: string } | null> {
  if (!device.productId) return null;
  try {
    const image = await getProductImage(STORE, device.productId);
    return image ? { url: image.url, alt: image.label || device.name } : null;
  } catch (error) {
    log().warn(`picture of device ${device.productId}: ${(error as Error).message}`);
    return null;
  }
}

export const action = accountAction({ register, unassign });

export const meta = accountMeta("Devices", "my-devices");
export const handle = {
  pageName: "my-devices",
  breadcrumbs: () => [{ label: "Devices", href: DEVICES }],
};

export default function Devices() {
  const { devices, listNotice, unassigning } = useLoaderData<typeof loader>();
  return (
    <AccountPage
      title="Devices"
      intro={<p>Register your heating devices to keep their warranty at hand and get help with them.</p>}
    >
      <DeviceActionNotice intents={["register", "unassign"]} closeHref={DEVICES} fallback={listNotice} />
      {unassigning ? (
        <ConfirmPanel
          id="unassign-device"
          title={`Remove ${unassigning.name} from your account?`}
          intent="unassign"
          fields={{ code: unassigning.code }}
          confirmLabel="Yes, remove this device"
          cancelHref={DEVICES}
        >
          {unassigning.picture ? (
            <img
              className="account-confirm__picture"
              src={unassigning.picture.url}
              alt={unassigning.picture.alt}
              width="96"
              height="96"
            />
          ) : null}
          <p>
            {unassigning.name} ({unassigning.colour}, code {unassigning.code}) will no longer be registered to you. Do
            this when you give or sell it to someone else: they can then register it with the same code.
          </p>
        </ConfirmPanel>
      ) : null}
      <h2>Your devices</h2>
      {devices.length === 0 ? (
        listNotice ? null : (
          <p>You haven&rsquo;t registered a device yet.</p>
        )
      ) : (
        <ul className="subscription-list">
          {devices.map((d) => (
            <li key={d.code} className="account-panel">
              <h3 id={`device-${d.code}`}>{d.name}</h3>
              <DeviceDetails d={d}>
                <div className="account-actions">
                  <Link
                    to={`${DEVICES}?unassign=${encodeURIComponent(d.code)}`}
                    className="btn btn--secondary btn--small account-form__danger"
                  >
                    Remove
                    <span className="visually-hidden">
                      {" "}
                      {d.name}, code {d.code}
                    </span>
                  </Link>
                </div>
              </DeviceDetails>
            </li>
          ))}
        </ul>
      )}
      <h2 id="register-device">Register a device</h2>
      <p>
        Bought a device? Enter the code from the card in its box. A device you registered as a guest with your order
        moves to your account when you enter its code here.
      </p>
      <DeviceCodeForm intent="register" submit="Register device" />
    </AccountPage>
  );
}
